// celerity-source: include/range_mapper.h
#pragma once

#include <cstddef>

#include "ranges.h"

namespace celerity::detail {

/// Internal: a set of non-overlapping boxes in a `Dims`-dimensional index space. Range mappers may return it
/// instead of a `subrange` when the accessed area is not a single box (see `access::neighborhood`).
template <int Dims>
class region;

} // namespace celerity::detail

namespace celerity {

/**
 * Shape of the area that `access::neighborhood` adds around each work item.
 *
 * @see access::neighborhood
 */
enum class neighborhood_shape {
	/// Extend only along the coordinate axes, never diagonally. In 2D this forms a plus sign, in 3D a
	/// three-dimensional cross; it matches 3-, 5- and 7-point stencils.
	along_axes,
	/// Extend in all dimensions at once, forming one box that includes the diagonal neighbours. It matches
	/// 3-, 9- and 27-point stencils. This is the default.
	bounding_box,
};

/**
 * Ready-made range mappers.
 *
 * A range mapper tells Celerity which elements of a buffer a part of a kernel (a `chunk`) will touch.
 * An `accessor` constructor takes it right after the buffer and the handler. The runtime calls it for every
 * chunk it creates when splitting the work between nodes and devices, and uses the answer to move
 * exactly the data each chunk needs and to track who holds the newest version of every element.
 *
 * Any callable can be a range mapper if it can be called with
 *
 * - `(const chunk<KernelDims>&)`, or
 * - `(const chunk<KernelDims>&, const range<BufferDims>&)` (the second argument is the buffer size),
 *
 * and returns a `subrange<BufferDims>` (or another type convertible to the internal region type).
 * `KernelDims` is the dimensionality of the launch, `BufferDims` that of the buffer; they may differ.
 * Results are clipped to the buffer bounds automatically.
 *
 * Two rules must hold for correct results: a work item may only access buffer elements inside the
 * area returned for its chunk, and for writing accessors the areas returned for different chunks must
 * not overlap.
 *
 * ```cpp
 * //% const size_t n = 512;
 * //% celerity::buffer<float, 2> mat_a{celerity::range<2>{n, n}}, mat_b{celerity::range<2>{n, n}}, mat_c{celerity::range<2>{n, n}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor a{mat_a, cgh, celerity::access::slice<2>(1), celerity::read_only};  // whole rows
 *     celerity::accessor b{mat_b, cgh, celerity::access::slice<2>(0), celerity::read_only};  // whole columns
 *     celerity::accessor c{mat_c, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     cgh.parallel_for(mat_c.get_range(), [=](celerity::item<2> it) {
 *         float sum = 0;
 *         for(size_t k = 0; k < n; ++k) { sum += a[{it[0], k}] * b[{k, it[1]}]; }
 *         c[it] = sum;
 *     });
 * });
 * ```
 */
namespace access {

	/**
	 * Each work item accesses exactly the buffer element at its own index.
	 *
	 * The most common range mapper: the chunk is returned unchanged as a subrange. Kernel and buffer
	 * must have the same dimensionality.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 2> buf{celerity::range<2>{64, 64}};
	 * celerity::accessor acc{buf, cgh, celerity::access::one_to_one{}, celerity::read_write};
	 * cgh.parallel_for(buf.get_range(), [=](celerity::item<2> it) { acc[it] *= 2.0f; });
	 * ```
	 */
	struct one_to_one {
		/**
		 * Maps a chunk to the buffer area with the same offset and range.
		 *
		 * @tparam Dims dimensionality of both kernel and buffer
		 * @param chnk the chunk of the iteration space
		 * @return the chunk's offset and range as a subrange
		 */
		template <int Dims>
		subrange<Dims> operator()(const chunk<Dims>& chnk) const;
	};

	/**
	 * Every chunk accesses the same, fixed part of the buffer.
	 *
	 * Use it when all work items need the same data regardless of where they are, for example a filter
	 * kernel in a convolution or a lookup table. Kernel and buffer dimensionality may differ.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 2> filter_buf{celerity::range<2>{3, 3}};
	 * // Every chunk reads the 3x3 filter stored at the start of `filter_buf`.
	 * celerity::accessor filter{filter_buf, cgh, celerity::access::fixed<2>({{0, 0}, {3, 3}}), celerity::read_only};
	 * ```
	 *
	 * @tparam BufferDims dimensionality of the buffer
	 * @warning Do not use it with writing accessors in kernels that are split across several chunks:
	 *          every chunk would write the same area.
	 */
	template <int BufferDims>
	struct fixed {
		/**
		 * Creates the mapper.
		 *
		 * @param sr the buffer area that every chunk accesses
		 */
		fixed(const subrange<BufferDims>& sr);

		/**
		 * Returns the fixed area, whatever the chunk.
		 *
		 * @tparam KernelDims dimensionality of the kernel
		 * @return the subrange given to the constructor
		 */
		template <int KernelDims>
		subrange<BufferDims> operator()(const chunk<KernelDims>& /* chnk */) const;
	};

	/**
	 * Each chunk accesses the buffer at its own indices, extended over the full buffer in one dimension.
	 *
	 * In the selected dimension the whole extent of the buffer is accessed; in all other dimensions the
	 * area matches the chunk. Kernel and buffer must have the same dimensionality. A typical use is
	 * dense matrix multiplication, where each output element needs a full row of one input and a full
	 * column of the other.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 2> a{celerity::range<2>{64, 64}};
	 * celerity::accessor rows{a, cgh, celerity::access::slice<2>(1), celerity::read_only};  // all columns of my rows
	 * ```
	 *
	 * @tparam Dims dimensionality of both kernel and buffer
	 */
	template <int Dims>
	struct slice {
		/**
		 * Creates the mapper.
		 *
		 * @param dim_idx the dimension (starting at 0) along which the whole buffer is accessed; must be less than `Dims`
		 */
		explicit slice(const size_t dim_idx);

		/**
		 * Maps a chunk to its own area, widened to the full buffer size in the selected dimension.
		 *
		 * @param chnk the chunk of the iteration space
		 * @param buffer_size the size of the accessed buffer
		 */
		subrange<Dims> operator()(const chunk<Dims>& chnk, const range<Dims>& buffer_size) const;
	};

	/**
	 * Every chunk accesses the entire buffer.
	 *
	 * Works for any combination of kernel and buffer dimensionality. Use it for reading data that every
	 * work item may need, or in host tasks that process a whole buffer on one node.
	 *
	 * ```cpp
	 * //% void save_to_disk(const float* data, size_t count);
	 * //% celerity::buffer<float, 1> buf{celerity::range<1>{1024}};
	 * const size_t count = buf.get_range().size();
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor data{buf, cgh, celerity::access::all{}, celerity::read_only_host_task};
	 *     cgh.host_task(celerity::once, [=](const celerity::partition<0>& part) {
	 *         // with access::all, the window (and so the allocation) is the whole buffer
	 *         save_to_disk(data.get_allocation_window(part).get_allocation(), count);
	 *     });
	 * });
	 * ```
	 *
	 * @warning Combined with a writing accessor in a kernel that is split into several chunks, every chunk
	 *          would write the whole buffer; only do that in tasks that run as a single chunk.
	 */
	struct all {
		/**
		 * Returns the whole buffer.
		 *
		 * @tparam KernelDims dimensionality of the kernel
		 * @tparam BufferDims dimensionality of the buffer
		 * @param buffer_size the size of the accessed buffer
		 * @return a subrange at offset zero covering `buffer_size`
		 */
		template <int KernelDims, int BufferDims>
		subrange<BufferDims> operator()(const chunk<KernelDims>& /* chnk */, const range<BufferDims>& buffer_size) const;
	};

	/**
	 * Each work item accesses its own element plus a fixed number of neighbours around it.
	 *
	 * The range mapper for stencil codes. For every chunk it returns the chunk's own area widened by
	 * `extent[d]` elements on both sides of every dimension `d`, clipped at the buffer edges. With
	 * `neighborhood_shape::bounding_box` (default) the widening produces one box that also includes the
	 * diagonal corners; with `neighborhood_shape::along_axes` only the arms along each axis are added,
	 * which avoids transferring corner data that the stencil never reads.
	 *
	 * | stencil | mapper |
	 * | --- | --- |
	 * | 1D, 3-point | `neighborhood{{1}}` |
	 * | 2D, 5-point | `neighborhood({1, 1}, neighborhood_shape::along_axes)` |
	 * | 2D, 9-point | `neighborhood{{1, 1}}` |
	 * | 3D, 7-point | `neighborhood({1, 1, 1}, neighborhood_shape::along_axes)` |
	 * | 3D, 27-point | `neighborhood{{1, 1, 1}}` |
	 *
	 * Kernel and buffer must have the same dimensionality.
	 *
	 * @note Without a shape, write the extent in double braces, `neighborhood{{1, 1}}`. The form
	 *       `neighborhood({1, 1})` compiles with Clang-based SYCL compilers, but g++ rejects it as ambiguous:
	 *       besides the extent constructor it also considers turning the braced list into a `neighborhood`
	 *       first and passing that to the copy constructor.
	 *
	 * ```cpp
	 * //% const size_t n = 512;
	 * //% celerity::buffer<float, 2> cur{celerity::range<2>{n, n}}, next{celerity::range<2>{n, n}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor in{cur, cgh, celerity::access::neighborhood({1, 1}, celerity::neighborhood_shape::along_axes), celerity::read_only};
	 *     celerity::accessor out{next, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
	 *     cgh.parallel_for(celerity::range<2>{n - 2, n - 2}, celerity::id<2>{1, 1}, [=](celerity::item<2> it) {
	 *         const size_t y = it[0], x = it[1];
	 *         out[it] = 0.25f * (in[{y - 1, x}] + in[{y + 1, x}] + in[{y, x - 1}] + in[{y, x + 1}]);
	 *     });
	 * });
	 * ```
	 *
	 * @tparam Dims dimensionality of both kernel and buffer
	 * @warning Only use it for reading. A writing accessor with a neighbourhood would make the areas of
	 *          adjacent chunks overlap; write to a second buffer with `one_to_one` instead.
	 */
	template <int Dims>
	struct neighborhood {
		/**
		 * Creates the mapper.
		 *
		 * @param extent how many elements to add on each side, per dimension
		 * @param shape whether to include diagonal neighbours (`bounding_box`) or not (`along_axes`)
		 */
		explicit neighborhood(const range<Dims>& extent, const neighborhood_shape shape = neighborhood_shape::bounding_box);

		/**
		 * Creates a two-dimensional bounding-box neighbourhood from two separate extents.
		 *
		 * @param dim0 extent in dimension 0
		 * @param dim1 extent in dimension 1
		 * @deprecated Pass the extents as one range: `neighborhood{{dim0, dim1}}`, or `neighborhood({dim0, dim1}, shape)`
	 *             with a shape (see the note above on single braces).
		 */
		[[deprecated("Use the neighborhood({a, b} [, shape]) instead of neighborhood(a, b)")]]
		explicit neighborhood(const size_t dim0, const size_t dim1)
		    requires(Dims == 2);

		/**
		 * Creates a three-dimensional bounding-box neighbourhood from three separate extents.
		 *
		 * @param dim0 extent in dimension 0
		 * @param dim1 extent in dimension 1
		 * @param dim2 extent in dimension 2
		 * @deprecated Pass the extents as one range: `neighborhood{{dim0, dim1, dim2}}`, or
	 *             `neighborhood({dim0, dim1, dim2}, shape)` with a shape (see the note above on single braces).
		 */
		[[deprecated("Use the neighborhood({a, b, c} [, shape]) instead of neighborhood(a, b, c)")]]
		explicit neighborhood(const size_t dim0, const size_t dim1, const size_t dim2)
		    requires(Dims == 3);

		/**
		 * Maps a chunk to its own area plus the configured neighbourhood.
		 *
		 * @param chnk the chunk of the iteration space
		 * @return one box (`bounding_box`) or the union of the chunk and one widened box per axis (`along_axes`);
		 *         the runtime clips it to the buffer bounds
		 */
		detail::region<Dims> operator()(const chunk<Dims>& chnk) const;
	};

	/// Deduces a one-dimensional neighbourhood from a single extent, e.g. `neighborhood(1)`.
	neighborhood(size_t) -> neighborhood<1>;

	/// Deduces a two-dimensional neighbourhood from two separate extents (deprecated constructor).
	neighborhood(size_t, size_t) -> neighborhood<2>;

	/// Deduces a three-dimensional neighbourhood from three separate extents (deprecated constructor).
	neighborhood(size_t, size_t, size_t) -> neighborhood<3>;

	/// Deduces `neighborhood<1>` from a one-dimensional extent such as `{1}`.
	neighborhood(range<1>) -> neighborhood<1>;

	/// Deduces `neighborhood<2>` from a two-dimensional extent such as `{1, 1}`.
	neighborhood(range<2>) -> neighborhood<2>;

	/// Deduces `neighborhood<3>` from a three-dimensional extent such as `{1, 1, 1}`.
	neighborhood(range<3>) -> neighborhood<3>;

	/// Deduces `neighborhood<1>` from a one-dimensional extent and a shape.
	neighborhood(range<1>, neighborhood_shape) -> neighborhood<1>;

	/// Deduces `neighborhood<2>` from a two-dimensional extent and a shape.
	neighborhood(range<2>, neighborhood_shape) -> neighborhood<2>;

	/// Deduces `neighborhood<3>` from a three-dimensional extent and a shape.
	neighborhood(range<3>, neighborhood_shape) -> neighborhood<3>;

} // namespace access

/// Experimental range mappers whose interface may still change.
namespace experimental::access {

	/**
	 * Divides a buffer into contiguous, nearly equal slabs along dimension 0, one per index of a
	 * one-dimensional iteration space; a chunk gets the consecutive slabs of the indices it covers.
	 *
	 * Unlike other range mappers, the iteration space does not stand for the buffer's own coordinates: it
	 * only counts slabs, so a launch over as many indices as there are nodes gives each node one slab. This
	 * makes it the natural choice for collective host tasks (one index per node) that read or write their
	 * share of a buffer, for example with parallel I/O libraries; combine it with
	 * `accessor::get_allocation_window` to find the local part in memory.
	 *
	 * Slab boundaries are multiples of the granularity. Elements that do not divide evenly are spread
	 * over the first slabs, and a remainder smaller than the granularity goes to the last slab.
	 *
	 * ```cpp
	 * //% void write_rows(const float* allocation, size_t first_row, size_t num_rows);
	 * //% celerity::buffer<float, 2> buf{celerity::range<2>{1024, 1024}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor acc{buf, cgh, celerity::experimental::access::even_split<2>{}, celerity::read_only_host_task};
	 *     cgh.host_task(celerity::experimental::collective, [=](celerity::experimental::collective_partition part) {
	 *         const auto window = acc.get_allocation_window(part);
	 *         write_rows(window.get_allocation(), window.get_window_offset_in_buffer()[0], window.get_window_range()[0]);
	 *     });
	 * });
	 * ```
	 *
	 * @tparam BufferDims dimensionality of the buffer; must be at least 1
	 * @see accessor::get_allocation_window, buffer_allocation_window
	 */
	template <int BufferDims>
	class even_split {
	  public:
		/// Creates a mapper that may place slab boundaries at any index (granularity 1).
		even_split() = default;

		/**
		 * Creates a mapper whose slab boundaries in dimension 0 fall on multiples of a granularity.
		 *
		 * @param granularity the granularity; only component 0 is used to align the split
		 */
		explicit even_split(const range<BufferDims>& granularity);

		/**
		 * Computes the slab of the buffer that belongs to a chunk.
		 *
		 * @param chunk a chunk of a one-dimensional iteration space
		 * @param buffer_size the size of the accessed buffer
		 * @return the chunk's slab: a contiguous interval of dimension 0 spanning all other dimensions in full;
		 *         empty if the iteration space is empty
		 */
		subrange<BufferDims> operator()(const chunk<1>& chunk, const range<BufferDims>& buffer_size) const;
	};

} // namespace experimental::access

} // namespace celerity
