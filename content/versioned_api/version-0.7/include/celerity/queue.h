// celerity-source: include/queue.h
#pragma once

#include "buffer.h"
#include "fence.h"
#include "handler.h"
#include "host_object.h"
#include "ranges.h"
#include "types.h"

#include <future>

namespace celerity::detail {

/// Implementation detail: the type of `celerity::experimental::barrier`, which selects the barrier overload of `queue::wait`.
struct barrier_tag {};

} // namespace celerity::detail

namespace celerity::experimental {

/**
 * Tag value that turns `queue::wait` into a cluster-wide barrier.
 *
 * Pass it as `q.wait(celerity::experimental::barrier)`. Besides waiting for local completion, every node then
 * also waits until all other nodes have reached the same point.
 *
 * @see queue::wait
 */
inline constexpr detail::barrier_tag barrier{};

} // namespace celerity::experimental

namespace celerity {

/**
 * The entry point for submitting work to a cluster of accelerators.
 *
 * A `queue` accepts *command groups*: callables taking a `handler&` that declare which buffers and host objects
 * they use and launch exactly one device kernel or host task. Every node of the cluster runs the same program and
 * submits the same sequence of command groups; the runtime splits each kernel among nodes and devices, derives
 * dependencies from the declared accesses and moves data between nodes and devices as needed. Submission is
 * asynchronous: `submit` returns as soon as the command group has been recorded.
 *
 * Several queues may exist at once; their submissions all enter the same task graph of the runtime. Copies of a
 * `queue` are handles to the same queue (reference semantics, as in SYCL). When the last handle is destroyed,
 * the destructor blocks until all work submitted so far has completed.
 *
 * The first queue, buffer or host object constructed starts the runtime with automatic device selection,
 * unless `celerity::runtime::init` was called before.
 *
 * @note Use a queue only from the thread that started the runtime (normally the main thread), never from inside a
 *       host task.
 *
 * ```cpp
 * #include <celerity.h>
 *
 * int main() {
 *     celerity::queue q;
 *     celerity::buffer<float, 1> data{celerity::range<1>{1024}};
 *
 *     q.submit([&](celerity::handler& cgh) {
 *         celerity::accessor out{data, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *         cgh.parallel_for(data.get_range(), [=](celerity::item<1> it) { out[it] = static_cast<float>(it.get_id(0)); });
 *     });
 *
 *     const auto snapshot = q.fence(data).get(); // blocks until the values are available on this node
 *     return snapshot[5] == 5.f ? 0 : 1;
 * }
 * ```
 *
 * @see handler, buffer, runtime::init
 */
class queue {
  public:
	/**
	 * Creates a queue that distributes work over all devices the runtime uses.
	 *
	 * Starts the runtime with automatic device selection if it is not running yet. To use a specific set of
	 * devices, call `celerity::runtime::init` with a device list or selector before the first queue (or other
	 * Celerity object) is constructed.
	 */
	queue();

	/**
	 * Records a command group and schedules it for asynchronous execution.
	 *
	 * `cgf` is invoked once, immediately and on the calling thread, with a `handler` that must be used to create
	 * accessors, side effects and reductions and then to launch exactly one `handler::parallel_for` or
	 * `handler::host_task`. Because the command group function itself has finished when `submit` returns, it may
	 * capture local variables by reference; the kernel or host task it launches, however, runs later and must
	 * capture accessors and side effects by value.
	 *
	 * Dependencies on earlier command groups are inferred from the declared buffer and host-object accesses, so
	 * no events need to be managed. All nodes must submit identical command groups in the same order.
	 *
	 * @tparam CGF Callable type invocable as `void(celerity::handler&)`.
	 * @param cgf The command group function.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 2> in{celerity::range<2>{256, 256}}, out{celerity::range<2>{256, 256}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::accessor a{in, cgh, celerity::access::one_to_one{}, celerity::read_only};
	 *     celerity::accessor b{out, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
	 *     cgh.parallel_for(in.get_range(), [=](celerity::item<2> it) { b[it] = a[it] * a[it]; });
	 * });
	 * ```
	 *
	 * @see handler::parallel_for, handler::host_task
	 */
	template <typename CGF>
	void submit(CGF&& cgf);

	/**
	 * Blocks until every command group submitted so far has finished on the local node.
	 *
	 * Afterwards, data that host tasks have written to memory owned by the application (for example through a
	 * reference capture) may be accessed from the calling thread. Waiting also stalls the scheduling of further
	 * work, so it is far more expensive than in single-node SYCL; prefer `fence` to retrieve results and call
	 * `wait` rarely (at shutdown, the runtime warns if the program waited often).
	 *
	 * @note No inter-node synchronization takes place: nodes may leave `wait` at different times. For
	 *       timing measurements use `wait(experimental::barrier)`.
	 *
	 * @see fence
	 */
	void wait();

	/**
	 * Blocks until every submitted command group has finished, then synchronizes all nodes with a barrier.
	 *
	 * All nodes return from the call at approximately the same time, which makes this overload suitable
	 * for benchmarking a section of the program. It is slower than plain `wait()`.
	 *
	 * @param barrier Pass `celerity::experimental::barrier`.
	 *
	 * ```cpp
	 * //% void run_simulation(celerity::queue& q);
	 * q.wait(celerity::experimental::barrier);
	 * const auto start = std::chrono::steady_clock::now();
	 * run_simulation(q);
	 * q.wait(celerity::experimental::barrier);
	 * const auto elapsed = std::chrono::steady_clock::now() - start;
	 * ```
	 */
	void wait(detail::barrier_tag barrier);

	/**
	 * Asynchronously obtains a copy of the local instance of a host object.
	 *
	 * The copy is taken once every previously submitted command group that has a side effect on `obj` has
	 * finished, and command groups submitted afterwards are ordered after it, exactly as if the fence were
	 * a host task with a side effect on the object. Each node receives the value of its own instance.
	 *
	 * @tparam T The object type; must be an object type, since `host_object<T&>` and `host_object<void>` cannot be fenced.
	 * @param obj The host object to read.
	 * @return A future that becomes ready with a copy of the instance.
	 *
	 * @note Blocking on the future holds up the application thread and therefore the submission of further work.
	 *       Submit independent command groups before calling `get()` to hide the latency.
	 *
	 * ```cpp
	 * celerity::experimental::host_object<std::vector<int>> log;
	 * // ... submit host tasks with side_effect{log, cgh} ...
	 * std::vector<int> entries = q.fence(log).get();
	 * ```
	 *
	 * @see experimental::host_object, experimental::side_effect
	 */
	template <typename T>
	[[nodiscard]] std::future<T> fence(const experimental::host_object<T>& obj);

	/**
	 * Asynchronously obtains the contents of a part of a buffer on every node.
	 *
	 * The data is read after all previously submitted writers of that region have completed, and behaves like a
	 * read access with respect to later command groups. The runtime transfers the requested elements to every
	 * node, so all nodes receive the same snapshot.
	 *
	 * @tparam DataT Element type of the buffer.
	 * @tparam Dims Dimensionality of the buffer.
	 * @param buf The buffer to read.
	 * @param sr The region of `buf` to copy.
	 * @return A future that becomes ready with a `buffer_snapshot` owning the copied elements.
	 *
	 * @note Blocking on the future holds up the application thread and therefore the submission of further work.
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 2> grid{celerity::range<2>{256, 256}};
	 * auto fut = q.fence(grid, celerity::subrange<2>{{0, 0}, {1, 256}}); // first row of a 2D buffer
	 * // ... submit more work ...
	 * const celerity::buffer_snapshot<float, 2> row = fut.get();
	 * ```
	 *
	 * @see buffer_snapshot
	 */
	template <typename DataT, int Dims>
	[[nodiscard]] std::future<buffer_snapshot<DataT, Dims>> fence(const buffer<DataT, Dims>& buf, const subrange<Dims>& sr);

	/**
	 * Asynchronously obtains the complete contents of a buffer on every node.
	 *
	 * Same as `fence(buf, sr)` with a subrange that covers the whole buffer.
	 *
	 * @tparam DataT Element type of the buffer.
	 * @tparam Dims Dimensionality of the buffer.
	 * @param buf The buffer to read.
	 * @return A future that becomes ready with a `buffer_snapshot` of the entire buffer.
	 *
	 * ```cpp
	 * //% void iterate(celerity::queue& q) {
	 * const int not_yet = 0; // the buffer reads its initial value later, so it must outlive the buffer
	 * celerity::buffer<int, 0> converged{not_yet};
	 * // ... a host task or reduction writes `converged` ...
	 * if(*q.fence(converged).get()) { return; }
	 * //% }
	 * ```
	 *
	 * @see buffer_snapshot
	 */
	template <typename DataT, int Dims>
	[[nodiscard]] std::future<buffer_snapshot<DataT, Dims>> fence(const buffer<DataT, Dims>& buf);
};

} // namespace celerity

namespace celerity::experimental {

/**
 * Chooses how many command groups the runtime may hold back before it begins executing them.
 *
 * Holding back command groups lets the runtime see future buffer accesses and allocate each buffer once
 * with its final size instead of growing it repeatedly. The default is `lookahead::automatic`. Choose
 * `lookahead::infinite` if your program still suffers from buffer resizes, or `lookahead::none` if kernels
 * or host tasks must start immediately, e.g. because they interact with code outside of Celerity.
 *
 * @param queue Any queue; the setting applies to all queues and to every command group submitted after the call.
 * @param lookahead The new lookahead policy.
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * celerity::experimental::set_lookahead(q, celerity::experimental::lookahead::none);
 * ```
 *
 * @see flush
 */
inline void set_lookahead(celerity::queue& queue, const experimental::lookahead lookahead);

/**
 * Releases all command groups that the runtime is currently holding back for execution.
 *
 * Normally the runtime decides itself when queued command groups start (see `set_lookahead`). Call `flush`
 * when host code must wait on kernels or host tasks through a mechanism the runtime cannot see, such as a
 * user-managed flag or file, which would otherwise never be set.
 *
 * @param queue Any queue; all queued work is released regardless of the queue it was submitted to.
 *
 * @note Experimental: this API may change in future releases.
 *
 * @see set_lookahead
 */
inline void flush(celerity::queue& queue);

} // namespace celerity::experimental
