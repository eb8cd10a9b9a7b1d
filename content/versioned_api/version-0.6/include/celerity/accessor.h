// celerity-source: include/accessor.h
#pragma once

#include <cstddef>
#include <type_traits>

#include <sycl/sycl.hpp>

#include "access_modes.h"
#include "buffer.h"
#include "range_mapper.h"
#include "ranges.h"
#include "sycl_wrappers.h"
#include "types.h"

namespace celerity {

/// Declares `partition`, the piece of a host task's iteration space handed to the task; see partition.h.
template <int Dims>
class partition;

/**
 * Declares the accessor class template. Only the two partial specializations for `target::device` and
 * `target::host_task` below are defined.
 */
template <typename DataT, int Dims, access_mode Mode, target Target>
class accessor;

namespace detail {

	/**
	 * Internal common base of both accessor specializations; provides the standard member types.
	 *
	 * @tparam DataT element type
	 * @tparam Dims dimensionality, at most 3 (checked at compile time)
	 * @tparam Mode access mode
	 * @tparam Target device or host task
	 */
	template <typename DataT, int Dims, access_mode Mode, target Target>
	class accessor_base {
	  public:
		/// The element type of the accessed buffer.
		using value_type = DataT;
		/// Reference to an element.
		using reference = DataT&;
		/// Read-only reference to an element.
		using const_reference = const DataT&;
	};

} // namespace detail

/**
 * Describes where a host task invocation's part of a buffer lies in the node-local memory of its accessor.
 *
 * Celerity does not necessarily keep a full copy of a buffer on each node. A host task accessor points
 * into a node-local *allocation* that covers some box of the buffer, and the host task's partition is
 * responsible for a *window* inside that allocation (the area returned by the range mapper). This class
 * names the three nested boxes – buffer, allocation and window – by offsets and ranges, so that the
 * window can be handed to libraries that take strided or hyperslab descriptions, such as HDF5 or MPI-IO.
 *
 * All offsets and ranges are in elements. The allocation is dense and row-major with the extent
 * `get_allocation_range()`, so the element at buffer index `i` is found by subtracting
 * `get_allocation_offset_in_buffer()` from `i` and linearizing the result over the allocation range.
 *
 * ```cpp
 * //% celerity::buffer<float, 2> matrix{celerity::range<2>{1024, 1024}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor acc{matrix, cgh, celerity::experimental::access::even_split<2>{}, celerity::read_only_host_task};
 *     cgh.host_task(celerity::experimental::collective, [=](celerity::experimental::collective_partition part) {
 *         const celerity::buffer_allocation_window<float, 2> w = acc.get_allocation_window(part);
 *         const size_t row_stride = w.get_allocation_range()[1];
 *         const float* first = w.get_allocation() + w.get_window_offset_in_allocation()[0] * row_stride
 *                              + w.get_window_offset_in_allocation()[1];
 *         // this node owns w.get_window_range()[0] rows starting at buffer row w.get_window_offset_in_buffer()[0];
 *         // consecutive rows start row_stride elements apart in memory
 *     });
 * });
 * ```
 *
 * @tparam T element type
 * @tparam Dims dimensionality of the buffer
 * @see accessor<DataT, Dims, Mode, target::host_task>::get_allocation_window, experimental::access::even_split
 */
template <typename T, int Dims>
class buffer_allocation_window {
  public:
	/// Returns a pointer to the first element of the node-local allocation (not of the window).
	T* get_allocation() const;

	/// Returns the size of the entire (virtual) buffer.
	range<Dims> get_buffer_range() const;

	/// Returns the size of the node-local allocation, which may be larger than the window.
	range<Dims> get_allocation_range() const;

	/// Returns the size of the window, i.e. the part of the buffer the current host task is responsible for.
	range<Dims> get_window_range() const;

	/// Returns the buffer index of the allocation's first element.
	id<Dims> get_allocation_offset_in_buffer() const;

	/// Returns the buffer index of the window's first element.
	id<Dims> get_window_offset_in_buffer() const;

	/// Returns the position of the window's first element relative to the start of the allocation.
	id<Dims> get_window_offset_in_allocation() const;

	/**
	 * Creates a window description from its parts.
	 *
	 * Normally obtained from `accessor::get_allocation_window` rather than constructed by hand.
	 *
	 * @param allocation pointer to the first element of the allocation
	 * @param buffer_range size of the buffer
	 * @param allocation_range size of the allocation
	 * @param window_range size of the window
	 * @param allocation_offset_in_buffer buffer index of the allocation's first element
	 * @param window_offset_in_buffer buffer index of the window's first element
	 */
	buffer_allocation_window(T* allocation, const range<Dims>& buffer_range, const range<Dims>& allocation_range, const range<Dims>& window_range,
	    const id<Dims>& allocation_offset_in_buffer, const id<Dims>& window_offset_in_buffer);
};

/**
 * Accessor for using a buffer inside a device kernel.
 *
 * An accessor is created inside a command group (the function passed to `distr_queue::submit`) and captured
 * **by value** in the kernel. Creating it registers a requirement with the command group: which buffer,
 * in which `access_mode`, and – through the range mapper – which elements each chunk of the kernel
 * touches. The runtime uses this to make the needed data available on the executing device before the
 * kernel starts and to keep track of the newest copy of every element.
 *
 * The usual way to create one is class template argument deduction with an access tag:
 *
 * ```cpp
 * //% const size_t n = 1024;
 * //% celerity::buffer<float, 1> input{celerity::range<1>{n}}, output{celerity::range<1>{n}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{input, cgh, celerity::access::neighborhood{1}, celerity::read_only};
 *     celerity::accessor out{output, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     // skip the first and last element, so that i - 1 and i + 1 stay inside the buffer
 *     cgh.parallel_for(celerity::range<1>{n - 2}, celerity::id<1>{1}, [=](celerity::item<1> it) {
 *         const size_t i = it[0];
 *         out[it] = (in[i - 1] + in[i] + in[i + 1]) / 3.0f;
 *     });
 * });
 * ```
 *
 * Inside the kernel, index the accessor with an `id`, an `item`, a braced list (`acc[{y, x}]`) or
 * repeated `size_t` subscripts (`acc[y][x]`). Indices are global buffer indices. A work item must only
 * touch elements that the range mapper returned for its chunk.
 *
 * For zero-dimensional buffers no range mapper is passed, and the single element is reached with `*acc`,
 * `acc->member`, an implicit conversion to a reference, or by assigning a value to the accessor.
 *
 * @tparam DataT element type of the buffer
 * @tparam Dims dimensionality of the buffer (0 to 3)
 * @tparam Mode access mode; reading members return `const` references for `access_mode::read`
 * @note Functions such as `get_range`, `get_offset` or `get_pointer` that SYCL accessors offer are not
 *       available, because a single node only ever sees part of a distributed buffer.
 * @note When Celerity is built with the CMake option `CELERITY_ACCESSOR_BOUNDARY_CHECK` (on by default in
 *       Debug builds), accesses outside the range-mapper area are detected and logged as errors.
 * @see buffer, access::one_to_one, read_only, write_only, read_write, no_init
 */
template <typename DataT, int Dims, access_mode Mode>
class accessor<DataT, Dims, Mode, target::device> : public detail::accessor_base<DataT, Dims, Mode, target::device> {
  public:
	/// Creates an accessor that is not bound to any buffer. It must be assigned before use.
	accessor() noexcept = default;

	/**
	 * Creates an accessor with an explicitly given access mode (no tag).
	 *
	 * Used when the accessor type is spelled out, e.g.
	 * `celerity::accessor<float, 1, celerity::access_mode::read, celerity::target::device> acc(buf, cgh, celerity::access::one_to_one{});`.
	 *
	 * @tparam Functor type of the range mapper
	 * @param buff the buffer to access
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing the elements each chunk accesses
	 */
	template <typename Functor>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn);

	/**
	 * Creates an accessor from an access tag, without `no_init`.
	 *
	 * With CTAD this selects the tag's regular mode (`read`, `write` or `read_write`).
	 *
	 * @tparam Functor type of the range mapper
	 * @tparam TagModeNoInit the mode the tag would select together with `no_init` (ignored here)
	 * @param buff the buffer to access
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing the elements each chunk accesses
	 * @param tag one of `read_only`, `write_only`, `read_write`
	 */
	template <typename Functor, access_mode TagModeNoInit>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<Mode, TagModeNoInit, target::device> /* tag */);

	/**
	 * Creates an accessor from an access tag followed by `no_init`.
	 *
	 * With CTAD this selects `discard_write` (from `write_only`) or `discard_read_write` (from `read_write`):
	 * the previous contents of the accessed elements are not made available to the kernel.
	 *
	 * @tparam Functor type of the range mapper
	 * @tparam TagMode the tag's regular mode (ignored here)
	 * @param buff the buffer to access
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing the elements each chunk accesses
	 * @param tag `write_only` or `read_write`
	 * @param no_init the `celerity::no_init` object
	 */
	template <typename Functor, access_mode TagMode>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<TagMode, Mode, target::device> /* tag */,
	    const property::no_init& /* no_init */);

	/**
	 * Creates an accessor to a zero-dimensional buffer with an explicitly given access mode.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param buff the single-element buffer
	 * @param cgh the handler of the command group being built
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh);

	/**
	 * Creates an accessor to a zero-dimensional buffer from an access tag.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * ```cpp
	 * celerity::buffer<int, 0> counter;
	 * // ...
	 * celerity::accessor c{counter, cgh, celerity::read_only};
	 * ```
	 *
	 * @tparam TagModeNoInit the mode the tag would select together with `no_init` (ignored here)
	 * @param buff the single-element buffer
	 * @param cgh the handler of the command group being built
	 * @param tag one of `read_only`, `write_only`, `read_write`
	 */
	template <access_mode TagModeNoInit, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const detail::access_tag<Mode, TagModeNoInit, target::device> tag);

	/**
	 * Creates an accessor to a zero-dimensional buffer from an access tag followed by `no_init`.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @tparam TagMode the tag's regular mode (ignored here)
	 * @param buff the single-element buffer
	 * @param cgh the handler of the command group being built
	 * @param tag `write_only` or `read_write`
	 * @param no_init the `celerity::no_init` object
	 */
	template <access_mode TagMode, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const detail::access_tag<TagMode, Mode, target::device> tag, const property::no_init& no_init);

	/**
	 * Zero-dimensional overload that takes a `property_list`.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param buff the single-element buffer
	 * @param cgh the handler of the command group being built
	 * @param tag an access tag
	 * @param prop_list a property list
	 * @warning Property lists are not supported for accessors: instantiating this constructor fails at compile
	 *          time. Pass `celerity::no_init` directly instead.
	 */
	template <access_mode TagMode, access_mode TagModeNoInit, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const detail::access_tag<TagMode, TagModeNoInit, target::device> tag, const property_list& prop_list);

	/**
	 * Creates an accessor with an explicitly given access mode from a `const` buffer.
	 *
	 * @deprecated Capture the buffer by (non-const) reference in the command group function instead.
	 */
	template <typename Functor>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(
	    const buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn);

	/**
	 * Creates an accessor from a `const` buffer and an access tag.
	 *
	 * @deprecated Capture the buffer by (non-const) reference in the command group function instead.
	 */
	template <typename Functor, access_mode TagModeNoInit>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(
	    const buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<Mode, TagModeNoInit, target::device> /* tag */);

	/**
	 * Creates an accessor from a `const` buffer, an access tag and `no_init`.
	 *
	 * @deprecated Capture the buffer by (non-const) reference in the command group function instead.
	 */
	template <typename Functor, access_mode TagMode>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(const buffer<DataT, Dims>& buff,
	    handler& cgh, const Functor& rmfn, const detail::access_tag<TagMode, Mode, target::device> /* tag */, const property::no_init& /* no_init */);

	/**
	 * Overload that takes a `property_list`.
	 *
	 * @deprecated Also deprecated for `const` buffers.
	 * @warning Property lists are not supported for accessors: instantiating this constructor fails at compile
	 *          time with a message asking for `celerity::no_init` as the last argument instead.
	 */
	template <typename Functor, access_mode TagMode, access_mode TagModeNoInit>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(const buffer<DataT, Dims>& buff,
	    handler& cgh, const Functor& rmfn, const detail::access_tag<TagMode, TagModeNoInit, target::device> /* tag */, const property_list& /* prop_list */);

	/// Move-constructs an accessor.
	accessor(accessor&&) noexcept = default;

	/// Move-assigns an accessor.
	accessor& operator=(accessor&&) noexcept = default;

	/**
	 * Copies an accessor.
	 *
	 * Copying is how an accessor gets into a kernel: when the runtime launches the kernel it copies the
	 * kernel object, and on that copy each accessor is bound to the memory allocated for the chunk.
	 * This is why accessors must be captured by value.
	 */
	accessor(const accessor& other);

	/// Copy-assigns an accessor; see the copy constructor.
	accessor& operator=(const accessor& other);

	/**
	 * Writes the single element of a zero-dimensional buffer.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param other the value to store
	 * @return this accessor
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	const accessor& operator=(const DataT& other) const;

	/**
	 * Moves a value into the single element of a zero-dimensional buffer.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param other the value to store
	 * @return this accessor
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	const accessor& operator=(DataT&& other) const;

	/**
	 * Accesses one buffer element.
	 *
	 * @param index global buffer index; must lie inside the area the range mapper returned for the current chunk
	 * @return a reference to the element; `const` for `access_mode::read`
	 */
	template <access_mode M = Mode>
	inline std::conditional_t<detail::access::mode_traits::is_producer(M), DataT&, const DataT&> operator[](const id<Dims>& index) const;

	/**
	 * Subscripts one dimension at a time, so that `acc[i][j][k]` works like `acc[{i, j, k}]`.
	 *
	 * Only available for `Dims > 0`.
	 *
	 * @param index index in the first dimension
	 * @return for one-dimensional buffers a reference to the element, otherwise an intermediate object that accepts the next subscript
	 */
	template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	inline decltype(auto) operator[](const size_t index) const;

	/// Converts a zero-dimensional accessor to a modifiable reference to its single element (modes other than `read`).
	template <access_mode M = Mode, std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_producer(M), int> = 0>
	inline operator DataT&() const;

	/// Converts a zero-dimensional read-only accessor to a constant reference to its single element.
	template <access_mode M = Mode, std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_pure_consumer(M), int> = 0>
	inline operator const DataT&() const;

	/**
	 * Returns the single element of a zero-dimensional buffer for modification (modes other than `read`).
	 *
	 * ```cpp
	 * //% celerity::buffer<int, 0> counter;
	 * celerity::accessor count{counter, cgh, celerity::read_write}; // counter: buffer<int, 0>
	 * cgh.parallel_for(celerity::range<1>{1}, [=](celerity::item<1>) { *count += 1; });
	 * ```
	 */
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_producer(M), DataT&> operator*() const;

	/// Returns the single element of a zero-dimensional buffer for reading (`access_mode::read`).
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_pure_consumer(M), const DataT&> operator*() const;

	/// Gives member access to the single element of a zero-dimensional buffer (modes other than `read`).
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_producer(M), DataT*> operator->() const;

	/// Gives read-only member access to the single element of a zero-dimensional buffer (`access_mode::read`).
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_pure_consumer(M), const DataT*> operator->() const;

	/// Two accessors are equal if they refer to the same memory with the same layout.
	friend bool operator==(const accessor& lhs, const accessor& rhs);

	/// Returns `true` if the accessors refer to different memory or layouts.
	friend bool operator!=(const accessor& lhs, const accessor& rhs);
};

/**
 * Accessor for using a buffer inside a host task.
 *
 * Works like the device accessor, but the accessed data is provided in host memory and the accessor is
 * used in a function passed to `handler::host_task`. Create it with one of the `_host_task` access tags.
 *
 * In a distributed host task (`host_task(range, ...)`) each invocation receives a `partition` of the range,
 * one per chunk (a node may run none, one or several), and the range mapper is evaluated for that
 * partition; in a collective host task (`host_task(experimental::collective, ...)`) every node runs exactly
 * one invocation with its own partition. Besides per-element access, `get_allocation_window` exposes the
 * node-local memory as a whole, e.g. for I/O libraries.
 *
 * ```cpp
 * //% celerity::buffer<float, 1> result{celerity::range<1>{10}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor acc{result, cgh, celerity::access::all{}, celerity::read_only_host_task};
 *     cgh.host_task(celerity::on_master_node, [=] {
 *         for(size_t i = 0; i < 10; ++i) { std::printf("%g\n", acc[i]); }
 *     });
 * });
 * ```
 *
 * @tparam DataT element type of the buffer
 * @tparam Dims dimensionality of the buffer (0 to 3)
 * @tparam Mode access mode
 * @note Host tasks run in a background thread, possibly concurrently with other independent host tasks.
 * @see read_only_host_task, write_only_host_task, read_write_host_task, buffer_allocation_window
 */
template <typename DataT, int Dims, access_mode Mode>
class accessor<DataT, Dims, Mode, target::host_task> : public detail::accessor_base<DataT, Dims, Mode, target::host_task> {
  public:
	/// Creates an accessor that is not bound to any buffer. It must be assigned before use.
	accessor() noexcept = default;

	/**
	 * Creates an accessor with an explicitly given access mode (no tag).
	 *
	 * @tparam Functor type of the range mapper
	 * @param buff the buffer to access
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing the elements each partition accesses
	 */
	template <typename Functor>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn);

	/**
	 * Creates an accessor from a host-task access tag, without `no_init`.
	 *
	 * @tparam Functor type of the range mapper
	 * @tparam TagModeNoInit the mode the tag would select together with `no_init` (ignored here)
	 * @param buff the buffer to access
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing the elements each partition accesses
	 * @param tag one of `read_only_host_task`, `write_only_host_task`, `read_write_host_task`
	 */
	template <typename Functor, access_mode TagModeNoInit>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<Mode, TagModeNoInit, target::host_task> /* tag */);

	/**
	 * Creates an accessor from a host-task access tag followed by `no_init`.
	 *
	 * Only available for modes that write (`discard_write`, `discard_read_write`).
	 *
	 * @tparam Functor type of the range mapper
	 * @tparam TagMode the tag's regular mode (ignored here)
	 * @param buff the buffer to access
	 * @param cgh the handler of the command group being built
	 * @param rmfn range mapper describing the elements each partition accesses
	 * @param tag `write_only_host_task` or `read_write_host_task`
	 * @param no_init the `celerity::no_init` object
	 */
	template <typename Functor, access_mode TagMode, access_mode M = Mode, typename = std::enable_if_t<detail::access::mode_traits::is_producer(M)>>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<TagMode, Mode, target::host_task> /* tag */,
	    const property::no_init& /* no_init */);

	/**
	 * Creates an accessor to a zero-dimensional buffer with an explicitly given access mode.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param buff the single-element buffer
	 * @param cgh the handler of the command group being built
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh);

	/**
	 * Creates an accessor to a zero-dimensional buffer from a host-task access tag.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param buff the single-element buffer
	 * @param cgh the handler of the command group being built
	 * @param tag one of the `_host_task` access tags
	 */
	template <access_mode TagModeNoInit, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const detail::access_tag<Mode, TagModeNoInit, target::host_task> tag);

	/**
	 * Creates an accessor to a zero-dimensional buffer from a host-task access tag followed by `no_init`.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * ```cpp
	 * //% celerity::buffer<bool, 0> result_flag;
	 * celerity::accessor flag{result_flag, cgh, celerity::write_only_host_task, celerity::no_init};
	 * cgh.host_task(celerity::on_master_node, [=] { *flag = true; });
	 * ```
	 *
	 * @param buff the single-element buffer
	 * @param cgh the handler of the command group being built
	 * @param tag `write_only_host_task` or `read_write_host_task`
	 * @param no_init the `celerity::no_init` object
	 */
	template <access_mode TagMode, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const detail::access_tag<TagMode, Mode, target::host_task> tag, const property::no_init& no_init);

	/**
	 * Zero-dimensional overload that takes a `property_list`.
	 *
	 * @warning Property lists are not supported for accessors: instantiating this constructor fails at compile
	 *          time. Pass `celerity::no_init` directly instead.
	 */
	template <access_mode TagMode, access_mode TagModeNoInit, int D = Dims, std::enable_if_t<D == 0, int> = 0>
	accessor(buffer<DataT, Dims>& buff, handler& cgh, const detail::access_tag<TagMode, TagModeNoInit, target::host_task> tag, const property_list& prop_list);

	/**
	 * Creates an accessor with an explicitly given access mode from a `const` buffer.
	 *
	 * @deprecated Capture the buffer by (non-const) reference in the command group function instead.
	 */
	template <typename Functor>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(
	    const buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn);

	/**
	 * Creates an accessor from a `const` buffer and a host-task access tag.
	 *
	 * @deprecated Capture the buffer by (non-const) reference in the command group function instead.
	 */
	template <typename Functor, access_mode TagModeNoInit>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(
	    const buffer<DataT, Dims>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<Mode, TagModeNoInit, target::host_task> /* tag */);

	/**
	 * Creates an accessor from a `const` buffer, a host-task access tag and `no_init`.
	 *
	 * @deprecated Capture the buffer by (non-const) reference in the command group function instead.
	 */
	template <typename Functor, access_mode TagMode, access_mode M = Mode, typename = std::enable_if_t<detail::access::mode_traits::is_producer(M)>>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(const buffer<DataT, Dims>& buff,
	    handler& cgh, const Functor& rmfn, const detail::access_tag<TagMode, Mode, target::host_task> /* tag */, const property::no_init& /* no_init */);

	/**
	 * Overload that takes a `property_list`.
	 *
	 * @deprecated Also deprecated for `const` buffers.
	 * @warning Property lists are not supported for accessors: instantiating this constructor fails at compile
	 *          time with a message asking for `celerity::no_init` as the last argument instead.
	 */
	template <typename Functor, access_mode TagMode, access_mode TagModeNoInit>
	[[deprecated("Creating accessor from const buffer is deprecated, capture buffer by reference instead")]] accessor(const buffer<DataT, Dims>& buff,
	    handler& cgh, const Functor& rmfn, const detail::access_tag<TagMode, TagModeNoInit, target::host_task> /* tag */, const property_list& /* prop_list */);

	/// Move-constructs an accessor.
	accessor(accessor&&) noexcept = default;

	/// Move-assigns an accessor.
	accessor& operator=(accessor&&) noexcept = default;

	/**
	 * Copies an accessor.
	 *
	 * When the runtime runs the host task it copies the task function, and on that copy each accessor is
	 * bound to the host memory prepared for the task. This is why accessors must be captured by value.
	 */
	accessor(const accessor& other);

	/// Copy-assigns an accessor; see the copy constructor.
	accessor& operator=(const accessor& other);

	/**
	 * Writes the single element of a zero-dimensional buffer.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param other the value to store
	 * @return this accessor
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	const accessor& operator=(const DataT& other) const;

	/**
	 * Moves a value into the single element of a zero-dimensional buffer.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param other the value to store
	 * @return this accessor
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	const accessor& operator=(DataT&& other) const;

	/**
	 * Accesses one buffer element for modification (modes other than `read`).
	 *
	 * @param index global buffer index; must lie inside the area the range mapper returned for this partition
	 * @return a reference to the element
	 */
	template <access_mode M = Mode>
	inline std::enable_if_t<detail::access::mode_traits::is_producer(M), DataT&> operator[](const id<Dims>& index) const;

	/**
	 * Reads one buffer element (`access_mode::read`).
	 *
	 * @param index global buffer index; must lie inside the area the range mapper returned for this partition
	 * @return a constant reference to the element
	 */
	template <access_mode M = Mode>
	inline std::enable_if_t<detail::access::mode_traits::is_pure_consumer(M), const DataT&> operator[](const id<Dims>& index) const;

	/**
	 * Subscripts one dimension at a time, so that `acc[i][j]` works like `acc[{i, j}]`.
	 *
	 * Only available for `Dims > 0`.
	 *
	 * @param index index in the first dimension
	 * @return for one-dimensional buffers a reference to the element, otherwise an intermediate object that accepts the next subscript
	 */
	template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	inline decltype(auto) operator[](const size_t index) const;

	/// Converts a zero-dimensional accessor to a modifiable reference to its single element (modes other than `read`).
	template <access_mode M = Mode, std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_producer(M), int> = 0>
	inline operator DataT&() const;

	/// Converts a zero-dimensional read-only accessor to a constant reference to its single element.
	template <access_mode M = Mode, std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_pure_consumer(M), int> = 0>
	inline operator const DataT&() const;

	/// Returns the single element of a zero-dimensional buffer for modification (modes other than `read`).
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_producer(M), DataT&> operator*() const;

	/// Returns the single element of a zero-dimensional buffer for reading (`access_mode::read`).
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_pure_consumer(M), const DataT&> operator*() const;

	/// Gives member access to the single element of a zero-dimensional buffer (modes other than `read`).
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_producer(M), DataT*> operator->() const;

	/// Gives read-only member access to the single element of a zero-dimensional buffer (`access_mode::read`).
	template <access_mode M = Mode>
	inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_pure_consumer(M), const DataT*> operator->() const;

	/**
	 * Returns a raw pointer to the host copy of the buffer, laid out like the whole buffer.
	 *
	 * This only works if the node-local allocation starts at buffer index zero and – for buffers with more
	 * than one dimension – has exactly the size of the buffer, so that the pointer can be indexed with the
	 * buffer's own row-major strides. That is the case, for example, with `access::all` in a host task
	 * that runs on one node.
	 *
	 * @return pointer to the element at buffer index zero
	 * @throws std::logic_error if the allocation does not have the layout described above
	 * @note Planned to be deprecated and removed; prefer `get_allocation_window`, which works for any layout.
	 */
	DataT* get_pointer() const;

	/// Two accessors are equal if they refer to the same memory with the same layout and accessed area.
	friend bool operator==(const accessor& lhs, const accessor& rhs);

	/// Returns `true` if the accessors differ in memory, layout or accessed area.
	friend bool operator!=(const accessor& lhs, const accessor& rhs);

	/**
	 * Describes the node-local memory of this accessor and the part of it that belongs to the current partition.
	 *
	 * Use it inside a distributed or collective host task to process the partition's part of a buffer as
	 * one block, for example to write it to a file with parallel I/O. The `partition` argument is not
	 * otherwise used; requiring it ensures that the function is only called inside a host task.
	 *
	 * @tparam KernelDims dimensionality of the host task's iteration space
	 * @param part the partition received by the host task
	 * @return the allocation pointer together with buffer, allocation and window geometry
	 * @warning Only the elements inside the window are guaranteed to hold valid data; touching the rest of
	 *          the allocation gives undefined results.
	 * @see buffer_allocation_window, experimental::access::even_split
	 */
	template <int KernelDims>
	buffer_allocation_window<DataT, Dims> get_allocation_window(const partition<KernelDims>& part) const;
};

/**
 * Deduces the accessor type from a buffer, a range mapper and an access tag.
 *
 * The element type and dimensionality come from the buffer; the access mode and target from the tag.
 * For example, `accessor{buf, cgh, access::one_to_one{}, read_only}` with a `buffer<float, 2>` yields
 * `accessor<float, 2, access_mode::read, target::device>`.
 */
template <typename T, int D, typename Functor, access_mode Mode, access_mode ModeNoInit, target Target>
accessor(const buffer<T, D>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<Mode, ModeNoInit, Target> tag) -> accessor<T, D, Mode, Target>;

/**
 * Deduces the accessor type from a buffer, a range mapper, an access tag and `no_init`.
 *
 * The tag's `no_init` mode is selected, e.g. `write_only` together with `no_init` yields `access_mode::discard_write`.
 */
template <typename T, int D, typename Functor, access_mode Mode, access_mode ModeNoInit, target Target>
accessor(const buffer<T, D>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<Mode, ModeNoInit, Target> tag,
    const property::no_init no_init) -> accessor<T, D, ModeNoInit, Target>;

/// Deduces the accessor type when a `property_list` is passed; the matching constructor rejects it at compile time.
template <typename T, int D, typename Functor, access_mode Mode, access_mode ModeNoInit, target Target>
accessor(const buffer<T, D>& buff, handler& cgh, const Functor& rmfn, const detail::access_tag<Mode, ModeNoInit, Target> tag,
    const property_list& props) -> accessor<T, D, Mode, Target>;

/// Deduces the accessor type for a zero-dimensional buffer and an access tag (no range mapper needed).
template <typename T, access_mode Mode, access_mode ModeNoInit, target Target>
accessor(const buffer<T, 0>& buff, handler& cgh, const detail::access_tag<Mode, ModeNoInit, Target> tag) -> accessor<T, 0, Mode, Target>;

/// Deduces the accessor type for a zero-dimensional buffer, an access tag and `no_init`.
template <typename T, access_mode Mode, access_mode ModeNoInit, target Target>
accessor(const buffer<T, 0>& buff, handler& cgh, const detail::access_tag<Mode, ModeNoInit, Target> tag,
    const property::no_init no_init) -> accessor<T, 0, ModeNoInit, Target>;

/// Deduces the accessor type for a zero-dimensional buffer when a `property_list` is passed; the matching constructor rejects it at compile time.
template <typename T, access_mode Mode, access_mode ModeNoInit, target Target>
accessor(
    const buffer<T, 0>& buff, handler& cgh, const detail::access_tag<Mode, ModeNoInit, Target> tag, const property_list& props) -> accessor<T, 0, Mode, Target>;

/**
 * Work-group local scratch memory for `nd_range` kernels.
 *
 * A `local_accessor` declares, inside a command group, that each work group of the kernel needs a block
 * of fast on-chip memory of the given size. All work items of a group see the same block; different
 * groups have separate blocks. The memory is uninitialized when a group starts and its contents are lost
 * when the group finishes, so it is not backed by a buffer and needs no range mapper. Synchronise
 * between writing and reading it with `group_barrier`.
 *
 * ```cpp
 * //% const size_t n = 1024;
 * //% celerity::buffer<float, 1> input{celerity::range<1>{n}}, output{celerity::range<1>{n}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{input, cgh, celerity::access::one_to_one{}, celerity::read_only};
 *     celerity::accessor out{output, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     celerity::local_accessor<float> scratch{celerity::range<1>{128}, cgh};
 *     cgh.parallel_for(celerity::nd_range<1>{{n}, {128}}, [=](celerity::nd_item<1> it) {
 *         scratch[it.get_local_id()] = in[it.get_global_id()];
 *         celerity::group_barrier(it.get_group());
 *         out[it.get_global_id()] = scratch[127 - it.get_local_id(0)]; // reverse within each group
 *     });
 * });
 * ```
 *
 * @tparam DataT element type
 * @tparam Dims dimensionality of the local block (0 to 3)
 * @see nd_range, nd_item, group_barrier
 */
template <typename DataT, int Dims = 1>
class local_accessor {
  public:
	/// The element type.
	using value_type = DataT;
	/// Reference to an element.
	using reference = DataT&;
	/// Read-only reference to an element.
	using const_reference = const DataT&;
	/// Type used for sizes.
	using size_type = size_t;

	/// Creates a local accessor that allocates nothing. Assign a real one before use.
	local_accessor();

	/**
	 * Requests a single element of local memory per work group.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param cgh the handler of the command group being built
	 */
	template <int D = Dims, typename = std::enable_if_t<D == 0>>
	local_accessor(handler& cgh);

	/**
	 * Requests a block of local memory per work group.
	 *
	 * @param allocation_size the number of elements in each dimension
	 * @param cgh the handler of the command group being built
	 */
	local_accessor(const range<Dims>& allocation_size, handler& cgh);

	/**
	 * Copies a local accessor.
	 *
	 * As with buffer accessors, the copy made when the kernel is launched is the one that receives the
	 * actual local memory, so capture local accessors by value.
	 */
	local_accessor(const local_accessor& other);

	/// Copy-assigns a local accessor.
	local_accessor& operator=(const local_accessor&) = default;

	/// Move-assigns a local accessor.
	local_accessor& operator=(local_accessor&&) = default;

	/**
	 * Writes the single element of a zero-dimensional local accessor.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param other the value to store
	 * @return this local accessor
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	const local_accessor& operator=(const DataT& other) const;

	/**
	 * Moves a value into the single element of a zero-dimensional local accessor.
	 *
	 * Only available for `Dims == 0`.
	 *
	 * @param other the value to store
	 * @return this local accessor
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	const local_accessor& operator=(DataT&& other) const;

	/// Returns the size of the per-group block in bytes.
	size_type byte_size() const noexcept;

	/// Returns the number of elements in the per-group block.
	size_type size() const noexcept;

	/// Returns the largest number of elements the underlying SYCL local accessor can describe.
	size_type max_size() const noexcept;

	/// Returns `true` if the underlying SYCL local accessor holds no elements.
	bool empty() const noexcept;

	/// Returns the size of the per-group block in each dimension, as requested at construction.
	range<Dims> get_range() const;

	/// Returns a pointer to the start of the block in local memory; only meaningful inside the kernel.
	std::add_pointer_t<value_type> get_pointer() const noexcept;

	/**
	 * Accesses one element of the per-group block.
	 *
	 * @param index position inside the block (not a global index)
	 * @return a reference to the element
	 */
	inline DataT& operator[](const id<Dims>& index) const;

	/**
	 * Subscripts one dimension at a time, so that `scratch[i][j]` works like `scratch[{i, j}]`.
	 *
	 * Only available for `Dims > 0`.
	 *
	 * @param dim0 index in the first dimension
	 */
	template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	inline decltype(auto) operator[](const size_t dim0) const;

	/// Converts a zero-dimensional local accessor to a reference to its single element.
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	operator DataT&() const;

	/// Returns the single element of a zero-dimensional local accessor.
	template <int D = Dims>
	std::enable_if_t<D == 0, DataT&> operator*() const;

	/// Gives member access to the single element of a zero-dimensional local accessor.
	template <int D = Dims>
	std::enable_if_t<D == 0, DataT*> operator->() const;
};

} // namespace celerity
