// celerity-source: include/partition.h
#pragma once

#include "ranges.h"

#include <cstddef>

#include <mpi.h>

namespace celerity {

/**
 * The part of a host task's iteration space that one invocation of the task functor is responsible for.
 *
 * A distributed host task (`handler::host_task(range, ...)`) is split by the runtime, and each invocation of the
 * functor receives a `partition` describing its own piece. Together with
 * `accessor::get_allocation_window`, it lets host code process the local part of a buffer in one go, e.g.
 * to hand it to a library.
 *
 * Partitions are created by the runtime only; user code receives them as a parameter of the host task.
 *
 * @tparam Dims Dimensionality of the host task's iteration space (0 to 3).
 *
 * ```cpp
 * //% void process(float value);
 * //% const size_t n = 1024;
 * //% celerity::buffer<float, 1> values{celerity::range<1>{n}};
 * //% celerity::accessor acc{values, cgh, celerity::access::one_to_one{}, celerity::read_only_host_task};
 * cgh.host_task(celerity::range<1>{n}, [=](const celerity::partition<1>& part) {
 *     const celerity::subrange<1> mine = part.get_subrange();
 *     for(size_t i = mine.offset[0]; i < mine.offset[0] + mine.range[0]; ++i) {
 *         process(acc[i]); // acc: an accessor declared with celerity::access::one_to_one{} and a *_host_task tag
 *     }
 * });
 * ```
 *
 * @see handler::host_task, experimental::collective_partition
 */
template <int Dims>
class partition {
  public:
	/**
	 * Returns the piece of the iteration space assigned to this invocation.
	 *
	 * @return Offset and extent of the piece, in global coordinates (the host task's offset included).
	 */
	const subrange<Dims>& get_subrange() const;

	/**
	 * Returns the size of the host task's complete iteration space.
	 *
	 * @return The global range passed to `handler::host_task`.
	 */
	const range<Dims>& get_global_size() const;
};

} // namespace celerity

namespace celerity::experimental {

/**
 * The partition passed to a collective host task: one item per participating node.
 *
 * The iteration space of a collective host task has exactly one element per node, so `get_subrange()` is the
 * single index of the local node and `get_global_size()` the node count. In addition, the partition exposes the
 * MPI communicator of the task's collective group, on which the task may call collective MPI operations (e.g.
 * parallel HDF5 I/O) without interfering with the runtime's own communication or with other groups.
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * //% celerity::buffer<float, 1> data{celerity::range<1>{1024}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor a{data, cgh, celerity::experimental::access::even_split<1>{}, celerity::read_only_host_task};
 *     cgh.host_task(celerity::experimental::collective, [=](const celerity::experimental::collective_partition& part) {
 *         const auto window = a.get_allocation_window(part); // this node's part of data
 *         MPI_Comm comm = part.get_collective_mpi_comm();
 *         int rank = 0;
 *         MPI_Comm_rank(comm, &rank); // rank within the collective group
 *         std::printf("node %zu of %zu\n", part.get_node_index(), part.get_num_nodes());
 *     });
 * });
 * ```
 *
 * @see handler::host_task, collective_group, collective
 */
class collective_partition : public partition<1> {
  public:
	/**
	 * Returns the MPI communicator of the collective group that the task runs in.
	 *
	 * Every collective group has a communicator of its own that spans all nodes, so collective MPI calls
	 * issued in tasks of different groups cannot be mixed up.
	 *
	 * @return The group's communicator. The runtime owns it; do not free it.
	 */
	MPI_Comm get_collective_mpi_comm() const;

	/**
	 * Returns the index of the local node among the participating nodes.
	 *
	 * @return A value in `[0, get_num_nodes())`.
	 */
	size_t get_node_index() const;

	/**
	 * Returns how many nodes take part in the collective host task.
	 *
	 * @return The number of nodes in the cluster.
	 */
	size_t get_num_nodes() const;
};

} // namespace celerity::experimental
