// celerity-source: include/distr_queue.h
#pragma once

#include "buffer.h"
#include "fence.h"
#include "handler.h"
#include "host_object.h"
#include "ranges.h"

#include <future>
#include <vector>

#include <sycl/sycl.hpp>

namespace celerity {

/**
 * Type of the `allow_by_ref` tag.
 *
 * @deprecated Capturing by reference in command group functions is always allowed now; the tag is no longer needed.
 */
struct [[deprecated("This tag type is no longer required to capture by reference")]] allow_by_ref_t {};

/**
 * Former opt-in for command group functions that capture by reference, used as
 * `q.submit(celerity::allow_by_ref, [&](celerity::handler& cgh) { ... })`.
 *
 * @note Not needed any more: command group functions run immediately inside `submit`, so they may always capture by
 *       reference. Call `submit` without the tag. The object itself is not marked deprecated, but its type and the
 *       `submit` overload that takes it are, so passing it makes the compiler warn.
 */
inline constexpr allow_by_ref_t allow_by_ref{};

/**
 * The original Celerity queue, superseded by `celerity::queue`.
 *
 * A `distr_queue` submits command groups and provides fences just like `queue`. Its constructors can additionally
 * choose the devices to use, which `queue` leaves to `celerity::runtime::init`, and its only call that waits for
 * all submitted work is the cluster-wide `slow_full_sync`.
 *
 * Migrating: replace `distr_queue` by `queue`, `slow_full_sync()` by `wait(experimental::barrier)` (or `wait()` if
 * no cluster-wide barrier is needed), and pass device lists or selectors to `celerity::runtime::init` instead of the
 * constructor.
 *
 * @deprecated Use `celerity::queue` instead.
 *
 * @see queue
 */
class [[deprecated("Use celerity::queue instead")]] distr_queue {
  public:
	/**
	 * Creates a queue on automatically selected devices.
	 *
	 * Starts the runtime if it is not running yet.
	 */
	distr_queue();

	/**
	 * Creates a queue and starts the runtime on the given devices.
	 *
	 * @param devices Devices to use on the local node; may differ between nodes, but must be the same for all nodes
	 *                on one machine.
	 *
	 * @throws std::runtime_error if the runtime is already running, since devices can only be chosen at startup.
	 */
	distr_queue(const std::vector<sycl::device>& devices);

	/**
	 * Creates a queue and starts the runtime on devices picked by a selector.
	 *
	 * @tparam DeviceSelector Callable invocable as `int(const sycl::device&)`; negative scores reject a device.
	 * @param device_selector The selector; must be equivalent for all nodes on one machine.
	 *
	 * @throws std::runtime_error if the runtime is already running, since devices can only be chosen at startup.
	 *
	 * @see runtime::init
	 */
	template <typename DeviceSelector>
	distr_queue(const DeviceSelector& device_selector);

	/**
	 * Submits a command group, with the obsolete by-reference tag.
	 *
	 * @tparam CGF Callable invocable as `void(celerity::handler&)`.
	 * @param tag `celerity::allow_by_ref`; ignored.
	 * @param cgf The command group function.
	 *
	 * @deprecated Call `submit(cgf)` without the tag.
	 */
	template <typename CGF>
	[[deprecated("This overload is no longer required to capture by reference")]] void submit(allow_by_ref_t tag, CGF cgf);

	/**
	 * Submits a command group for asynchronous execution.
	 *
	 * Works like `queue::submit`; the command group function is taken by value.
	 *
	 * @tparam CGF Callable invocable as `void(celerity::handler&)`.
	 * @param cgf The command group function.
	 *
	 * @see queue::submit
	 */
	template <typename CGF>
	void submit(CGF cgf);

	/**
	 * Waits for all submitted work on the local node, then synchronizes all nodes with a barrier.
	 *
	 * Equivalent to `queue::wait(experimental::barrier)`.
	 *
	 * @warning Very expensive: it drains all queued work and stops the cluster. Use it for debugging or at most at
	 *          very coarse intervals.
	 *
	 * @see queue::wait
	 */
	void slow_full_sync();

	/**
	 * Asynchronously obtains a copy of the local instance of a host object.
	 *
	 * Same as `queue::fence(obj)`.
	 *
	 * @tparam T The object type of the host object.
	 * @param obj The host object to read.
	 * @return A future that becomes ready with a copy of the instance.
	 */
	template <typename T>
	[[nodiscard]] std::future<T> fence(const experimental::host_object<T>& obj);

	/**
	 * Asynchronously obtains the contents of a part of a buffer on every node.
	 *
	 * Same as `queue::fence(buf, sr)`.
	 *
	 * @tparam DataT Element type of the buffer.
	 * @tparam Dims Dimensionality of the buffer.
	 * @param buf The buffer to read.
	 * @param sr The region to copy.
	 * @return A future that becomes ready with a `buffer_snapshot` of the region.
	 */
	template <typename DataT, int Dims>
	[[nodiscard]] std::future<buffer_snapshot<DataT, Dims>> fence(const buffer<DataT, Dims>& buf, const subrange<Dims>& sr);

	/**
	 * Asynchronously obtains the complete contents of a buffer on every node.
	 *
	 * Same as `queue::fence(buf)`.
	 *
	 * @tparam DataT Element type of the buffer.
	 * @tparam Dims Dimensionality of the buffer.
	 * @param buf The buffer to read.
	 * @return A future that becomes ready with a `buffer_snapshot` of the whole buffer.
	 */
	template <typename DataT, int Dims>
	[[nodiscard]] std::future<buffer_snapshot<DataT, Dims>> fence(const buffer<DataT, Dims>& buf);
};

} // namespace celerity
