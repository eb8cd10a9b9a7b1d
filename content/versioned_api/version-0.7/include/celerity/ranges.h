// celerity-source: include/ranges.h
#pragma once

#include <cstddef>
#include <type_traits>

#include <sycl/sycl.hpp>

namespace celerity {

/// Declares the extent of an index space; see the definition below. Defaults to one dimension.
template <int Dims = 1> class range;

/// Declares an index into an index space; see the definition below. Defaults to one dimension.
template <int Dims = 1> class id;

/// Declares a launch configuration for work-group kernels; see the definition below. Defaults to one dimension.
template <int Dims = 1> class nd_range;

/// Declares an offset-plus-range box; see the definition below. Defaults to one dimension.
template <int Dims = 1> struct subrange;

/// Declares a piece of a kernel's iteration space; see the definition below. Defaults to one dimension.
template <int Dims = 1> struct chunk;

} // namespace celerity

namespace celerity::detail {

/**
 * Shared implementation of `celerity::range` and `celerity::id` (internal base class).
 *
 * Both types store `Dims` unsigned components and inherit element access and all arithmetic, bitwise,
 * logical and comparison operators from this class. The operators work component by component and
 * return the derived type (`Interface`), so `range + range` yields a `range` and `id * 2` yields an
 * `id`. Mixing a `range` and an `id` in one operator yields an `id`: a `range` converts to an `id` implicitly,
 * but not the other way round, so such a result cannot be assigned to a `range`.
 *
 * Comparison operators (`<`, `<=`, `>`, `>=`) also work per component and yield an object whose
 * components are 1 or 0, not a `bool`; only `==` and `!=` compare whole objects.
 *
 * Zero-dimensional coordinates are supported and take up no storage.
 *
 * @tparam Interface the derived type (`range<Dims>` or `id<Dims>`)
 * @tparam Dims number of components (0 to 3)
 * @note You never use this class directly; its public members are documented here because `range` and `id` expose them.
 */
template <typename Interface, int Dims>
class coordinate {
  public:
	/// Number of components.
	constexpr static int dimensions = Dims;

	/**
	 * Returns one component.
	 *
	 * @param dimension index of the component, `0 <= dimension < Dims`
	 */
	constexpr size_t get(int dimension) const;

	/**
	 * Gives write access to one component.
	 *
	 * @param dimension index of the component, `0 <= dimension < Dims`
	 * @return a reference to the component
	 */
	constexpr size_t& operator[](int dimension);

	/**
	 * Returns one component.
	 *
	 * @param dimension index of the component, `0 <= dimension < Dims`
	 */
	constexpr size_t operator[](int dimension) const;

	/// Returns `true` if all components of `lhs` and `rhs` are equal.
	friend constexpr bool operator==(const Interface& lhs, const Interface& rhs);

	/// Returns `true` if at least one component of `lhs` differs from `rhs`.
	friend constexpr bool operator!=(const Interface& lhs, const Interface& rhs);

	/// Component-wise sum: adds the two operands dimension by dimension.
	friend constexpr Interface operator+(const Interface& lhs, const Interface& rhs);

	/// Component-wise sum of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator+(const Interface& lhs, const size_t& rhs);

	/// Component-wise difference: subtracts; results wrap around below zero because components are unsigned the two operands dimension by dimension.
	friend constexpr Interface operator-(const Interface& lhs, const Interface& rhs);

	/// Component-wise difference of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator-(const Interface& lhs, const size_t& rhs);

	/// Component-wise product: multiplies the two operands dimension by dimension.
	friend constexpr Interface operator*(const Interface& lhs, const Interface& rhs);

	/// Component-wise product of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator*(const Interface& lhs, const size_t& rhs);

	/// Component-wise quotient: divides (integer division, rounding towards zero) the two operands dimension by dimension.
	friend constexpr Interface operator/(const Interface& lhs, const Interface& rhs);

	/// Component-wise quotient of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator/(const Interface& lhs, const size_t& rhs);

	/// Component-wise remainder: takes the remainder of the division the two operands dimension by dimension.
	friend constexpr Interface operator%(const Interface& lhs, const Interface& rhs);

	/// Component-wise remainder of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator%(const Interface& lhs, const size_t& rhs);

	/// Component-wise left shift: shifts left the two operands dimension by dimension.
	friend constexpr Interface operator<<(const Interface& lhs, const Interface& rhs);

	/// Component-wise left shift of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator<<(const Interface& lhs, const size_t& rhs);

	/// Component-wise right shift: shifts right the two operands dimension by dimension.
	friend constexpr Interface operator>>(const Interface& lhs, const Interface& rhs);

	/// Component-wise right shift of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator>>(const Interface& lhs, const size_t& rhs);

	/// Component-wise bitwise AND: takes the bitwise AND the two operands dimension by dimension.
	friend constexpr Interface operator&(const Interface& lhs, const Interface& rhs);

	/// Component-wise bitwise AND of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator&(const Interface& lhs, const size_t& rhs);

	/// Component-wise bitwise OR: takes the bitwise OR the two operands dimension by dimension.
	friend constexpr Interface operator|(const Interface& lhs, const Interface& rhs);

	/// Component-wise bitwise OR of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator|(const Interface& lhs, const size_t& rhs);

	/// Component-wise bitwise XOR: takes the bitwise XOR the two operands dimension by dimension.
	friend constexpr Interface operator^(const Interface& lhs, const Interface& rhs);

	/// Component-wise bitwise XOR of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator^(const Interface& lhs, const size_t& rhs);

	/// Component-wise logical AND: takes the logical AND (1 or 0 per component) the two operands dimension by dimension.
	friend constexpr Interface operator&&(const Interface& lhs, const Interface& rhs);

	/// Component-wise logical AND of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator&&(const Interface& lhs, const size_t& rhs);

	/// Component-wise logical OR: takes the logical OR (1 or 0 per component) the two operands dimension by dimension.
	friend constexpr Interface operator||(const Interface& lhs, const Interface& rhs);

	/// Component-wise logical OR of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator||(const Interface& lhs, const size_t& rhs);

	/// Component-wise less-than comparison: compares; each result component is 1 where the left side is smaller and 0 elsewhere the two operands dimension by dimension.
	friend constexpr Interface operator<(const Interface& lhs, const Interface& rhs);

	/// Component-wise less-than comparison of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator<(const Interface& lhs, const size_t& rhs);

	/// Component-wise greater-than comparison: compares; each result component is 1 where the left side is larger and 0 elsewhere the two operands dimension by dimension.
	friend constexpr Interface operator>(const Interface& lhs, const Interface& rhs);

	/// Component-wise greater-than comparison of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator>(const Interface& lhs, const size_t& rhs);

	/// Component-wise less-or-equal comparison: compares; each result component is 1 where the left side is smaller or equal and 0 elsewhere the two operands dimension by dimension.
	friend constexpr Interface operator<=(const Interface& lhs, const Interface& rhs);

	/// Component-wise less-or-equal comparison of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator<=(const Interface& lhs, const size_t& rhs);

	/// Component-wise greater-or-equal comparison: compares; each result component is 1 where the left side is larger or equal and 0 elsewhere the two operands dimension by dimension.
	friend constexpr Interface operator>=(const Interface& lhs, const Interface& rhs);

	/// Component-wise greater-or-equal comparison of every component of `lhs` with the scalar `rhs`.
	friend constexpr Interface operator>=(const Interface& lhs, const size_t& rhs);

	/// Adds `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator+=(Interface& lhs, const Interface& rhs);

	/// Adds the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator+=(Interface& lhs, const size_t& rhs);

	/// Subtracts `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator-=(Interface& lhs, const Interface& rhs);

	/// Subtracts the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator-=(Interface& lhs, const size_t& rhs);

	/// Multiplies by `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator*=(Interface& lhs, const Interface& rhs);

	/// Multiplies by the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator*=(Interface& lhs, const size_t& rhs);

	/// Divides by `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator/=(Interface& lhs, const Interface& rhs);

	/// Divides by the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator/=(Interface& lhs, const size_t& rhs);

	/// Replaces each component by its remainder modulo `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator%=(Interface& lhs, const Interface& rhs);

	/// Replaces each component by its remainder modulo the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator%=(Interface& lhs, const size_t& rhs);

	/// Shifts left by `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator<<=(Interface& lhs, const Interface& rhs);

	/// Shifts left by the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator<<=(Interface& lhs, const size_t& rhs);

	/// Shifts right by `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator>>=(Interface& lhs, const Interface& rhs);

	/// Shifts right by the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator>>=(Interface& lhs, const size_t& rhs);

	/// Takes the bitwise AND with `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator&=(Interface& lhs, const Interface& rhs);

	/// Takes the bitwise AND with the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator&=(Interface& lhs, const size_t& rhs);

	/// Takes the bitwise OR with `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator|=(Interface& lhs, const Interface& rhs);

	/// Takes the bitwise OR with the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator|=(Interface& lhs, const size_t& rhs);

	/// Takes the bitwise XOR with `rhs` component-wise, modifying `lhs` in place; returns `lhs`.
	friend constexpr Interface& operator^=(Interface& lhs, const Interface& rhs);

	/// Takes the bitwise XOR with the scalar `rhs` in every component of `lhs`, in place; returns `lhs`.
	friend constexpr Interface& operator^=(Interface& lhs, const size_t& rhs);

	/// Component-wise sum of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator+(const size_t& lhs, const Interface& rhs);

	/// Component-wise difference of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator-(const size_t& lhs, const Interface& rhs);

	/// Component-wise product of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator*(const size_t& lhs, const Interface& rhs);

	/// Component-wise quotient of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator/(const size_t& lhs, const Interface& rhs);

	/// Component-wise remainder of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator%(const size_t& lhs, const Interface& rhs);

	/// Component-wise left shift of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator<<(const size_t& lhs, const Interface& rhs);

	/// Component-wise right shift of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator>>(const size_t& lhs, const Interface& rhs);

	/// Component-wise bitwise AND of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator&(const size_t& lhs, const Interface& rhs);

	/// Component-wise bitwise OR of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator|(const size_t& lhs, const Interface& rhs);

	/// Component-wise bitwise XOR of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator^(const size_t& lhs, const Interface& rhs);

	/// Component-wise logical AND of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator&&(const size_t& lhs, const Interface& rhs);

	/// Component-wise logical OR of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator||(const size_t& lhs, const Interface& rhs);

	/// Component-wise less-than comparison of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator<(const size_t& lhs, const Interface& rhs);

	/// Component-wise greater-than comparison of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator>(const size_t& lhs, const Interface& rhs);

	/// Component-wise less-or-equal comparison of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator<=(const size_t& lhs, const Interface& rhs);

	/// Component-wise greater-or-equal comparison of the scalar `lhs` with every component of `rhs`.
	friend constexpr Interface operator>=(const size_t& lhs, const Interface& rhs);

	/// Unary plus: returns a copy of `rhs`.
	friend constexpr Interface operator+(const Interface& rhs);

	/// Unary minus applied to every component (modulo 2^N, since components are unsigned).
	friend constexpr Interface operator-(const Interface& rhs);

	/// Pre-increment: adds one to every component and returns the modified object.
	friend constexpr Interface& operator++(Interface& rhs);

	/// Pre-decrement: subtracts one from every component and returns the modified object.
	friend constexpr Interface& operator--(Interface& rhs);

	/// Post-increment: adds one to every component and returns the previous value.
	friend constexpr Interface operator++(Interface& lhs, int);

	/// Post-decrement: subtracts one from every component and returns the previous value.
	friend constexpr Interface operator--(Interface& lhs, int);

};

/// Internal tag type; see `zeros`.
struct zeros_t {};

/// Internal tag that constructs a `range` or `id` with every component set to 0.
inline static constexpr zeros_t zeros{};

/// Internal tag type; see `ones`.
struct ones_t {};

/// Internal tag that constructs a `range` or `id` with every component set to 1.
inline static constexpr ones_t ones{};

} // namespace celerity::detail

namespace celerity {

/**
 * The size of an index space in up to three dimensions.
 *
 * A `range` describes how many elements a buffer has (`buffer::get_range()`), how many work items a
 * kernel or host task launches (`handler::parallel_for`, `handler::host_task`) and how large a
 * subrange is. Each component is a `size_t`. Dimension 0 is the slowest-varying one: elements with
 * consecutive indices in the last dimension are adjacent in memory.
 *
 * Unlike `sycl::range`, Celerity's `range` also exists with zero dimensions (`range<0>`, one element),
 * which is used for single-value buffers and for host tasks that run exactly once. Celerity ranges
 * convert to and from `sycl::range` for 1 to 3 dimensions.
 *
 * The following members are inherited from the internal base class `detail::coordinate`:
 *
 * - `dimensions`, the number of components;
 * - `r[d]` (readable and writable) and `r.get(d)` for single components;
 * - `==` and `!=`, comparing all components at once;
 * - component-wise `+ - * / % << >> & | ^ && ||` between two ranges or between a range and a `size_t`
 *   (on either side), the compound assignments `+= -= *= /= %= <<= >>= &= |= ^=`, unary `+` and `-`,
 *   and prefix/postfix `++` and `--`;
 * - component-wise `< > <= >=`, which return a range whose components are 1 or 0.
 *
 * ```cpp
 * celerity::range<2> image{1080, 1920};
 * const size_t pixels = image.size();              // 2073600
 * const celerity::range<2> tiles = image / 8;      // {135, 240}
 * celerity::range r{64, 64, 64};                   // deduced as range<3>
 * celerity::buffer<float, 2> buf(image);
 * ```
 *
 * @tparam Dims number of dimensions, 0 to 3
 * @see id, subrange, detail::coordinate
 */
template <int Dims>
class range : public detail::coordinate<range<Dims>, Dims> {
  public:
	/// Creates a range with all components set to zero (an empty index space, except for `range<0>`, which always has size 1).
	constexpr range() noexcept = default;

	/**
	 * Creates a range from one size per dimension.
	 *
	 * The number of arguments must equal `Dims`. The constructor is not `explicit`, so where a parameter's type
	 * is a fixed `range<1>` or `range<2>` (the constructor of a `buffer<T, 1>`, say), a plain `size_t` or a
	 * braced list such as `{256, 256}` converts to it. Function templates that deduce `Dims` from the range,
	 * such as `handler::parallel_for`, need an explicit `celerity::range<N>{…}`.
	 *
	 * @param dim_0 size in dimension 0
	 * @param dim_n sizes in the remaining dimensions
	 */
	template <typename... Values, typename = std::enable_if_t<sizeof...(Values) + 1 == Dims>>
	constexpr range(const size_t dim_0, const Values... dim_n);

	/// Creates a range with every component 0, from the internal `detail::zeros` tag.
	constexpr range(const detail::zeros_t /* tag */);

	/// Creates a range with every component 1, from the internal `detail::ones` tag.
	constexpr range(const detail::ones_t /* tag */);

	/**
	 * Converts a SYCL range into a Celerity range with the same components.
	 *
	 * Only available for 1 to 3 dimensions.
	 *
	 * @param sycl_range the SYCL range to copy
	 */
	template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>
	range(const sycl::range<Dims>& sycl_range);

	/**
	 * Returns the number of elements in the index space.
	 *
	 * @return the product of all components; 1 for `range<0>`
	 */
	constexpr size_t size() const;

	/// Converts to a `sycl::range` with the same components; only available for 1 to 3 dimensions.
	template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>
	operator sycl::range<Dims>() const;
};

/// Deduces `range<0>` from `range{}`.
range() -> range<0>;

/// Deduces `range<1>` from one size.
range(size_t) -> range<1>;

/// Deduces `range<2>` from two sizes.
range(size_t, size_t) -> range<2>;

/// Deduces `range<3>` from three sizes.
range(size_t, size_t, size_t) -> range<3>;

/**
 * A position in an index space of up to three dimensions.
 *
 * `id` is used to index accessors (`acc[id]`), is returned by `item::get_id()` and forms the offset of
 * a `subrange` or `chunk`. Each component is a `size_t`; dimension 0 varies slowest.
 *
 * Like `range`, an `id` can have zero dimensions and converts to and from `sycl::id` for 1 to 3
 * dimensions. It inherits the same members from `detail::coordinate`: `dimensions`, `i[d]` and `get(d)`,
 * `==`/`!=`, and the component-wise arithmetic, bitwise, logical and comparison operators with another
 * `id` or a `size_t` (see `range` for the full list).
 *
 * ```cpp
 * celerity::id<2> pos{3, 5};
 * pos[1] += 1;                                      // {3, 6}
 * const celerity::id<2> below = pos + celerity::id<2>{1, 0};
 * const celerity::id<2> end = celerity::id<2>(celerity::range<2>{4, 8}); // {4, 8}
 * ```
 *
 * @tparam Dims number of dimensions, 0 to 3
 * @see range, item
 */
template <int Dims>
class id : public detail::coordinate<id<Dims>, Dims> {
  public:
	/// Creates the origin: all components are zero.
	constexpr id() noexcept = default;

	/**
	 * Creates an id from one index per dimension.
	 *
	 * The number of arguments must equal `Dims`. The constructor is not `explicit`, so braced lists like
	 * `acc[{i, j}]` work.
	 *
	 * @param dim_0 index in dimension 0
	 * @param dim_n indices in the remaining dimensions
	 */
	template <typename... Values, typename = std::enable_if_t<sizeof...(Values) + 1 == Dims>>
	constexpr id(const size_t dim_0, const Values... dim_n);

	/**
	 * Creates an id with the same components as a range.
	 *
	 * Handy for computing end points (`sr.offset + id<Dims>(sr.range)`) or for comparing positions with sizes.
	 *
	 * @param range the range to copy
	 */
	constexpr id(const range<Dims>& range);

	/// Creates an id with every component 0, from the internal `detail::zeros` tag.
	constexpr id(const detail::zeros_t /* tag */);

	/// Creates an id with every component 1, from the internal `detail::ones` tag.
	constexpr id(const detail::ones_t /* tag */);

	/**
	 * Converts a SYCL id into a Celerity id with the same components.
	 *
	 * Only available for 1 to 3 dimensions.
	 *
	 * @param sycl_id the SYCL id to copy
	 */
	template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>
	id(const sycl::id<Dims>& sycl_id);

	/// Converts to a `sycl::id` with the same components; only available for 1 to 3 dimensions.
	template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>
	operator sycl::id<Dims>() const;
};

/// Deduces `id<0>` from `id{}`.
id() -> id<0>;

/// Deduces `id<1>` from one index.
id(size_t) -> id<1>;

/// Deduces `id<2>` from two indices.
id(size_t, size_t) -> id<2>;

/// Deduces `id<3>` from three indices.
id(size_t, size_t, size_t) -> id<3>;

/**
 * Launch configuration of a kernel that is organised in work groups: global range, work-group size and offset.
 *
 * Passing an `nd_range` to `handler::parallel_for` makes the kernel receive an `nd_item`, which gives
 * access to work groups, local memory (`local_accessor`) and group algorithms. Every dimension of the
 * global range must be a multiple of the local range; Celerity splits the launch between nodes and
 * devices only at work-group boundaries.
 *
 * In contrast to SYCL 2020, where offsets on `nd_range` are deprecated, Celerity fully supports a
 * global offset here. Group indices move with it: the first work group of the launch has the index
 * `offset / local_range` (per dimension, rounded down), not zero; see `nd_item::get_group`.
 *
 * ```cpp
 * //% celerity::buffer<float, 2> buf{celerity::range<2>{1024, 1024}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor out{buf, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     cgh.parallel_for(celerity::nd_range{{1024, 1024}, {16, 16}}, [=](celerity::nd_item<2> it) {
 *         out[it.get_global_id()] = static_cast<float>(it.get_group_linear_id());
 *     });
 * });
 * ```
 *
 * @tparam Dims number of dimensions, 0 to 3
 * @see nd_item, group, handler::parallel_for
 */
template <int Dims>
class nd_range {
  public:
	/// Creates the only possible zero-dimensional `nd_range` (a single work item in a single group).
	template <int D = Dims, typename = std::enable_if_t<D == 0>>
	constexpr nd_range() noexcept;

	/**
	 * Converts a SYCL `nd_range`, including its offset.
	 *
	 * Only available for 1 to 3 dimensions.
	 *
	 * @param s_range the SYCL launch configuration to copy
	 */
	template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>
	nd_range(const sycl::nd_range<Dims>& s_range);

	/**
	 * Creates a launch configuration from global size, work-group size and an optional offset.
	 *
	 * @param global_range total number of work items in each dimension
	 * @param local_range number of work items per work group in each dimension
	 * @param offset index of the first work item; defaults to zero
	 * @throws std::invalid_argument (on the host) if a component of `local_range` is zero or does not divide
	 *         the corresponding component of `global_range`
	 */
	nd_range(const range<Dims>& global_range, const range<Dims>& local_range, const id<Dims>& offset = {});

	/// Converts to a `sycl::nd_range` with the same global range, local range and offset; only available for 1 to 3 dimensions.
	template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>
	operator sycl::nd_range<Dims>() const;

	/// Returns the total number of work items in each dimension.
	const range<Dims>& get_global_range() const;

	/// Returns the work-group size in each dimension.
	const range<Dims>& get_local_range() const;

	/**
	 * Returns the number of work groups in each dimension (global range divided by local range).
	 *
	 * @warning The quotient is computed on the fly but returned by reference, so the returned reference
	 *          does not outlive the call. Compute `get_global_range() / get_local_range()` yourself instead.
	 */
	const range<Dims>& get_group_range() const;

	/// Returns the index of the first work item.
	const id<Dims>& get_offset() const;

	/// Two launch configurations are equal if global range, local range and offset are all equal.
	friend bool operator==(const nd_range& lhs, const nd_range& rhs);

	/// Returns `true` if global range, local range or offset differ.
	friend bool operator!=(const nd_range& lhs, const nd_range& rhs);
};

/// Deduces `nd_range<1>` from one-dimensional ranges and offset, e.g. `nd_range{{1024}, {64}, {0}}`.
nd_range(range<1> global_range, range<1> local_range, id<1> offset) -> nd_range<1>;

/// Deduces `nd_range<1>` from one-dimensional global and local ranges.
nd_range(range<1> global_range, range<1> local_range) -> nd_range<1>;

/// Deduces `nd_range<2>` from two-dimensional ranges and offset, e.g. `nd_range{{256, 256}, {16, 16}, {0, 8}}`.
nd_range(range<2> global_range, range<2> local_range, id<2> offset) -> nd_range<2>;

/// Deduces `nd_range<2>` from two-dimensional global and local ranges, e.g. `nd_range{{256, 256}, {16, 16}}`.
nd_range(range<2> global_range, range<2> local_range) -> nd_range<2>;

/// Deduces `nd_range<3>` from three-dimensional ranges and offset.
nd_range(range<3> global_range, range<3> local_range, id<3> offset) -> nd_range<3>;

/// Deduces `nd_range<3>` from three-dimensional global and local ranges.
nd_range(range<3> global_range, range<3> local_range) -> nd_range<3>;

/**
 * A contiguous piece of a kernel's or host task's iteration space, together with the size of the whole space.
 *
 * The runtime divides every launch into chunks and asks each accessor's range mapper which part of the
 * buffer a chunk needs. A chunk therefore is the input of a range mapper: `offset` and `range` describe
 * the work items in the chunk, `global_size` the complete iteration space they are part of.
 *
 * ```cpp
 * //% const size_t n = 1024;
 * //% celerity::buffer<float, 1> input{celerity::range<1>{2 * n}}, output{celerity::range<1>{n}};
 * // Range mapper for a kernel in which work item i reads buffer elements 2*i and 2*i+1.
 * const auto pairs = [](celerity::chunk<1> ck) {
 *     return celerity::subrange<1>{ck.offset[0] * 2, ck.range[0] * 2};
 * };
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{input, cgh, pairs, celerity::read_only};   // input: buffer<float, 1> of 2 * n elements
 *     celerity::accessor out{output, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     cgh.parallel_for(celerity::range<1>{n}, [=](celerity::item<1> it) { out[it] = in[2 * it[0]] + in[2 * it[0] + 1]; });
 * });
 * ```
 *
 * @tparam Dims dimensionality of the iteration space (0 to 3)
 * @see subrange, access::one_to_one
 */
template <int Dims>
struct chunk {
	/// Dimensionality of the chunk.
	static constexpr int dimensions = Dims;

	/// Index of the first work item in the chunk.
	[[no_unique_address]] id<Dims> offset;

	/// Number of work items in the chunk in each dimension.
	[[no_unique_address]] celerity::range<Dims> range = detail::zeros;

	/// Size of the complete iteration space that the chunk belongs to.
	[[no_unique_address]] celerity::range<Dims> global_size = detail::zeros;

	/// Creates an empty chunk with all members zero.
	constexpr chunk() = default;

	/**
	 * Creates a chunk from its members.
	 *
	 * @param offset index of the first work item
	 * @param range number of work items in each dimension
	 * @param global_size size of the complete iteration space
	 */
	constexpr chunk(const id<Dims>& offset, const celerity::range<Dims>& range, const celerity::range<Dims>& global_size);

	/// Two chunks are equal if offset, range and global size are all equal.
	friend bool operator==(const chunk& lhs, const chunk& rhs);

	/// Returns `true` if offset, range or global size differ.
	friend bool operator!=(const chunk& lhs, const chunk& rhs);
};

/**
 * An axis-aligned box in an index space, given by its first index and its extent.
 *
 * Subranges are what range mappers usually return: the part of a buffer that a chunk of work items
 * accesses. They also describe the part of the iteration space assigned to a host-task `partition` and
 * the area covered by a `buffer_snapshot`. A `chunk` converts implicitly into the subrange with the same
 * offset and range, which is exactly what the `one_to_one` range mapper does.
 *
 * ```cpp
 * // Range mapper: every chunk of a 1D kernel reads a 16-element halo on either side
 * // (the runtime clips the result to the buffer bounds).
 * const auto halo = [](celerity::chunk<1> ck) {
 *     const size_t begin = ck.offset[0] >= 16 ? ck.offset[0] - 16 : 0;
 *     return celerity::subrange<1>{begin, ck.offset[0] + ck.range[0] + 16 - begin};
 * };
 * ```
 *
 * @tparam Dims dimensionality (0 to 3)
 * @see chunk, range, id
 */
template <int Dims>
struct subrange {
	/// Dimensionality of the subrange.
	static constexpr int dimensions = Dims;

	/// Index of the first element.
	[[no_unique_address]] id<Dims> offset;

	/// Number of elements in each dimension.
	[[no_unique_address]] celerity::range<Dims> range = detail::zeros;

	/// Creates an empty subrange at the origin.
	constexpr subrange() = default;

	/**
	 * Creates a subrange from its first index and extent.
	 *
	 * @param offset index of the first element
	 * @param range number of elements in each dimension
	 */
	constexpr subrange(const id<Dims>& offset, const celerity::range<Dims>& range);

	/**
	 * Converts a chunk into the subrange it covers, dropping its global size.
	 *
	 * @param other the chunk
	 */
	constexpr subrange(const chunk<Dims>& other);

	/// Two subranges are equal if offset and range are equal.
	friend bool operator==(const subrange& lhs, const subrange& rhs);

	/// Returns `true` if offset or range differ.
	friend bool operator!=(const subrange& lhs, const subrange& rhs);
};

} // namespace celerity
