// celerity-source: include/fence.h
#pragma once

#include "buffer.h"
#include "host_object.h"
#include "ranges.h"

#include <cstddef>
#include <type_traits>

namespace celerity {

/**
 * A host-side copy of a region of a buffer, produced by `queue::fence`.
 *
 * The snapshot owns its elements and stays valid independently of the buffer and of the runtime. It is
 * move-only. Elements are addressed relative to the captured region: index `0` (or `{0, 0}`, ...) refers to
 * the buffer element at `get_offset()`.
 *
 * @tparam T Element type of the buffer.
 * @tparam Dims Dimensionality of the buffer (0 to 3).
 *
 * ```cpp
 * celerity::buffer<float, 2> field{celerity::range<2>{512, 512}};
 * // ... submit kernels writing `field` ...
 * celerity::buffer_snapshot<float, 2> snap = q.fence(field).get();
 * float corner = snap[{511, 511}];
 * float first = snap[0][0];
 * const float* raw = snap.get_data(); // row-major, snap.get_range().size() elements
 * ```
 *
 * @see queue::fence
 */
template <typename T, int Dims>
class buffer_snapshot {
  public:
	/**
	 * Creates an empty snapshot that holds no data.
	 *
	 * Its subrange is empty (though for `Dims == 0` `get_range().size()` is 1 all the same) and `get_data()`
	 * returns `nullptr`. Useful as a placeholder that is assigned a real snapshot later.
	 */
	buffer_snapshot() = default;

	/**
	 * Takes over the data of another snapshot.
	 *
	 * @param other The snapshot to move from; it is left empty.
	 */
	buffer_snapshot(buffer_snapshot&& other) noexcept;

	/**
	 * Replaces this snapshot's contents with those of another snapshot.
	 *
	 * @param other The snapshot to move from; it is left empty.
	 * @return `*this`.
	 */
	buffer_snapshot& operator=(buffer_snapshot&& other) noexcept;

	/**
	 * Returns where the captured region starts within the buffer.
	 *
	 * @return The offset of the region in buffer coordinates.
	 */
	id<Dims> get_offset() const;

	/**
	 * Returns the extent of the captured region.
	 *
	 * @return The number of elements in each dimension.
	 */
	range<Dims> get_range() const;

	/**
	 * Returns the captured region of the buffer as offset and extent.
	 *
	 * @return The region that was passed to (or implied by) `queue::fence`.
	 */
	subrange<Dims> get_subrange() const;

	/**
	 * Gives direct access to the copied elements.
	 *
	 * The elements are stored contiguously in row-major order (the last dimension varies fastest).
	 *
	 * @return Pointer to `get_range().size()` elements, or `nullptr` for a default-constructed or moved-from
	 *         snapshot (whose `get_range().size()` is still 1 when `Dims == 0`).
	 */
	const T* get_data() const;

	/**
	 * Reads an element by its multi-dimensional index.
	 *
	 * @param index Position relative to the start of the captured region, not to the buffer origin.
	 * @return Reference to the element.
	 */
	inline const T& operator[](const id<Dims> index) const;

	/**
	 * Indexes the first dimension, enabling chained subscripts such as `snap[y][x]`.
	 *
	 * Available for `Dims > 0`. For a one-dimensional snapshot this yields the element itself; for higher
	 * dimensions it yields a proxy that accepts the next index.
	 *
	 * @tparam D Defaulted helper for enabling the overload; do not specify.
	 * @param index Index in the first dimension, relative to the captured region.
	 * @return The element (1D) or a proxy for the remaining dimensions.
	 */
	template <int D = Dims, std::enable_if_t<(D > 0), int> = 0>
	inline decltype(auto) operator[](const size_t index) const;

	/**
	 * Reads the single element of a zero-dimensional snapshot.
	 *
	 * Available for `Dims == 0`.
	 *
	 * @tparam D Defaulted helper for enabling the overload; do not specify.
	 * @return Reference to the element.
	 *
	 * ```cpp
	 * const int zero = 0; // the buffer reads its initial value later, so it must outlive the buffer
	 * celerity::buffer<int, 0> count{zero};
	 * // ...
	 * const int n = *q.fence(count).get();
	 * ```
	 */
	template <int D = Dims, std::enable_if_t<D == 0, int> = 0>
	inline const T& operator*() const;
};

} // namespace celerity

namespace celerity {
class distr_queue;
}

namespace celerity::experimental {

/**
 * Former, experimental name of `celerity::buffer_snapshot`.
 *
 * @tparam T Element type of the buffer.
 * @tparam Dims Dimensionality of the buffer.
 *
 * @deprecated Use `celerity::buffer_snapshot` instead.
 */
template <typename T, int Dims>
using buffer_snapshot [[deprecated("buffer_snapshot is no longer experimental, use celerity::buffer_snapshot")]] = celerity::buffer_snapshot<T, Dims>;

/**
 * Captures a region of a buffer through a `distr_queue` (old experimental free-function form).
 *
 * Behaves like `queue::fence(buf, sr)`.
 *
 * @tparam T Element type of the buffer.
 * @tparam Dims Dimensionality of the buffer.
 * @param q The queue; only used to tie the call to a queue object.
 * @param buf The buffer to read.
 * @param sr The region to copy.
 * @return A `std::future<celerity::buffer_snapshot<T, Dims>>`.
 *
 * @deprecated Use the member function `celerity::queue::fence` instead.
 */
template <typename T, int Dims>
[[deprecated("fence is no longer experimental, use celerity::queue::fence")]] [[nodiscard]] auto fence(
    celerity::distr_queue& q, const buffer<T, Dims>& buf, const subrange<Dims>& sr);

/**
 * Captures the whole contents of a buffer through a `distr_queue` (old experimental free-function form).
 *
 * Behaves like `queue::fence(buf)`.
 *
 * @tparam T Element type of the buffer.
 * @tparam Dims Dimensionality of the buffer.
 * @param q The queue; only used to tie the call to a queue object.
 * @param buf The buffer to read.
 * @return A `std::future<celerity::buffer_snapshot<T, Dims>>`.
 *
 * @deprecated Use the member function `celerity::queue::fence` instead.
 */
template <typename T, int Dims>
[[deprecated("fence is no longer experimental, use celerity::queue::fence")]] [[nodiscard]] auto fence(
    celerity::distr_queue& q, const buffer<T, Dims>& buf);

/**
 * Copies the value of a host object through a `distr_queue` (old experimental free-function form).
 *
 * Behaves like `queue::fence(obj)`.
 *
 * @tparam T The object type of the host object.
 * @param q The queue; only used to tie the call to a queue object.
 * @param obj The host object to read.
 * @return A `std::future<T>`.
 *
 * @deprecated Use the member function `celerity::queue::fence` instead.
 */
template <typename T>
[[deprecated("fence is no longer experimental, use celerity::queue::fence")]] [[nodiscard]] auto fence(
    celerity::distr_queue& q, const host_object<T>& obj);

} // namespace celerity::experimental
