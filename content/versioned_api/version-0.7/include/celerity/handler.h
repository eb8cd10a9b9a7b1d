// celerity-source: include/handler.h
#pragma once

#include "buffer.h"
#include "hint.h"
#include "item.h"
#include "partition.h"
#include "range_mapper.h"
#include "ranges.h"
#include "sycl_wrappers.h"
#include "types.h"

#include <cstddef>
#include <type_traits>

#include <sycl/sycl.hpp>

namespace celerity {
class handler;
}

namespace celerity::experimental {

/**
 * Restricts how finely the runtime may cut a command group's iteration space.
 *
 * Every chunk created by the runtime then has an extent that is a multiple of `constraint` in every
 * dimension. Use it when the writes of different chunks are only disjoint for certain splits, for example
 * when all work items of a matrix row contribute to one output element per row, or to avoid chunks so small
 * that devices are under-utilized and transfers dominate.
 *
 * For an nd-range `parallel_for`, chunks are already multiples of the work-group size; the effective granularity
 * then becomes the least common multiple of the work-group size and `constraint`.
 *
 * Call it inside the command group function before launching the kernel or host task. It has no effect on
 * host tasks without an explicit global range (`on_master_node`, `once`, `experimental::collective`).
 *
 * @tparam Dims Dimensionality of the iteration space; must match the kernel's.
 * @param cgh The handler of the current command group.
 * @param constraint Required granularity per dimension. Every (effective) granularity must be non-zero and
 *                   divide the global range evenly; otherwise launching the kernel throws `std::runtime_error`.
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * // A kernel over a 256 x 1024 matrix writes one element of row_sums per matrix row.
 * // Never cutting a row apart keeps the row_sums elements written by different chunks disjoint.
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::experimental::constrain_split(cgh, celerity::range<2>{1, 1024});
 *     // ... accessors and parallel_for over celerity::range<2>{256, 1024} ...
 * });
 * ```
 *
 * @see hint
 */
template <int Dims>
void constrain_split(handler& cgh, const range<Dims>& constraint);

/**
 * An ordered channel for collective host tasks, backed by its own communicator (an MPI communicator in builds
 * with MPI, the default).
 *
 * Collective host tasks submitted to the same group run in the same order on every node and, on each node, one
 * after another. Each group owns a separate communicator spanning all nodes, so MPI calls made by tasks of
 * different groups do not interfere with each other.
 *
 * Tasks submitted with plain `celerity::experimental::collective` use a default group shared by the whole program.
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * celerity::experimental::collective_group io_group;
 * q.submit([&](celerity::handler& cgh) {
 *     cgh.host_task(celerity::experimental::collective(io_group), [=](celerity::experimental::collective_partition part) {
 *         MPI_Barrier(part.get_collective_mpi_comm());
 *     });
 * });
 * ```
 *
 * @see collective, collective_partition
 */
class collective_group {
  public:
	/**
	 * Creates a new group, distinct from every group created before.
	 *
	 * Group identities are assigned in creation order, so all nodes must create their groups in the same order.
	 *
	 * @note Create groups only on the application thread, never from inside a host task.
	 */
	collective_group() noexcept;
};

} // namespace celerity::experimental

namespace celerity::detail {

/// Implementation detail: default kernel name, used when `parallel_for` is called without an explicit kernel name.
struct unnamed_kernel {};

/// Implementation detail: the value returned by `celerity::reduction`, passed on to `handler::parallel_for`.
template <typename DataT, int Dims, typename BinaryOperation, bool WithExplicitIdentity>
class reduction_descriptor;

/// Implementation detail: checks that a `parallel_for` argument list consists of reduction descriptors followed by one kernel.
template <typename... ReductionsAndKernel>
struct is_reductions_and_kernel_object;

/// Implementation detail: `true` iff the (cv-ref stripped) argument types are zero or more reduction descriptors followed by a kernel.
template <typename... KernelAndReductions>
constexpr bool is_reductions_and_kernel_v = is_reductions_and_kernel_object<std::remove_cv_t<std::remove_reference_t<KernelAndReductions>>...>::value;

/// Implementation detail: marks a collective host task; obtained from `celerity::experimental::collective`.
class collective_tag;

/// Implementation detail: the type of `celerity::experimental::collective`.
class collective_tag_factory {
  public:
	/// Selects the default collective group.
	operator collective_tag() const;

	/// Selects the collective group `cg`.
	collective_tag operator()(experimental::collective_group cg) const;
};

} // namespace celerity::detail

namespace celerity::experimental {

/**
 * Tag that selects the collective overload of `handler::host_task`.
 *
 * Use it as is to run the task in the program-wide default collective group, or call it with a
 * `collective_group` to pick a specific group:
 *
 * ```cpp
 * // in one command group: the default collective group
 * cgh.host_task(celerity::experimental::collective, [=](celerity::experimental::collective_partition part) {
 *     // ...
 * });
 *
 * // in another: a group of its own, created once
 * celerity::experimental::collective_group checkpoint_group;
 * cgh.host_task(celerity::experimental::collective(checkpoint_group), [=](celerity::experimental::collective_partition part) {
 *     // ...
 * });
 * ```
 *
 * @note Experimental: this API may change in future releases.
 *
 * @see collective_group, handler::host_task
 */
inline constexpr detail::collective_tag_factory collective;

} // namespace celerity::experimental

namespace celerity::detail {

/// Implementation detail: the type of `celerity::on_master_node`.
class on_master_node_tag {};

/// Implementation detail: the type of `celerity::once`.
class once_tag {};

} // namespace celerity::detail

namespace celerity {

/**
 * Tag that makes `handler::host_task` run the task on the master node (node 0) only.
 *
 * Every task submitted with this tag executes on the same node, which matters when tasks share node-local state
 * such as an open file in a `host_object`.
 *
 * ```cpp
 * //% celerity::buffer<float, 0> value;
 * //% celerity::accessor result{value, cgh, celerity::read_only_host_task};
 * cgh.host_task(celerity::on_master_node, [=] { std::printf("result: %f\n", *result); });
 * ```
 *
 * @see once, handler::host_task
 */
inline constexpr detail::on_master_node_tag on_master_node;

/**
 * Tag that makes `handler::host_task` run the task exactly once, on a single node.
 *
 * Same as passing a zero-dimensional range, `celerity::range<0>{}`. Unlike `on_master_node`, which node executes
 * the task is up to the runtime.
 *
 * ```cpp
 * //% struct statistics {};
 * //% void write_summary(const statistics& stats);
 * //% celerity::buffer<statistics, 0> statistics_buffer;
 * //% celerity::accessor stats{statistics_buffer, cgh, celerity::read_only_host_task};
 * cgh.host_task(celerity::once, [=] { write_summary(*stats); });
 * ```
 *
 * @see on_master_node, handler::host_task
 */
inline constexpr detail::once_tag once;

/**
 * Records what a command group does; passed to the command group function by `queue::submit`.
 *
 * A command group function receives a `handler&` and uses it to
 * 1. declare data requirements: construct `accessor`s, `experimental::side_effect`s and `reduction`s with the
 *    handler, then
 * 2. launch exactly one operation: a device kernel with `parallel_for` or a host task with `host_task`.
 *
 * Requirements must be declared before the kernel or host task is launched. The runtime uses them to split the
 * work, to order it after conflicting earlier command groups and to move the necessary data.
 *
 * Handlers are created by the runtime only and can be neither copied nor moved.
 *
 * ```cpp
 * //% const size_t n = 1024;
 * //% celerity::buffer<float, 1> src{celerity::range<1>{n}}, dst{celerity::range<1>{n}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{src, cgh, celerity::access::neighborhood{{1}}, celerity::read_only};
 *     celerity::accessor out{dst, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     cgh.parallel_for(celerity::range<1>{n - 2}, celerity::id<1>{1}, [=](celerity::item<1> it) {
 *         out[it] = (in[it[0] - 1] + in[it] + in[it[0] + 1]) / 3.f;
 *     });
 * });
 * ```
 *
 * @see queue::submit
 */
class handler {
  public:
	/// Handlers cannot be copied.
	handler(const handler&) = delete;

	/// Handlers cannot be moved.
	handler(handler&&) = delete;

	/// Handlers cannot be copy-assigned.
	handler& operator=(const handler&) = delete;

	/// Handlers cannot be move-assigned.
	handler& operator=(handler&&) = delete;

	/// Destroys the handler (done by the runtime after the command group function has returned).
	~handler() = default;

	/**
	 * Launches a data-parallel device kernel over a range, optionally with reductions.
	 *
	 * The runtime splits `global_range` into chunks that are executed on the devices of all nodes. The kernel
	 * is called once per index with a `celerity::item<Dims>` whose id and range are global, i.e. independent of
	 * the chunk it runs in. For every reduction passed before the kernel, the kernel receives one additional
	 * argument: a SYCL reducer (`auto&`) to which it contributes values with `combine()` or the matching
	 * compound operator.
	 *
	 * The kernel must be copyable (checked at compile time) and must capture accessors by value (`[=]`); an accessor
	 * captured by reference is reported with an exception at submission.
	 *
	 * @tparam KernelName Optional name type for the kernel, as in SYCL. It is also used as the task's debug name.
	 * @tparam Dims Dimensionality of the iteration space (deduced).
	 * @tparam ReductionsAndKernel Deduced types of the trailing arguments.
	 * @param global_range Iteration space. Must contain at least one element.
	 * @param reductions_and_kernel Zero or more values returned by `celerity::reduction`, followed by the kernel
	 *        functor, invocable as `void(celerity::item<Dims>, auto&... reducers)`.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 1> xs{celerity::range<1>{1024}}, ys{celerity::range<1>{1024}};
	 * //% celerity::buffer<float, 0> sum;
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor x{xs, cgh, celerity::access::one_to_one{}, celerity::read_only};
	 *     celerity::accessor y{ys, cgh, celerity::access::one_to_one{}, celerity::read_write};
	 *     auto total = celerity::reduction(sum, cgh, sycl::plus<float>{}, celerity::property::reduction::initialize_to_identity{});
	 *     cgh.parallel_for(xs.get_range(), total, [=](celerity::item<1> it, auto& s) {
	 *         y[it] += 2.f * x[it]; // axpy
	 *         s += y[it];           // and the sum of the result
	 *     });
	 * });
	 * ```
	 *
	 * @see reduction, experimental::constrain_split, experimental::hint
	 */
	template <typename KernelName = detail::unnamed_kernel, int Dims, typename... ReductionsAndKernel,
	    std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int> = 0>
	void parallel_for(range<Dims> global_range, ReductionsAndKernel&&... reductions_and_kernel);

	/**
	 * Launches a data-parallel device kernel over a range that starts at an offset.
	 *
	 * Like `parallel_for(range, ...)`, but the item ids run from `global_offset` to
	 * `global_offset + global_range` (exclusive). Useful for skipping a border, e.g. in stencil codes.
	 *
	 * @tparam KernelName Optional name type for the kernel.
	 * @tparam Dims Dimensionality of the iteration space (deduced).
	 * @tparam ReductionsAndKernel Deduced types of the trailing arguments.
	 * @param global_range Number of work items per dimension. Must contain at least one element.
	 * @param global_offset Id of the first work item.
	 * @param reductions_and_kernel Zero or more reductions followed by the kernel functor.
	 *
	 * ```cpp
	 * //% const size_t h = 64, w = 64;
	 * // Update the interior of a 2D grid, leaving a one-element border untouched.
	 * cgh.parallel_for(celerity::range<2>{h - 2, w - 2}, celerity::id<2>{1, 1}, [=](celerity::item<2> it) {
	 *     // ...
	 * });
	 * ```
	 */
	template <typename KernelName = detail::unnamed_kernel, int Dims, typename... ReductionsAndKernel,
	    std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int> = 0>
	void parallel_for(range<Dims> global_range, id<Dims> global_offset, ReductionsAndKernel&&... reductions_and_kernel);

	/**
	 * Launches a one-dimensional device kernel; shorthand for `parallel_for(range<1>(global_range), ...)`.
	 *
	 * @tparam KernelName Optional name type for the kernel.
	 * @tparam ReductionsAndKernel Deduced types of the trailing arguments.
	 * @param global_range Number of work items. Must be at least 1.
	 * @param reductions_and_kernel Zero or more reductions followed by a kernel invocable as
	 *        `void(celerity::item<1>, auto&... reducers)`.
	 *
	 * ```cpp
	 * //% celerity::buffer<int, 1> zeros{celerity::range<1>{1024}};
	 * //% celerity::accessor out{zeros, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
	 * cgh.parallel_for(1024, [=](celerity::item<1> it) { out[it] = 0; });
	 * ```
	 */
	template <typename KernelName = detail::unnamed_kernel, typename... ReductionsAndKernel,
	    std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int> = 0>
	void parallel_for(const size_t global_range, ReductionsAndKernel&&... reductions_and_kernel);

	/**
	 * Launches a one-dimensional device kernel starting at an offset; shorthand for
	 * `parallel_for(range<1>(global_range), id<1>(global_offset), ...)`.
	 *
	 * @tparam KernelName Optional name type for the kernel.
	 * @tparam ReductionsAndKernel Deduced types of the trailing arguments.
	 * @param global_range Number of work items. Must be at least 1.
	 * @param global_offset Id of the first work item.
	 * @param reductions_and_kernel Zero or more reductions followed by a kernel invocable as
	 *        `void(celerity::item<1>, auto&... reducers)`.
	 */
	template <typename KernelName = detail::unnamed_kernel, typename... ReductionsAndKernel,
	    std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int> = 0>
	void parallel_for(const size_t global_range, const size_t global_offset, ReductionsAndKernel&&... reductions_and_kernel);

	/**
	 * Launches a device kernel organized in work groups, optionally with reductions.
	 *
	 * The kernel receives a `celerity::nd_item<Dims>` and can use work-group features: local memory
	 * (`local_accessor`), `group_barrier` and the group algorithms such as `reduce_over_group`. The runtime only
	 * splits the iteration space at work-group boundaries, so every chunk consists of whole groups. Global and
	 * group ids seen by the kernel refer to the complete iteration space.
	 *
	 * @tparam KernelName Optional name type for the kernel.
	 * @tparam Dims Dimensionality of the iteration space (deduced).
	 * @tparam ReductionsAndKernel Deduced types of the trailing arguments.
	 * @param execution_range Global range, work-group (local) range and optional offset. The global range must be
	 *        divisible by the local range.
	 * @param reductions_and_kernel Zero or more reductions followed by a kernel invocable as
	 *        `void(celerity::nd_item<Dims>, auto&... reducers)`.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 1> values{celerity::range<1>{65536}};
	 * //% celerity::buffer<float, 0> sum;
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor in{values, cgh, celerity::access::one_to_one{}, celerity::read_only};
	 *     auto total = celerity::reduction(sum, cgh, sycl::plus<float>{}, celerity::property::reduction::initialize_to_identity{});
	 *     cgh.parallel_for(celerity::nd_range<1>{{65536}, {256}}, total, [=](celerity::nd_item<1> it, auto& s) {
	 *         const float group_sum = celerity::reduce_over_group(it.get_group(), in[it.get_global_id()], sycl::plus<float>{});
	 *         if(it.get_local_id(0) == 0) { s += group_sum; }
	 *     });
	 * });
	 * ```
	 *
	 * @see nd_range, nd_item
	 */
	template <typename KernelName = detail::unnamed_kernel, int Dims, typename... ReductionsAndKernel,
	    std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int> = 0>
	void parallel_for(celerity::nd_range<Dims> execution_range, ReductionsAndKernel&&... reductions_and_kernel);

	/**
	 * Launches a host task that runs once, on the master node (node 0).
	 *
	 * The functor runs on a worker thread of node 0 once its dependencies are satisfied. Independent host
	 * tasks may run at the same time, so shared state needs synchronization, e.g. via a side effect on a
	 * `host_object`. Because all such tasks execute on the same node, they can rely on node-local state such as an
	 * open file.
	 *
	 * @tparam Functor Callable invocable as `void()` or `void(const celerity::partition<0>&)`.
	 * @param on_master_node Pass `celerity::on_master_node`.
	 * @param task The functor. Must be copyable and capture accessors and side effects by value.
	 *
	 * ```cpp
	 * //% const size_t n = 16;
	 * //% celerity::buffer<float, 1> result{celerity::range<1>{n}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor r{result, cgh, celerity::access::all{}, celerity::read_only_host_task};
	 *     cgh.host_task(celerity::on_master_node, [=] {
	 *         for(size_t i = 0; i < n; ++i) { std::printf("%f\n", r[i]); } // n: number of elements in result
	 *     });
	 * });
	 * ```
	 *
	 * @see once
	 */
	template <typename Functor>
	void host_task(const detail::on_master_node_tag on_master_node, Functor&& task);

	/**
	 * Launches a collective host task that runs once on every node, e.g. for MPI-based I/O.
	 *
	 * The iteration space has one item per node, so buffer accesses declared through range mappers such as
	 * `experimental::access::even_split` give every node its own slice. Inside the task, the
	 * `collective_partition` reports the node index, node count and (in builds with MPI) the MPI communicator of
	 * the collective group.
	 * Collective tasks of one group execute in the same order on all nodes, so collective MPI calls (e.g.
	 * parallel HDF5) can be used safely.
	 *
	 * @tparam Functor Callable invocable as `void(const celerity::experimental::collective_partition&)` or as
	 *         `void(const celerity::partition<1>&)` (its base class). The runtime always passes the partition, so
	 *         unlike with `on_master_node` and `once`, a functor without parameters does not compile.
	 * @param collective Pass `celerity::experimental::collective` or `celerity::experimental::collective(group)`.
	 * @param task The functor. Must be copyable and capture accessors and side effects by value.
	 *
	 * ```cpp
	 * //% template <typename Rows>
	 * //% void write_my_rows_with_mpi_io(MPI_Comm comm, size_t node_index, size_t num_nodes, const Rows& rows);
	 * //% celerity::buffer<float, 2> grid{celerity::range<2>{1024, 1024}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor a{grid, cgh, celerity::experimental::access::even_split<2>{}, celerity::read_only_host_task};
	 *     cgh.host_task(celerity::experimental::collective, [=](celerity::experimental::collective_partition part) {
	 *         write_my_rows_with_mpi_io(part.get_collective_mpi_comm(), part.get_node_index(), part.get_num_nodes(), a);
	 *     });
	 * });
	 * ```
	 *
	 * @see experimental::collective, experimental::collective_group, experimental::collective_partition
	 */
	template <typename Functor>
	void host_task(const detail::collective_tag collective, Functor&& task);

	/**
	 * Launches a distributed host task over an iteration space with an offset.
	 *
	 * The runtime splits the iteration space among nodes like a device kernel, but runs the functor on host
	 * worker threads, once per chunk, passing a `partition<Dims>` that describes the chunk. Which and how many
	 * chunks a node receives (possibly none or several) is not specified, nor is the order of execution
	 * beyond the dependencies between tasks. Independent host tasks may run concurrently.
	 *
	 * @tparam Dims Dimensionality of the iteration space (deduced).
	 * @tparam Functor Callable invocable as `void(const celerity::partition<Dims>&)`. For one or more dimensions the
	 *         runtime always passes the partition, so a functor without parameters does not compile; only a
	 *         zero-dimensional range (what `once` uses) also accepts `void()`.
	 * @param global_range Iteration space. Must contain at least one element.
	 * @param global_offset Offset of the iteration space.
	 * @param task The functor. Must be copyable and capture accessors and side effects by value.
	 *
	 * @see partition, accessor::get_allocation_window
	 */
	template <int Dims, typename Functor>
	void host_task(range<Dims> global_range, id<Dims> global_offset, Functor&& task);

	/**
	 * Launches a distributed host task over an iteration space starting at zero.
	 *
	 * Same as `host_task(global_range, id<Dims>{}, task)`.
	 *
	 * @tparam Dims Dimensionality of the iteration space (deduced).
	 * @tparam Functor Callable invocable as `void(const celerity::partition<Dims>&)`. For one or more dimensions the
	 *         runtime always passes the partition, so a functor without parameters does not compile; only a
	 *         zero-dimensional range (what `once` uses) also accepts `void()`.
	 * @param global_range Iteration space. Must contain at least one element.
	 * @param task The functor. Must be copyable and capture accessors and side effects by value.
	 *
	 * ```cpp
	 * //% void compress_tile(const float* allocation, celerity::range<2> allocation_range, celerity::id<2> offset, celerity::range<2> window);
	 * //% celerity::buffer<float, 2> image{celerity::range<2>{1080, 1920}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor img{image, cgh, celerity::access::one_to_one{}, celerity::read_only_host_task};
	 *     cgh.host_task(image.get_range(), [=](const celerity::partition<2>& part) {
	 *         const auto window = img.get_allocation_window(part);
	 *         // window.get_allocation() points to the node-local allocation; window.get_window_offset_in_allocation()
	 *         // and window.get_window_range() locate this chunk's elements inside it
	 *         compress_tile(window.get_allocation(), window.get_allocation_range(), window.get_window_offset_in_allocation(), window.get_window_range());
	 *     });
	 * });
	 * ```
	 *
	 * @see partition
	 */
	template <int Dims, typename Functor>
	void host_task(range<Dims> global_range, Functor&& task);

	/**
	 * Launches a host task that runs exactly once, on one node chosen by the runtime.
	 *
	 * Same as `host_task(range<0>{}, task)`. Use `on_master_node` instead if several tasks must run on the same node.
	 *
	 * @tparam Functor Callable invocable as `void()` or `void(const celerity::partition<0>&)`.
	 * @param once Pass `celerity::once`.
	 * @param task The functor. Must be copyable and capture accessors and side effects by value.
	 *
	 * ```cpp
	 * //% celerity::buffer<int, 0> count;
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor n{count, cgh, celerity::read_only_host_task}; // count is a celerity::buffer<int, 0>
	 *     cgh.host_task(celerity::once, [=] { std::printf("%d particles left\n", *n); });
	 * });
	 * ```
	 *
	 * @see on_master_node
	 */
	template <typename Functor>
	void host_task(const detail::once_tag once, Functor&& task);
};

/**
 * Creates a cluster-wide reduction into a buffer, for an operation whose identity SYCL knows.
 *
 * Pass the returned object to `handler::parallel_for` before the kernel. The kernel then receives a reducer to
 * which each work item contributes values; the runtime combines the contributions of all devices and nodes and
 * writes the result to `vars`, where any later command group on any node can read it.
 *
 * Unless `celerity::property::reduction::initialize_to_identity` is passed, the value already stored in `vars` is
 * included in the result.
 *
 * @tparam DataT Element type of the buffer.
 * @tparam Dims Dimensionality of the buffer.
 * @tparam BinaryOperation A SYCL function object with a known identity for `DataT`, such as `sycl::plus<DataT>`,
 *         `sycl::minimum<DataT>` or `sycl::bit_or<DataT>`. For other operations use the overload with an explicit identity.
 * @param vars The result buffer. It must contain exactly one element (`buffer<T, 0>`, or a one-element buffer of
 *        higher dimensionality); otherwise `std::runtime_error` is thrown.
 * @param cgh The handler of the current command group.
 * @param combiner The reduction operation.
 * @param prop_list Optional properties; `celerity::property::reduction::initialize_to_identity` discards the previous buffer value.
 * @return An opaque reduction object to pass to `handler::parallel_for`.
 *
 * ```cpp
 * //% celerity::buffer<float, 1> samples{celerity::range<1>{1024}};
 * celerity::buffer<float, 0> max_value;
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{samples, cgh, celerity::access::one_to_one{}, celerity::read_only};
 *     auto max_red = celerity::reduction(max_value, cgh, sycl::maximum<float>{}, celerity::property::reduction::initialize_to_identity{});
 *     cgh.parallel_for(samples.get_range(), max_red, [=](celerity::item<1> it, auto& max) { max.combine(in[it]); });
 * });
 * const float peak = *q.fence(max_value).get();
 * ```
 *
 * @see handler::parallel_for
 */
template <typename DataT, int Dims, typename BinaryOperation>
auto reduction(buffer<DataT, Dims>& vars, handler& cgh, BinaryOperation combiner, const sycl::property_list& prop_list = {});

/**
 * Creates a cluster-wide reduction into a buffer, with an explicitly given identity.
 *
 * Use this overload for operations whose identity SYCL does not know, such as lambdas or custom function
 * objects. For operations with a known identity this overload is rejected at compile time; use the one
 * without `identity` instead.
 *
 * @tparam DataT Element type of the buffer; `identity` must have exactly this type.
 * @tparam Dims Dimensionality of the buffer.
 * @tparam BinaryOperation Associative and commutative binary operation on `DataT`.
 * @param vars The result buffer. It must contain exactly one element; otherwise `std::runtime_error` is thrown.
 * @param cgh The handler of the current command group.
 * @param identity Identity of `combiner`: `combiner(identity, x) == x` for every `x`.
 * @param combiner The reduction operation.
 * @param prop_list Optional properties; `celerity::property::reduction::initialize_to_identity` discards the previous buffer value.
 * @return An opaque reduction object to pass to `handler::parallel_for`.
 *
 * ```cpp
 * //% celerity::buffer<unsigned, 0> longest;
 * // longest is a celerity::buffer<unsigned, 0>; 0u is the identity of max on unsigned values
 * const auto max_of = [](unsigned a, unsigned b) { return a > b ? a : b; };
 * auto red = celerity::reduction(longest, cgh, 0u, max_of, celerity::property::reduction::initialize_to_identity{});
 * ```
 */
template <typename DataT, int Dims, typename BinaryOperation>
auto reduction(buffer<DataT, Dims>& vars, handler& cgh, const DataT identity, BinaryOperation combiner, const sycl::property_list& prop_list = {});

/**
 * Creates a reduction into a `const` buffer, for an operation with a known identity.
 *
 * @tparam DataT Element type of the buffer.
 * @tparam Dims Dimensionality of the buffer.
 * @tparam BinaryOperation A SYCL function object with a known identity for `DataT`.
 * @param vars The result buffer (must contain exactly one element).
 * @param cgh The handler of the current command group.
 * @param combiner The reduction operation.
 * @param prop_list Optional properties.
 * @return An opaque reduction object to pass to `handler::parallel_for`.
 *
 * @deprecated Pass the buffer as a non-const reference, i.e. capture it by reference in the command group
 *             function (`[&]`) rather than by value.
 */
template <typename DataT, int Dims, typename BinaryOperation>
[[deprecated("Creating reduction from const buffer is deprecated, capture buffer by reference instead")]] auto reduction(
    const buffer<DataT, Dims>& vars, handler& cgh, BinaryOperation combiner, const sycl::property_list& prop_list = {});

/**
 * Creates a reduction into a `const` buffer, with an explicitly given identity.
 *
 * @tparam DataT Element type of the buffer.
 * @tparam Dims Dimensionality of the buffer.
 * @tparam BinaryOperation Associative and commutative binary operation on `DataT`.
 * @param vars The result buffer (must contain exactly one element).
 * @param cgh The handler of the current command group.
 * @param identity Identity of `combiner`.
 * @param combiner The reduction operation.
 * @param prop_list Optional properties.
 * @return An opaque reduction object to pass to `handler::parallel_for`.
 *
 * @deprecated Pass the buffer as a non-const reference, i.e. capture it by reference in the command group
 *             function (`[&]`) rather than by value.
 */
template <typename DataT, int Dims, typename BinaryOperation>
[[deprecated("Creating reduction from const buffer is deprecated, capture buffer by reference instead")]] auto reduction(
    const buffer<DataT, Dims>& vars, handler& cgh, const DataT identity, BinaryOperation combiner, const sycl::property_list& prop_list = {});

} // namespace celerity
