// celerity-source: include/host_utils.h
#pragma once

#include "item.h"
#include "ranges.h"

namespace celerity {

/// Declares `partition`; see partition.h.
template <int Dims>
class partition;

} // namespace celerity

namespace celerity::experimental {

/**
 * Calls a function once for every index of the part of a host task's iteration space that this invocation
 * received.
 *
 * Inside a distributed `host_task`, the `partition` handed to the task describes which subrange this
 * invocation works on (the node's share, or a piece of it when the task is oversubscribed). This helper
 * walks that subrange in row-major order (the last dimension varies fastest) and passes each position to
 * `func` as an `item`, so host code can be written in the same style as a device kernel body. The items
 * report the partition's global size as their range and the start of the partition as their offset.
 *
 * ```cpp
 * //% celerity::buffer<float, 2> buf{celerity::range<2>{64, 64}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor acc{buf, cgh, celerity::access::one_to_one{}, celerity::read_write_host_task};
 *     cgh.host_task(buf.get_range(), [=](celerity::partition<2> part) {
 *         celerity::experimental::for_each_item(part, [&](celerity::item<2> it) { acc[it] *= 2; });
 *     });
 * });
 * ```
 *
 * @tparam Dims dimensionality of the iteration space (0 to 3); for 0 the function is called exactly once
 * @tparam Functor callable that accepts a `celerity::item<Dims>` (checked at compile time)
 * @param part the partition received by the host task
 * @param func the function to call for each index; it is called sequentially on the calling thread
 */
template <int Dims, typename Functor>
void for_each_item(const partition<Dims> part, Functor func);

/**
 * Calls a function once for every index of a complete range, on the calling thread.
 *
 * Useful in host tasks that run on a single node (for example with `celerity::on_master_node`) or in ordinary host
 * code. Every index of `range`, starting from zero, is passed to `func` as an `item` whose range is
 * `range` and whose offset is zero. The traversal is row-major (the last dimension varies fastest).
 *
 * ```cpp
 * celerity::experimental::for_each_item(celerity::range<2>{4, 8}, [&](celerity::item<2> it) {
 *     std::printf("(%zu, %zu)\n", it[0], it[1]);
 * });
 * ```
 *
 * @tparam Dims dimensionality of the range (0 to 3)
 * @tparam Functor callable that accepts a `celerity::item<Dims>`
 * @param range the index space to walk
 * @param func the function to call for each index
 */
template <int Dims, typename Functor>
void for_each_item(const range<Dims> range, Functor func);

} // namespace celerity::experimental
