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
 * The queue through which a Celerity program submits work to the cluster.
 *
 * Every node runs the same program and submits the same command groups in the same order; the runtime splits
 * each kernel and moves data between nodes and devices as the accessors' range mappers require. `submit`
 * returns without waiting for the work (it blocks only while all 1024 task slots are taken, and throws when none
 * can be freed), `fence` hands buffer contents or a host object's value back to the application thread, and
 * `slow_full_sync` waits for everything.
 *
 * A process may have only one `distr_queue` at a time; copies of it share the same queue, so pass it around by
 * reference or copy it instead of constructing another. Constructing the first Celerity object (a `distr_queue`, `buffer`
 * or `experimental::host_object`) starts the runtime; it shuts down after the last of them has been destroyed.
 * Destroying the last `distr_queue` waits until all work submitted to it has finished.
 *
 * ```cpp
 * #include <celerity.h>
 *
 * int main() {
 *     celerity::distr_queue q;
 *     celerity::buffer<float, 1> values{celerity::range<1>{1024}};
 *     q.submit([&](celerity::handler& cgh) {
 *         celerity::accessor out{values, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *         cgh.parallel_for(celerity::range<1>{1024}, [=](celerity::item<1> it) { out[it] = 1.0f; });
 *     });
 * }
 * ```
 *
 * @see handler, buffer, runtime::init
 */
class distr_queue {
  public:
	/**
	 * Creates a queue on automatically selected devices.
	 *
	 * Starts the runtime if it is not running yet; otherwise the new queue uses the running runtime.
	 *
	 * @throws std::runtime_error if another `distr_queue` (not a copy of this one) still exists.
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
	 * The command group function runs immediately, inside `submit`, on the calling thread: it declares the
	 * accessors (and with them the task's dependencies) and the kernel or host task. The kernel itself runs
	 * later, asynchronously. Because the function has returned when `submit` does, it may capture by reference.
	 *
	 * @tparam CGF Callable invocable as `void(celerity::handler&)`.
	 * @param cgf The command group function, taken by value.
	 * @throws std::runtime_error "Exhausted task slots with no horizons or epochs in flight" when all 1024 task
	 *         slots are taken and none can be freed because no horizon or epoch is in flight, which happens when
	 *         very many tasks without dependencies between them are submitted with no wait in between.
	 *
	 * @see handler
	 */
	template <typename CGF>
	void submit(CGF cgf);

	/**
	 * Waits until all work submitted so far has finished, on every node.
	 *
	 * It inserts a barrier epoch: the call returns when the local node has completed everything before it and all
	 * nodes have reached the barrier.
	 *
	 * @warning Very expensive: it drains all queued work and stops the cluster. Use it for debugging or at most at
	 *          very coarse intervals (seconds); to get results back, prefer `fence`.
	 *
	 * @see fence
	 */
	void slow_full_sync();

	/**
	 * Asynchronously obtains a copy of the local instance of a host object.
	 *
	 * The copy is taken once all previously submitted tasks with a side effect on `obj` have run, with the same
	 * dependencies a side effect would have. Waiting on the future right away stalls the application thread:
	 * submit more work between `fence` and `get()` to keep the cluster busy.
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
	 * The copy is taken once all previously submitted writers of the region have run, with the same dependencies a
	 * read accessor would have.
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
	 * Same as `fence(buf, {{}, buf.get_range()})`.
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
