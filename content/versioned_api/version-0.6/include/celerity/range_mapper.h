// celerity-source: include/range_mapper.h
#pragma once

#include <cstddef>

#include "ranges.h"

namespace celerity::detail {

/// Internal: a set of non-overlapping boxes in a `Dims`-dimensional index space, in which the runtime tracks
/// the elements tasks access. In 0.6 range mappers do not return it: they return a `subrange`.
template <int Dims>
class region;

} // namespace celerity::detail

namespace celerity {

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
 * and returns a `subrange<BufferDims>` (or a type convertible to it).
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
	 *     cgh.host_task(celerity::on_master_node, [=](const celerity::partition<0>& part) {
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
	 * The range mapper for stencil codes. For every chunk it returns the chunk's own area widened by the
	 * given number of elements on both sides of every dimension, as one box, so the diagonal corners are
	 * included; the result is clipped to the buffer bounds. Pass one extent per dimension, as separate
	 * arguments: class template argument deduction picks the dimensionality from their number.
	 *
	 * | stencil | mapper |
	 * | --- | --- |
	 * | 1D, 3-point | `neighborhood{1}` |
	 * | 2D, 5- or 9-point | `neighborhood{1, 1}` |
	 * | 3D, 7- or 27-point | `neighborhood{1, 1, 1}` |
	 *
	 * Kernel and buffer must have the same dimensionality.
	 *
	 * ```cpp
	 * //% const size_t n = 512;
	 * //% celerity::buffer<float, 2> cur{celerity::range<2>{n, n}}, next{celerity::range<2>{n, n}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor in{cur, cgh, celerity::access::neighborhood{1, 1}, celerity::read_only};
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
		 * Creates the mapper with an extent in dimension 0; the other dimensions get none.
		 *
		 * @param dim0 extent in dimension 0
		 */
		neighborhood(size_t dim0);

		/**
		 * Creates the mapper with extents in dimensions 0 and 1; only for `Dims` of 2 or more.
		 *
		 * @param dim0 extent in dimension 0
		 * @param dim1 extent in dimension 1
		 */
		template <int D = Dims, std::enable_if_t<D >= 2, void*>...>
		neighborhood(size_t dim0, size_t dim1);

		/**
		 * Creates the mapper with extents in all three dimensions; only for `Dims == 3`.
		 *
		 * @param dim0 extent in dimension 0
		 * @param dim1 extent in dimension 1
		 * @param dim2 extent in dimension 2
		 */
		template <int D = Dims, std::enable_if_t<D == 3, void*>...>
		neighborhood(size_t dim0, size_t dim1, size_t dim2);

		/**
		 * Maps a chunk to its own area plus the configured neighbourhood.
		 *
		 * @param chnk the chunk of the iteration space
		 * @return the chunk widened by the extents, at the lower edges no further than index 0; the runtime
		 *         clips the upper end to the buffer bounds
		 */
		subrange<Dims> operator()(const chunk<Dims>& chnk) const;
	};

	/// Deduces a one-dimensional neighbourhood from one extent, e.g. `neighborhood{1}`.
	neighborhood(size_t) -> neighborhood<1>;

	/// Deduces a two-dimensional neighbourhood from two extents, e.g. `neighborhood{1, 1}`.
	neighborhood(size_t, size_t) -> neighborhood<2>;

	/// Deduces a three-dimensional neighbourhood from three extents, e.g. `neighborhood{1, 1, 1}`.
	neighborhood(size_t, size_t, size_t) -> neighborhood<3>;

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
