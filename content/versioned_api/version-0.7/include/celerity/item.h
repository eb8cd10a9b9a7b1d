// celerity-source: include/item.h
#pragma once

#include <cstddef>
#include <iterator>

#include <sycl/sycl.hpp>

#include "ranges.h"
#include "sycl_wrappers.h"

namespace celerity {

/**
 * The position of one work item in a basic data-parallel kernel, expressed in cluster-wide coordinates.
 *
 * A kernel launched with `handler::parallel_for(range, ...)` is split into chunks that run on different
 * nodes and devices. The kernel function nevertheless receives an `item` that describes the work item in
 * terms of the *whole* iteration space: `get_id()` is the global index (including any global offset) and
 * `get_range()` is the global range that was passed to `parallel_for`, not the size of the local chunk.
 * This is why Celerity uses its own type instead of `sycl::item`.
 *
 * An `item` converts implicitly to `id<Dims>`, so it can be used directly to subscript an accessor.
 *
 * ```cpp
 * //% const size_t rows = 480, cols = 640;
 * //% celerity::buffer<float, 2> buf{celerity::range<2>{rows, cols}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor out{buf, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     cgh.parallel_for(celerity::range<2>{rows, cols}, [=](celerity::item<2> it) {
 *         out[it] = static_cast<float>(it.get_linear_id()); // row-major index in the global range
 *     });
 * });
 * ```
 *
 * @tparam Dims dimensionality of the iteration space (0 to 3)
 * @note Items are only created by the runtime; you cannot construct one yourself.
 * @see nd_item, experimental::for_each_item
 */
template <int Dims = 1>
class item {
  public:
	/// Items cannot be default-constructed; they are handed to kernel functions by the runtime.
	item() = delete;

	/// Two items are equal if they have the same index, offset and global range.
	friend bool operator==(const item& lhs, const item& rhs);

	/// Returns `true` if the items differ in index, offset or global range.
	friend bool operator!=(const item& lhs, const item& rhs);

	/**
	 * Returns the global index of this work item.
	 *
	 * The index is absolute: if `parallel_for` was given a global offset, the offset is already included.
	 *
	 * @return the index in all dimensions
	 */
	id<Dims> get_id() const;

	/**
	 * Returns one component of the global index.
	 *
	 * @param dimension the dimension to query, `0 <= dimension < Dims`
	 * @return `get_id()[dimension]`
	 */
	size_t get_id(int dimension) const;

	/// Converts the item to its global index, so that `acc[item]` works like `acc[item.get_id()]`.
	operator id<Dims>() const; // NOLINT(google-explicit-constructor)

	/**
	 * Returns one component of the global index.
	 *
	 * @param dimension the dimension to query
	 * @return the same value as `get_id(dimension)`
	 */
	size_t operator[](int dimension) const;

	/**
	 * Returns the global range of the kernel launch.
	 *
	 * This is the full iteration space submitted with `parallel_for`, not the part executed on this node or device.
	 */
	range<Dims> get_range() const;

	/**
	 * Returns one component of the global range.
	 *
	 * @param dimension the dimension to query
	 * @return `get_range()[dimension]`
	 */
	size_t get_range(int dimension) const;

	/**
	 * Returns the row-major linear index of this work item, counted from its offset.
	 *
	 * `get_offset()` is subtracted from the index first and the rest is linearised over `get_range()`, so the
	 * result lies in `[0, get_range().size())`. In a `parallel_for` kernel that is the item's position in the
	 * global range. An item from `experimental::for_each_item` has the start of its partition as its offset, so
	 * there the index is taken relative to that start, not to the start of the global range.
	 */
	size_t get_linear_id() const;

	/**
	 * Returns the item's offset: in a `parallel_for` kernel the global offset it was launched with (all zeros if
	 * none was given); for an item from `experimental::for_each_item`, the start of the partition.
	 */
	id<Dims> get_offset() const;
};

/**
 * A work group of an `nd_range` kernel, expressed in cluster-wide coordinates.
 *
 * Obtained from `nd_item::get_group()`. Group indices and group counts refer to the whole launch, not to
 * the chunk that a particular device executes; local indices and ranges refer to the work items inside
 * this group. If the `nd_range` has a global offset, group indices start at `offset / local_range` rather
 * than zero. A `group` is what Celerity's group algorithms (`group_barrier`, `group_broadcast`,
 * `reduce_over_group`, ...) take as their first argument.
 *
 * ```cpp
 * //% celerity::buffer<float, 1> values{celerity::range<1>{1024}}, sums{celerity::range<1>{1024 / 64}};
 * // values: buffer<float, 1> of 1024 elements, sums: buffer<float, 1> of 1024 / 64 elements
 * const auto group_of_chunk = [](celerity::chunk<1> ck) { return celerity::subrange<1>{ck.offset[0] / 64, ck.range[0] / 64}; };
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{values, cgh, celerity::access::one_to_one{}, celerity::read_only};
 *     celerity::accessor out{sums, cgh, group_of_chunk, celerity::write_only, celerity::no_init};
 *     cgh.parallel_for(celerity::nd_range<1>{{1024}, {64}}, [=](celerity::nd_item<1> it) {
 *         const celerity::group<1> g = it.get_group();
 *         const float sum = celerity::reduce_over_group(g, in[it.get_global_id()], sycl::plus<float>{});
 *         if(g.leader()) { out[g.get_group_id()] = sum; }
 *     });
 * });
 * ```
 *
 * @tparam Dims dimensionality of the kernel (0 to 3)
 * @see nd_item, nd_range
 */
template <int Dims = 1>
class group {
  public:
	/// Type used for group and local indices.
	using id_type = id<Dims>;

	/// Type used for group and local ranges.
	using range_type = range<Dims>;

	/// Type used for linearized indices.
	using linear_id_type = size_t;

	/// Dimensionality of the group.
	static constexpr int dimensions = Dims;

	/// The widest scope a fence issued by this group (for example by `group_barrier`) applies to by default.
	static constexpr memory_scope fence_scope = memory_scope_work_group;

	/**
	 * Returns the index of this group among all groups of the launch (not only those on the local device).
	 *
	 * @note With a global offset, the index is shifted by `offset / local_range` (per dimension, rounded
	 *       down): the first group of the launch has that index, not zero.
	 */
	id<Dims> get_group_id() const;

	/**
	 * Returns one component of the group index.
	 *
	 * @param dimension the dimension to query
	 * @return `get_group_id()[dimension]`, including the shift by a global offset
	 */
	size_t get_group_id(int dimension) const;

	/// Returns the index of the calling work item inside this group.
	id<Dims> get_local_id() const;

	/**
	 * Returns one component of the calling work item's index inside this group.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_local_id(int dimension) const;

	/// Returns the number of work items in this group in each dimension.
	range<Dims> get_local_range() const;

	/**
	 * Returns one component of the group's size.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_local_range(int dimension) const;

	/// Returns the number of groups of the whole launch in each dimension (global range divided by local range).
	range<Dims> get_group_range() const;

	/**
	 * Returns one component of the number of groups in the launch.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_group_range(int dimension) const;

	/// Returns the largest local range any group of this launch can have; equals `get_local_range()` for `nd_range` kernels.
	range<Dims> get_max_local_range() const;

	/**
	 * Returns one component of the group index.
	 *
	 * @param dimension the dimension to query
	 * @return the same value as `get_group_id(dimension)`
	 */
	size_t operator[](int dimension) const;

	/**
	 * Returns the row-major linearization of `get_group_id()` within `get_group_range()`.
	 *
	 * @note The offset shift of `get_group_id()` is not removed first, so with a global offset the result
	 *       starts at the linearized `offset / local_range` and can exceed `get_group_linear_range() - 1`.
	 */
	size_t get_group_linear_id() const;

	/// Returns the row-major linearization of the calling work item's local index within the group.
	size_t get_local_linear_id() const;

	/// Returns the total number of groups in the launch.
	size_t get_group_linear_range() const;

	/// Returns the total number of work items in this group.
	size_t get_local_linear_range() const;

	/**
	 * Tells whether the calling work item is the group's leader.
	 *
	 * Exactly one work item per group is the leader: the one whose local index is all zeros. Use it to let
	 * a single work item write a per-group result.
	 */
	bool leader() const;

	/**
	 * Starts an asynchronous copy of elements from global memory into local memory, performed by the whole group.
	 *
	 * All work items of the group must call it with the same arguments. Wait for the returned event with
	 * `wait_for` before reading the destination.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in local memory (for example from a `local_accessor`)
	 * @param src start of the source in global memory
	 * @param num_elements number of elements to copy
	 * @return an event that completes when the copy is done
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_local_ptr<T> dest, decorated_global_ptr<T> src, size_t num_elements) const;

	/**
	 * Starts an asynchronous copy of elements from local memory into global memory, performed by the whole group.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in global memory
	 * @param src start of the source in local memory
	 * @param num_elements number of elements to copy
	 * @return an event that completes when the copy is done
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_global_ptr<T> dest, decorated_local_ptr<T> src, size_t num_elements) const;

	/**
	 * Starts an asynchronous gather from strided global memory into contiguous local memory.
	 *
	 * Element `i` of the destination receives source element `i * src_stride`.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in local memory
	 * @param src start of the source in global memory
	 * @param num_elements number of elements to copy
	 * @param src_stride distance between consecutive source elements, in elements
	 * @return an event that completes when the copy is done
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_local_ptr<T> dest, decorated_global_ptr<T> src, size_t num_elements, size_t src_stride) const;

	/**
	 * Starts an asynchronous scatter from contiguous local memory into strided global memory.
	 *
	 * Source element `i` is written to destination element `i * dest_stride`.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in global memory
	 * @param src start of the source in local memory
	 * @param num_elements number of elements to copy
	 * @param dest_stride distance between consecutive destination elements, in elements
	 * @return an event that completes when the copy is done
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_global_ptr<T> dest, decorated_local_ptr<T> src, size_t num_elements, size_t dest_stride) const;

	/**
	 * Blocks until the given asynchronous group copies have completed.
	 *
	 * @tparam DeviceEvents any number of `sycl::device_event`
	 * @param events the events returned by `async_work_group_copy`
	 */
	template <typename... DeviceEvents>
	void wait_for(DeviceEvents... events) const;
};

/**
 * The position of one work item in an `nd_range` kernel, expressed in cluster-wide coordinates.
 *
 * Kernels launched with `handler::parallel_for(nd_range, ...)` receive an `nd_item`. Global indices, the
 * global range, group indices and the number of groups refer to the whole launch across all nodes and
 * devices; local indices and ranges refer to the work group. Chunks are always split along work-group
 * boundaries, so every work group runs entirely on one device. A global offset on the `nd_range` shifts
 * global indices by the offset and group indices by `offset / local_range`.
 *
 * ```cpp
 * //% celerity::buffer<float, 1> a{celerity::range<1>{4096}}, b{celerity::range<1>{4096}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{a, cgh, celerity::access::one_to_one{}, celerity::read_only};
 *     celerity::accessor out{b, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     celerity::local_accessor<float> tile{celerity::range<1>{64}, cgh};
 *     cgh.parallel_for(celerity::nd_range<1>{{4096}, {64}}, [=](celerity::nd_item<1> it) {
 *         tile[it.get_local_id()] = in[it.get_global_id()];
 *         celerity::group_barrier(it.get_group());
 *         out[it.get_global_id()] = tile[63 - it.get_local_id(0)];
 *     });
 * });
 * ```
 *
 * @tparam Dims dimensionality of the kernel (0 to 3)
 * @see nd_range, group, item
 */
template <int Dims = 1>
class nd_item {
  public:
	/// `nd_item`s cannot be default-constructed; they are handed to kernel functions by the runtime.
	nd_item() = delete;

	/// Returns the global index of this work item; any global offset of the `nd_range` is included.
	id<Dims> get_global_id() const;

	/**
	 * Returns one component of the global index.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_global_id(const int dimension) const;

	/**
	 * Returns the row-major linearization of `get_global_id()` within `get_global_range()`.
	 *
	 * @note Unlike `item::get_linear_id()`, the global offset is not subtracted first.
	 */
	size_t get_global_linear_id() const;

	/// Returns the index of this work item within its work group.
	id<Dims> get_local_id() const;

	/**
	 * Returns one component of the index within the work group.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_local_id(int dimension) const;

	/// Returns the row-major linearization of the local index within the work group.
	size_t get_local_linear_id() const;

	/// Returns the work group this item belongs to, for use with group functions and algorithms.
	group<Dims> get_group() const;

	/**
	 * Returns one component of the index of this item's work group among all groups of the launch.
	 *
	 * With a global offset, group indices start at `offset / local_range` (per dimension, rounded down)
	 * instead of zero, just as global indices start at the offset.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_group(const int dimension) const;

	/**
	 * Returns the row-major linearization of the work-group index within `get_group_range()`.
	 *
	 * @note Like `get_group(dimension)`, the index includes the shift by a global offset, so the result can
	 *       exceed `get_group_range().size() - 1`.
	 */
	size_t get_group_linear_id() const;

	/// Returns the number of work groups of the whole launch in each dimension.
	range<Dims> get_group_range() const;

	/**
	 * Returns one component of the number of work groups in the launch.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_group_range(const int dimension) const;

	/**
	 * Returns the SYCL sub-group the calling work item belongs to.
	 *
	 * Sub-groups are a device-level concept and are not translated to cluster-wide coordinates; use SYCL's
	 * sub-group functions (also reachable through the `using sycl::...` declarations in `celerity`) with it.
	 */
	sycl::sub_group get_sub_group() const;

	/// Returns the global range of the launch across all nodes and devices.
	range<Dims> get_global_range() const;

	/**
	 * Returns one component of the global range.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_global_range(const int dimension) const;

	/// Returns the size of a work group in each dimension.
	range<Dims> get_local_range() const;

	/**
	 * Returns one component of the work-group size.
	 *
	 * @param dimension the dimension to query
	 */
	size_t get_local_range(const int dimension) const;

	/// Returns the global offset of the launch (all zeros if none was given).
	id<Dims> get_offset() const;

	/// Returns the complete launch configuration: global range, local range and offset.
	celerity::nd_range<Dims> get_nd_range() const;

	/**
	 * Starts an asynchronous copy from global into local memory, performed by the whole work group.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in local memory
	 * @param src start of the source in global memory
	 * @param num_elements number of elements to copy
	 * @return an event to pass to `wait_for`
	 * @see group::async_work_group_copy
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_local_ptr<T> dest, decorated_global_ptr<T> src, size_t num_elements) const;

	/**
	 * Starts an asynchronous copy from local into global memory, performed by the whole work group.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in global memory
	 * @param src start of the source in local memory
	 * @param num_elements number of elements to copy
	 * @return an event to pass to `wait_for`
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_global_ptr<T> dest, decorated_local_ptr<T> src, size_t num_elements) const;

	/**
	 * Starts an asynchronous gather from strided global memory into contiguous local memory.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in local memory
	 * @param src start of the source in global memory
	 * @param num_elements number of elements to copy
	 * @param src_stride distance between consecutive source elements, in elements
	 * @return an event to pass to `wait_for`
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_local_ptr<T> dest, decorated_global_ptr<T> src, size_t num_elements, size_t src_stride) const;

	/**
	 * Starts an asynchronous scatter from contiguous local memory into strided global memory.
	 *
	 * @tparam T element type
	 * @param dest start of the destination in global memory
	 * @param src start of the source in local memory
	 * @param num_elements number of elements to copy
	 * @param dest_stride distance between consecutive destination elements, in elements
	 * @return an event to pass to `wait_for`
	 */
	template <typename T>
	sycl::device_event async_work_group_copy(decorated_global_ptr<T> dest, decorated_local_ptr<T> src, size_t num_elements, size_t dest_stride) const;

	/**
	 * Blocks until the given asynchronous work-group copies have completed.
	 *
	 * @tparam DeviceEvents any number of `sycl::device_event`
	 * @param events the events returned by `async_work_group_copy`
	 */
	template <typename... DeviceEvents>
	void wait_for(DeviceEvents... events) const;
};

/// Brings SYCL's `group_barrier` overloads (for example for `sycl::sub_group`) into `celerity`, next to the overload for `celerity::group`.
using sycl::group_barrier;

/**
 * Waits until all work items of the group have reached this call.
 *
 * Memory operations issued before the barrier within `scope` are visible to all work items of the group
 * after it. Every work item of the group must reach the same barrier.
 *
 * @tparam Dims dimensionality of the group
 * @param g the work group to synchronise
 * @param scope how far the accompanying memory fence reaches; defaults to the work group
 */
template <int Dims>
void group_barrier(const group<Dims>& g, memory_scope scope = memory_scope_work_group);

/// Brings SYCL's `group_broadcast` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::group_broadcast;

/**
 * Distributes the value held by the group leader to every work item of the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T trivially copyable value type
 * @param g the work group
 * @param x the value each work item contributes; only the leader's is used
 * @return the leader's `x`, in every work item
 */
template <int Dims, typename T>
inline T group_broadcast(const group<Dims>& g, T x);

/**
 * Distributes the value held by one selected work item to every work item of the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T trivially copyable value type
 * @param g the work group
 * @param x the value each work item contributes
 * @param local_linear_id linear local index of the work item whose value is broadcast; must be the same in all work items
 * @return that work item's `x`
 */
template <int Dims, typename T>
inline T group_broadcast(const group<Dims>& g, T x, size_t local_linear_id);

/**
 * Distributes the value held by one selected work item to every work item of the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T trivially copyable value type
 * @param g the work group
 * @param x the value each work item contributes
 * @param local_id local index of the work item whose value is broadcast; must be the same in all work items
 * @return that work item's `x`
 */
template <int Dims, typename T>
inline T group_broadcast(const group<Dims>& g, T x, const id<Dims>& local_id);

/// Brings SYCL's `joint_any_of` overloads into `celerity`, next to the overload for `celerity::group`.
using sycl::joint_any_of;

/**
 * Tests, cooperatively across the group, whether any element of a range satisfies a predicate.
 *
 * All work items pass the same range and share the work of evaluating it.
 *
 * @tparam Dims dimensionality of the group
 * @tparam Ptr pointer type of the range
 * @tparam Predicate unary predicate on the element type
 * @param g the work group
 * @param first start of the range
 * @param last end of the range
 * @param pred the predicate
 * @return `true` in every work item if `pred` holds for at least one element
 */
template <int Dims, typename Ptr, typename Predicate>
bool joint_any_of(const group<Dims>& g, Ptr first, Ptr last, Predicate pred);

/// Brings SYCL's `any_of_group` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::any_of_group;

/**
 * Tests whether a predicate holds for the value of at least one work item of the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T value type
 * @tparam Predicate unary predicate on `T`
 * @param g the work group
 * @param x this work item's value
 * @param pred the predicate applied to each work item's `x`
 * @return `true` in every work item if `pred(x)` holds anywhere in the group
 */
template <int Dims, typename T, typename Predicate>
bool any_of_group(const group<Dims>& g, T x, Predicate pred);

/**
 * Tests whether at least one work item of the group passes `true`.
 *
 * @tparam Dims dimensionality of the group
 * @param g the work group
 * @param pred this work item's condition
 * @return the logical OR of `pred` over the group, in every work item
 */
template <int Dims>
bool any_of_group(const group<Dims>& g, bool pred);

/// Brings SYCL's `joint_all_of` overloads into `celerity`, next to the overload for `celerity::group`.
using sycl::joint_all_of;

/**
 * Tests, cooperatively across the group, whether every element of a range satisfies a predicate.
 *
 * @tparam Dims dimensionality of the group
 * @tparam Ptr pointer type of the range
 * @tparam Predicate unary predicate on the element type
 * @param g the work group
 * @param first start of the range
 * @param last end of the range
 * @param pred the predicate
 * @return `true` in every work item if `pred` holds for all elements
 */
template <int Dims, typename Ptr, typename Predicate>
bool joint_all_of(const group<Dims>& g, Ptr first, Ptr last, Predicate pred);

/// Brings SYCL's `all_of_group` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::all_of_group;

/**
 * Tests whether a predicate holds for the values of all work items of the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T value type
 * @tparam Predicate unary predicate on `T`
 * @param g the work group
 * @param x this work item's value
 * @param pred the predicate applied to each work item's `x`
 * @return `true` in every work item if `pred(x)` holds everywhere in the group
 */
template <int Dims, typename T, typename Predicate>
bool all_of_group(const group<Dims>& g, T x, Predicate pred);

/**
 * Tests whether every work item of the group passes `true`.
 *
 * @tparam Dims dimensionality of the group
 * @param g the work group
 * @param pred this work item's condition
 * @return the logical AND of `pred` over the group, in every work item
 */
template <int Dims>
bool all_of_group(const group<Dims>& g, bool pred);

/// Brings SYCL's `joint_none_of` overloads into `celerity`, next to the overload for `celerity::group`.
using sycl::joint_none_of;

/**
 * Tests, cooperatively across the group, whether no element of a range satisfies a predicate.
 *
 * @tparam Dims dimensionality of the group
 * @tparam Ptr pointer type of the range
 * @tparam Predicate unary predicate on the element type
 * @param g the work group
 * @param first start of the range
 * @param last end of the range
 * @param pred the predicate
 * @return `true` in every work item if `pred` holds for none of the elements
 */
template <int Dims, typename Ptr, typename Predicate>
bool joint_none_of(const group<Dims>& g, Ptr first, Ptr last, Predicate pred);

/// Brings SYCL's `none_of_group` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::none_of_group;

/**
 * Tests whether a predicate holds for the value of no work item of the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T value type
 * @tparam Predicate unary predicate on `T`
 * @param g the work group
 * @param x this work item's value
 * @param pred the predicate applied to each work item's `x`
 * @return `true` in every work item if `pred(x)` holds nowhere in the group
 */
template <int Dims, typename T, typename Predicate>
bool none_of_group(const group<Dims>& g, T x, Predicate pred);

/**
 * Tests whether no work item of the group passes `true`.
 *
 * @tparam Dims dimensionality of the group
 * @param g the work group
 * @param pred this work item's condition
 * @return `true` in every work item if `pred` is `false` everywhere
 */
template <int Dims>
bool none_of_group(const group<Dims>& g, bool pred);

/// Brings SYCL's `permute_group_by_xor` overloads (for sub-groups) into `celerity`.
using sycl::permute_group_by_xor;

/// Brings SYCL's `shift_group_left` overloads (for sub-groups) into `celerity`.
using sycl::shift_group_left;

/// Brings SYCL's `shift_group_right` overloads (for sub-groups) into `celerity`.
using sycl::shift_group_right;

/**
 * Returns the value held by the work item `delta` positions further along in the group.
 *
 * The work item with linear local index `i` receives `x` from index `i + delta`; the result is
 * unspecified where `i + delta` lies outside the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T trivially copyable value type
 * @param g the work group
 * @param x this work item's value
 * @param delta shift distance
 * @return the shifted value
 */
template <int Dims, typename T>
T shift_group_left(const group<Dims>& g, T x, size_t delta = 1);

/**
 * Returns the value held by the work item `delta` positions earlier in the group.
 *
 * The work item with linear local index `i` receives `x` from index `i - delta`; the result is
 * unspecified where `i - delta` is negative.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T trivially copyable value type
 * @param g the work group
 * @param x this work item's value
 * @param delta shift distance
 * @return the shifted value
 */
template <int Dims, typename T>
T shift_group_right(const group<Dims>& g, T x, size_t delta = 1);

/**
 * Exchanges values between work items whose linear local indices differ by an XOR mask.
 *
 * The work item with linear local index `i` receives `x` from index `i ^ mask`.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T trivially copyable value type
 * @param g the work group
 * @param x this work item's value
 * @param mask the XOR mask, the same in all work items
 * @return the value of the partner work item
 */
template <int Dims, typename T>
T permute_group_by_xor(const group<Dims>& g, T x, size_t mask);

/// Brings SYCL's `select_from_group` overloads (for sub-groups) into `celerity`.
using sycl::select_from_group;

/**
 * Returns the value held by an arbitrary work item of the group.
 *
 * Unlike `group_broadcast`, every work item may name a different source.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T trivially copyable value type
 * @param g the work group
 * @param x this work item's value
 * @param remote_local_id local index of the work item to read from
 * @return that work item's `x`
 * @note The index is converted to a `sycl::id<Dims>` from a single number, which is only meaningful for one-dimensional groups.
 */
template <int Dims, typename T>
T select_from_group(const group<Dims>& g, T x, size_t remote_local_id);

/// Brings SYCL's `joint_reduce` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::joint_reduce;

/**
 * Combines all elements of a range into one value, cooperatively across the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam Ptr pointer type of the range
 * @tparam BinaryOperation associative combining operation, for example `sycl::plus<>`
 * @param g the work group
 * @param first start of the range (the same in all work items)
 * @param last end of the range
 * @param binary_op the combining operation
 * @return the combined value, in every work item
 */
template <int Dims, typename Ptr, typename BinaryOperation>
typename std::iterator_traits<Ptr>::value_type joint_reduce(const group<Dims>& g, Ptr first, Ptr last, BinaryOperation binary_op);

/**
 * Combines all elements of a range and a starting value into one value, cooperatively across the group.
 *
 * @tparam Dims dimensionality of the group
 * @tparam Ptr pointer type of the range
 * @tparam T result type
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param first start of the range
 * @param last end of the range
 * @param init value combined with the elements
 * @param binary_op the combining operation
 * @return the combined value, in every work item
 */
template <int Dims, typename Ptr, typename T, typename BinaryOperation>
T joint_reduce(const group<Dims>& g, Ptr first, Ptr last, T init, BinaryOperation binary_op);

/// Brings SYCL's `reduce_over_group` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::reduce_over_group;

/**
 * Combines one value from each work item of the group into a single result.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T value type
 * @tparam BinaryOperation associative combining operation, for example `sycl::plus<T>`
 * @param g the work group
 * @param x this work item's contribution
 * @param binary_op the combining operation
 * @return the combination of all contributions, in every work item
 * @note This reduces within one work group only. For results across the whole launch, see `celerity::reduction`.
 */
template <int Dims, typename T, typename BinaryOperation>
T reduce_over_group(const group<Dims>& g, T x, BinaryOperation binary_op);

/**
 * Combines one value from each work item of the group and a starting value into a single result.
 *
 * @tparam Dims dimensionality of the group
 * @tparam V type of the contributions
 * @tparam T result type
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param x this work item's contribution
 * @param init value combined with all contributions
 * @param binary_op the combining operation
 * @return the combined result, in every work item
 */
template <int Dims, typename V, typename T, typename BinaryOperation>
T reduce_over_group(const group<Dims>& g, V x, T init, BinaryOperation binary_op);

/// Brings SYCL's `joint_exclusive_scan` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::joint_exclusive_scan;

/**
 * Writes the exclusive prefix combination of a range to an output range, cooperatively across the group.
 *
 * Output element `i` holds the combination of input elements `0` to `i - 1`; the first output element
 * holds the identity of `binary_op`.
 *
 * @tparam Dims dimensionality of the group
 * @tparam InPtr pointer type of the input range
 * @tparam OutPtr pointer type of the output range
 * @tparam BinaryOperation associative combining operation with a known identity
 * @param g the work group
 * @param first start of the input
 * @param last end of the input
 * @param result start of the output
 * @param binary_op the combining operation
 * @return the end of the output range
 */
template <int Dims, typename InPtr, typename OutPtr, typename BinaryOperation>
OutPtr joint_exclusive_scan(const group<Dims>& g, InPtr first, InPtr last, OutPtr result, BinaryOperation binary_op);

/**
 * Writes the exclusive prefix combination of a range, starting from `init`, to an output range.
 *
 * @tparam Dims dimensionality of the group
 * @tparam InPtr pointer type of the input range
 * @tparam OutPtr pointer type of the output range
 * @tparam T type of the starting value
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param first start of the input
 * @param last end of the input
 * @param result start of the output
 * @param init value placed first and combined into every following element
 * @param binary_op the combining operation
 * @return the value returned by SYCL's `joint_exclusive_scan` (the end of the output range), converted to `T`
 * @warning The return type is declared as `T` although the SYCL algorithm returns an `OutPtr`, so this
 *          overload only compiles where `OutPtr` is convertible to `T`. Read the results from the output range.
 */
template <int Dims, typename InPtr, typename OutPtr, typename T, typename BinaryOperation>
T joint_exclusive_scan(const group<Dims>& g, InPtr first, InPtr last, OutPtr result, T init, BinaryOperation binary_op);

/// Brings SYCL's `exclusive_scan_over_group` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::exclusive_scan_over_group;

/**
 * Computes, for each work item, the combination of the values of all work items before it in the group.
 *
 * Order is given by the linear local index. The first work item receives the identity of `binary_op`.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T value type
 * @tparam BinaryOperation associative combining operation with a known identity
 * @param g the work group
 * @param x this work item's value
 * @param binary_op the combining operation
 * @return this work item's exclusive prefix
 */
template <int Dims, typename T, typename BinaryOperation>
T exclusive_scan_over_group(const group<Dims>& g, T x, BinaryOperation binary_op);

/**
 * Like `exclusive_scan_over_group(g, x, binary_op)`, but the scan starts from `init` instead of the identity.
 *
 * @tparam Dims dimensionality of the group
 * @tparam V type of the contributions
 * @tparam T result type
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param x this work item's value
 * @param init starting value, received by the first work item
 * @param binary_op the combining operation
 * @return this work item's exclusive prefix
 */
template <int Dims, typename V, typename T, typename BinaryOperation>
T exclusive_scan_over_group(const group<Dims>& g, V x, T init, BinaryOperation binary_op);

/// Brings SYCL's `joint_inclusive_scan` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::joint_inclusive_scan;

/**
 * Writes the inclusive prefix combination of a range to an output range, cooperatively across the group.
 *
 * Output element `i` holds the combination of input elements `0` to `i`.
 *
 * @tparam Dims dimensionality of the group
 * @tparam InPtr pointer type of the input range
 * @tparam OutPtr pointer type of the output range
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param first start of the input
 * @param last end of the input
 * @param result start of the output
 * @param binary_op the combining operation
 * @return the end of the output range
 */
template <int Dims, typename InPtr, typename OutPtr, typename BinaryOperation>
OutPtr joint_inclusive_scan(const group<Dims>& g, InPtr first, InPtr last, OutPtr result, BinaryOperation binary_op);

/**
 * Like `joint_inclusive_scan(g, first, last, result, binary_op)`, but every prefix is also combined with `init`.
 *
 * @note `init` comes *after* the operation in the parameter list, unlike in the exclusive variant.
 *
 * @tparam Dims dimensionality of the group
 * @tparam InPtr pointer type of the input range
 * @tparam OutPtr pointer type of the output range
 * @tparam T type of the starting value
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param first start of the input
 * @param last end of the input
 * @param result start of the output
 * @param binary_op the combining operation
 * @param init starting value combined into every prefix
 * @return the value returned by SYCL's `joint_inclusive_scan` (the end of the output range), converted to `T`
 * @warning The return type is declared as `T` although the SYCL algorithm returns an `OutPtr`, so this
 *          overload only compiles where `OutPtr` is convertible to `T`. Read the results from the output range.
 */
template <int Dims, typename InPtr, typename OutPtr, typename T, typename BinaryOperation>
T joint_inclusive_scan(const group<Dims>& g, InPtr first, InPtr last, OutPtr result, BinaryOperation binary_op, T init);

/**
 * Computes, for each work item, the combination of its own value and the values of all work items before it.
 *
 * Order is given by the linear local index.
 *
 * @tparam Dims dimensionality of the group
 * @tparam T value type
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param x this work item's value
 * @param binary_op the combining operation
 * @return this work item's inclusive prefix
 */
template <int Dims, typename T, typename BinaryOperation>
T inclusive_scan_over_group(const group<Dims>& g, T x, BinaryOperation binary_op);

/// Brings SYCL's `inclusive_scan_over_group` overloads into `celerity`, next to the overloads for `celerity::group`.
using sycl::inclusive_scan_over_group;

/**
 * Like `inclusive_scan_over_group(g, x, binary_op)`, but every prefix is also combined with `init`.
 *
 * @tparam Dims dimensionality of the group
 * @tparam V type of the contributions
 * @tparam T result type
 * @tparam BinaryOperation associative combining operation
 * @param g the work group
 * @param x this work item's value
 * @param binary_op the combining operation
 * @param init starting value combined into every prefix
 * @return this work item's inclusive prefix
 */
template <int Dims, typename V, typename T, typename BinaryOperation>
T inclusive_scan_over_group(const group<Dims>& g, V x, BinaryOperation binary_op, T init);

} // namespace celerity
