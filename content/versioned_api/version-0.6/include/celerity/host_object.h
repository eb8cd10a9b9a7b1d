// celerity-source: include/host_object.h
#pragma once

#include <functional>
#include <utility>

namespace celerity::detail {

/// Implementation detail: rejects deducing a `host_object` from an lvalue (which would copy it); used by the deduction guides of `host_object`.
template <typename T>
struct assert_host_object_ctor_param_is_rvalue;

/// Implementation detail: yields `T` if the `host_object` constructor argument was an rvalue, and fails to compile otherwise.
template <typename T>
using assert_host_object_ctor_param_is_rvalue_t = typename assert_host_object_ctor_param_is_rvalue<T>::type;

} // namespace celerity::detail

namespace celerity::experimental {

/**
 * Host-side state that lives on every node and is used by host tasks in a well-defined order.
 *
 * Buffers model data that the runtime may split and move between nodes; a `host_object` instead models
 * per-node state that stays where it is, such as an open file, a network connection, a logger or an
 * accumulator living in host memory. Each node has its own instance. Host tasks get access to it by
 * declaring a `side_effect` on the object, which also makes the runtime execute those tasks one after
 * another in submission order.
 *
 * Three flavours exist:
 * - `host_object<T>` owns a `T` for its whole lifetime. It is the safe default.
 * - `host_object<T&>` puts an object owned by the application under the runtime's control (see the
 *   specialization).
 * - `host_object<void>` has no state and only orders tasks that touch something global, such as
 *   `std::printf` or a library with hidden state.
 *
 * Copies of a `host_object` refer to the same object (reference semantics). For `host_object<T>`, the
 * instance is destroyed by the runtime once the last handle is gone and all tasks using it have finished;
 * dropping the last handle does not block (unless it is the last Celerity object, which shuts the runtime
 * down).
 *
 * @tparam T The type of the wrapped state. Must be an object type (not a function or rvalue-reference type).
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * //% celerity::buffer<float, 0> energy;
 * celerity::experimental::host_object<std::vector<float>> history;
 *
 * for(int step = 0; step < 10; ++step) {
 *     q.submit([&](celerity::handler& cgh) {
 *         celerity::accessor e{energy, cgh, celerity::read_only_host_task}; // energy is a celerity::buffer<float, 0>
 *         celerity::experimental::side_effect h{history, cgh};
 *         cgh.host_task(celerity::experimental::collective, [=](celerity::experimental::collective_partition) { h->push_back(*e); });
 *     });
 * }
 * std::vector<float> all_steps = q.fence(history).get();
 * ```
 *
 * @see side_effect, distr_queue::fence
 */
template <typename T>
class host_object {
  public:
	/// The type of the state held by this host object.
	using instance_type = T;

	/**
	 * Creates a host object holding a value-initialized `T` on every node.
	 *
	 * Starts the runtime if it is not running yet.
	 */
	host_object();

	/**
	 * Creates a host object holding a copy of `obj` on every node.
	 *
	 * @param obj The initial value.
	 */
	explicit host_object(const instance_type& obj);

	/**
	 * Creates a host object by moving `obj` into it.
	 *
	 * @param obj The initial value, moved from.
	 */
	explicit host_object(instance_type&& obj);

	/**
	 * Creates a host object and constructs its instance in place.
	 *
	 * Use this for types that can be neither copied nor moved, such as `std::mutex`, or to build the instance
	 * where it will live, such as an output file. Every node constructs its own instance, so a file opened here
	 * needs a name of its own on each node.
	 *
	 * @tparam CtorParams Types of the constructor arguments.
	 * @param ctor_args Arguments forwarded to the constructor of `T`.
	 *
	 * ```cpp
	 * //% #include <string>
	 * //% int rank = 0; // this process's MPI rank, from MPI_Comm_rank
	 * celerity::experimental::host_object<std::ofstream> out{std::in_place, "results-" + std::to_string(rank) + ".csv"};
	 * ```
	 */
	template <typename... CtorParams>
	explicit host_object(const std::in_place_t, CtorParams&&... ctor_args);
};

/**
 * A host object that tracks an instance owned by the application.
 *
 * The runtime does not copy or own the referenced object; it only orders the host tasks that access it.
 * While any copy of this host object exists, the application must not touch the referenced object other
 * than through a `side_effect`, and it must keep the object alive. Destroying the last copy does not wait
 * for the tasks that use the object: call `distr_queue::slow_full_sync` before using it directly again.
 *
 * @tparam T The type of the referenced object.
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * std::ofstream file{"log.txt"};
 * {
 *     celerity::experimental::host_object log{std::ref(file)}; // deduces host_object<std::ofstream&>
 *     q.submit([&](celerity::handler& cgh) {
 *         celerity::experimental::side_effect out{log, cgh};
 *         cgh.host_task(celerity::on_master_node, [=] { *out << "done\n"; });
 *     });
 * } // does not wait for the host task
 * q.slow_full_sync(); // now the host task has run
 * file.close();
 * ```
 */
template <typename T>
class host_object<T&> {
  public:
	/// The type of the referenced object.
	using instance_type = T;

	/**
	 * Wraps a reference to an application-owned object.
	 *
	 * @param obj The object to track. It must stay alive until the tasks that use it have run, which can be after
	 *            the last copy of this host object is gone (see above).
	 */
	explicit host_object(instance_type& obj);

	/**
	 * Wraps the object referred to by a `std::reference_wrapper`.
	 *
	 * Allows class template argument deduction: `host_object{std::ref(x)}` yields `host_object<X&>`.
	 *
	 * @param ref Reference to the object to track. It must stay alive until the tasks that use it have run, which
	 *            can be after the last copy of this host object is gone (see above).
	 */
	explicit host_object(const std::reference_wrapper<instance_type> ref);
};

/**
 * A host object without any state, used purely to order host tasks.
 *
 * Declare a `side_effect` on it in every host task that uses some global resource (standard output, a
 * library with internal state, a global variable); the runtime then runs these tasks one at a time in
 * submission order. Destroying the last copy does not wait for the tasks that use it.
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * celerity::experimental::host_object<void> stdout_order;
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::experimental::side_effect ordered{stdout_order, cgh};
 *     cgh.host_task(celerity::on_master_node, [=] { std::printf("step done\n"); });
 * });
 * ```
 */
template <>
class host_object<void> {
  public:
	/// There is no instance; always `void`.
	using instance_type = void;

	/**
	 * Creates a stateless host object.
	 *
	 * Starts the runtime if it is not running yet.
	 */
	explicit host_object();
};

/**
 * Deduces `host_object<T>` from an rvalue, e.g. `host_object{std::move(state)}` or `host_object{make_state()}`.
 *
 * Passing an lvalue is rejected at compile time, because it is unclear whether a copy or a reference was
 * intended: write `host_object{std::ref(x)}` for a reference, or name the type explicitly
 * (`host_object<X>{x}`) for a copy.
 *
 * @tparam T The deduced argument type.
 */
template <typename T>
explicit host_object(T&&) -> host_object<detail::assert_host_object_ctor_param_is_rvalue_t<T>>;

/**
 * Deduces `host_object<T&>` from a `std::reference_wrapper<T>`, e.g. `host_object{std::ref(x)}`.
 *
 * @tparam T The type of the referenced object.
 */
template <typename T>
explicit host_object(std::reference_wrapper<T>) -> host_object<T&>;

/**
 * Deduces `host_object<void>` when no argument is given, e.g. `host_object{}`.
 */
explicit host_object() -> host_object<void>;

} // namespace celerity::experimental
