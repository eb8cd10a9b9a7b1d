// celerity-source: include/buffer.h
#pragma once

#include <type_traits>

#include "ranges.h"
#include "sycl_wrappers.h"
#include "types.h"

namespace celerity {

/// Declares `buffer` and its default dimensionality of 1; see the definition below.
template <typename DataT, int Dims = 1>
class buffer;

/// Declares `accessor`; see accessor.h.
template <typename DataT, int Dims, access_mode Mode, target Target>
class accessor;

/// Declares `handler`; see handler.h.
class handler;

/**
 * A multi-dimensional array whose contents are distributed across the cluster and managed by the runtime.
 *
 * A `buffer` is the main way to hand data to Celerity kernels and host tasks. It has a fixed element type,
 * dimensionality and size, but no fixed location: the runtime allocates, copies and transfers the parts
 * of it that each node and device needs, based on the accessors and range mappers of the submitted
 * command groups. You never read or write a buffer directly; you declare an `accessor` inside a command
 * group and use that in the kernel or host task.
 *
 * Buffers have reference semantics: copying a `buffer` object yields another handle to the same data,
 * and the data lives until the last handle is destroyed. Swapping two buffers (e.g. for double buffering
 * in a time-stepping loop) is therefore cheap.
 *
 * Creating the first buffer (or queue) starts the Celerity runtime if it is not running yet. Buffers
 * must be created, used in `submit` and destroyed on the application thread that owns the runtime.
 *
 * ```cpp
 * #include <celerity.h>
 *
 * int main() {
 *     std::vector<float> init(1024, 1.0f);
 *     celerity::distr_queue q;
 *     celerity::buffer<float, 1> buf(init.data(), celerity::range<1>{init.size()});
 *
 *     q.submit([&](celerity::handler& cgh) {
 *         celerity::accessor acc{buf, cgh, celerity::access::one_to_one{}, celerity::read_write};
 *         cgh.parallel_for(buf.get_range(), [=](celerity::item<1> it) { acc[it] *= 2.0f; });
 *     });
 *
 *     // The buffer never writes back to `init`; ask for a copy of its contents instead.
 *     const celerity::buffer_snapshot<float, 1> result = q.fence(buf).get();
 *     std::printf("%g\n", result[0]); // 2
 * }
 * ```
 *
 * @tparam DataT element type; it should be trivially copyable, because the runtime copies elements between memories and nodes as raw bytes
 * @tparam Dims number of dimensions, 0 to 3 (a `buffer<T, 0>` holds exactly one element)
 * @see accessor, distr_queue::fence, debug::set_buffer_name
 */
template <typename DataT, int Dims>
class buffer {
  public:
	/**
	 * Creates a zero-dimensional buffer (a single element) without an initial value.
	 *
	 * Only available when `Dims == 0`. Write the element in a command group (e.g. with `no_init`) before
	 * reading it, or use it as the target of a `celerity::reduction` created with
	 * `property::reduction::initialize_to_identity`.
	 */
	template <int D = Dims, typename = std::enable_if_t<D == 0>>
	buffer();

	/**
	 * Creates a buffer whose initial contents are read from host memory.
	 *
	 * `host_ptr` must point to `range.size()` elements laid out in row-major order. The runtime reads from
	 * this memory when the contents are first needed, which may be long after the constructor returns, so
	 * the memory must stay valid and unchanged until the work that reads the buffer has finished. Celerity
	 * never writes to it; use `distr_queue::fence` or a host task to get results back to the host.
	 *
	 * Destroying the last handle to such a buffer does not wait for that work (unless it is the last Celerity
	 * object, whose destruction shuts the runtime down). Free the host memory only after
	 * `distr_queue::slow_full_sync` has returned or the last `distr_queue` has been destroyed.
	 *
	 * @param host_ptr the initial contents, or `nullptr` for a buffer without initial contents
	 * @param range the number of elements in each dimension
	 */
	explicit buffer(const DataT* host_ptr, const range<Dims>& range);

	/**
	 * Creates a buffer without initial contents.
	 *
	 * Nothing is allocated up front. The first command group that uses the buffer should write it
	 * entirely (typically through an accessor with `no_init`). Reading elements that were never written
	 * yields unspecified values; builds with access-pattern diagnostics enabled log a warning about it.
	 *
	 * @param range the number of elements in each dimension
	 */
	explicit buffer(const range<Dims>& range);

	/**
	 * Creates a zero-dimensional buffer whose single element starts as `value`.
	 *
	 * Only available when `Dims == 0`. Behaves exactly like `buffer(&value, range<0>())`: the runtime keeps
	 * the address of `value` and reads it later.
	 *
	 * @param value the initial value
	 * @warning Pass an object that stays alive until the work that reads the buffer has finished (destroying the
	 *          buffer does not wait for it), not a temporary such as a literal.
	 */
	template <int D = Dims, typename = std::enable_if_t<D == 0>>
	buffer(const DataT& value);

	/**
	 * Creates a device accessor for this buffer inside a command group.
	 *
	 * Equivalent to `accessor<DataT, Dims, Mode, target::device>(*this, cgh, rmfn)`. Prefer constructing a
	 * `celerity::accessor` with an access tag (`read_only`, `write_only`, ...) directly.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 1> buf{celerity::range<1>{64}};
	 * auto acc = buf.get_access<celerity::access_mode::read>(cgh, celerity::access::one_to_one{});
	 * ```
	 *
	 * Only available for `Dims > 0`.
	 *
	 * @tparam Mode the access mode
	 * @tparam Functor type of the range mapper (deduced)
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing which elements each chunk of the kernel accesses
	 * @return the accessor, to be captured by value in the kernel
	 */
	template <access_mode Mode, typename Functor, int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	accessor<DataT, Dims, Mode, target::device> get_access(handler& cgh, Functor rmfn);

	/**
	 * Creates a device accessor for a zero-dimensional buffer inside a command group.
	 *
	 * Only available for `Dims == 0`; no range mapper is needed because the buffer has a single element.
	 *
	 * @tparam Mode the access mode
	 * @tparam Functor unused; it cannot be deduced, so it must be given explicitly (any type works)
	 * @param cgh the handler of the command group being built
	 * @return the accessor
	 * @note Constructing `celerity::accessor acc{buf, cgh, celerity::read_only}` is the simpler way.
	 */
	template <access_mode Mode, typename Functor, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor<DataT, Dims, Mode, target::device> get_access(handler& cgh);

	/**
	 * Creates an accessor with an explicit target (device kernel or host task) inside a command group.
	 *
	 * Equivalent to `accessor<DataT, Dims, Mode, Target>(*this, cgh, rmfn)`. Only available for `Dims > 0`.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 1> buf{celerity::range<1>{64}};
	 * auto acc = buf.get_access<celerity::access_mode::read, celerity::target::host_task>(cgh, celerity::access::all{});
	 * ```
	 *
	 * @tparam Mode the access mode
	 * @tparam Target `target::device` or `target::host_task`
	 * @tparam Functor type of the range mapper (deduced)
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing which elements each chunk accesses
	 * @return the accessor
	 */
	template <access_mode Mode, target Target, typename Functor, int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	accessor<DataT, Dims, Mode, Target> get_access(handler& cgh, Functor rmfn);

	/**
	 * Creates an accessor with an explicit target for a zero-dimensional buffer.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @tparam Mode the access mode
	 * @tparam Target `target::device` or `target::host_task`
	 * @tparam Functor unused; it cannot be deduced, so it must be given explicitly (any type works)
	 * @param cgh the handler of the command group being built
	 * @return the accessor
	 */
	template <access_mode Mode, target Target, typename Functor, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor<DataT, Dims, Mode, Target> get_access(handler& cgh);

	/**
	 * Creates a device accessor through a `const` buffer.
	 *
	 * @tparam Mode the access mode
	 * @tparam Functor type of the range mapper (deduced)
	 * @param cgh the handler of the command group being built
	 * @param rmfn the range mapper
	 * @return the accessor
	 * @deprecated Accessing a buffer through a `const` reference is deprecated. Capture the buffer by
	 *             (non-const) reference in the command group function instead.
	 */
	template <access_mode Mode, typename Functor, int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	[[deprecated("Calling get_access on a const buffer is deprecated")]] accessor<DataT, Dims, Mode, target::device> get_access(
	    handler& cgh, Functor rmfn) const;

	/**
	 * Creates an accessor with an explicit target through a `const` buffer.
	 *
	 * @tparam Mode the access mode
	 * @tparam Target `target::device` or `target::host_task`
	 * @tparam Functor type of the range mapper (deduced)
	 * @param cgh the handler of the command group being built
	 * @param rmfn the range mapper
	 * @return the accessor
	 * @deprecated Accessing a buffer through a `const` reference is deprecated. Capture the buffer by
	 *             (non-const) reference in the command group function instead.
	 */
	template <access_mode Mode, target Target, typename Functor, int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	[[deprecated("Calling get_access on a const buffer is deprecated")]] accessor<DataT, Dims, Mode, Target> get_access(handler& cgh, Functor rmfn) const;

	/**
	 * Returns the size of the buffer.
	 *
	 * Commonly passed as the global range of `parallel_for` for kernels that touch every element.
	 *
	 * @return the number of elements in each dimension, as given at construction
	 */
	const range<Dims>& get_range() const;
};

} // namespace celerity
