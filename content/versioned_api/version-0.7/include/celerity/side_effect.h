// celerity-source: include/side_effect.h
#pragma once

#include "handler.h"
#include "host_object.h"
#include "types.h"

#include <type_traits>

namespace celerity::experimental {

/**
 * Declares that a host task uses a `host_object`, and gives the task access to the object's instance.
 *
 * Construct a `side_effect` inside a command group, before launching the host task, and capture it **by value**
 * in the host task. Within the task, `*effect` and `effect->member` reach the node-local instance of the host
 * object, much like an accessor reaches buffer elements.
 *
 * Declaring a side effect orders the task after all earlier tasks with a side effect on the same host object,
 * and before all later ones. Such a host task is also not subdivided further within a node, so its functor is
 * not invoked concurrently on the same instance.
 *
 * @tparam T The type parameter of the host object: an object type, a reference type `U&`, or `void`.
 * @tparam Order How tasks with side effects on the same object are ordered. Only `side_effect_order::sequential` exists.
 *
 * @note Side effects are only allowed in host tasks; a device kernel with a side effect is rejected with an exception.
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * //% celerity::buffer<float, 0> energy;
 * celerity::experimental::host_object<std::ofstream> csv; // every node has one; only node 0 opens it
 *
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor e{energy, cgh, celerity::read_only_host_task}; // energy is a celerity::buffer<float, 0>
 *     celerity::experimental::side_effect out{csv, cgh};
 *     cgh.host_task(celerity::on_master_node, [=] {
 *         if (!out->is_open()) out->open("energy.csv");
 *         *out << *e << '\n';
 *     });
 * });
 * ```
 *
 * @see host_object, handler::host_task
 */
template <typename T, side_effect_order Order = side_effect_order::sequential>
class side_effect {
  public:
	/// The type of the host object's instance that this side effect gives access to.
	using instance_type = typename host_object<T>::instance_type;

	/// The ordering guarantee given by this side effect (the value of the `Order` template argument).
	constexpr static inline side_effect_order order = Order;

	/**
	 * Registers a side effect on `object` with the command group being built.
	 *
	 * @param object The host object the host task will use.
	 * @param cgh The handler of the current command group.
	 */
	explicit side_effect(host_object<T>& object, handler& cgh);

	/**
	 * Registers a side effect on a `const` host object.
	 *
	 * @param object The host object the host task will use.
	 * @param cgh The handler of the current command group.
	 *
	 * @deprecated Pass the host object as a non-const reference, i.e. capture it by reference in the command group
	 *             function (`[&]`) rather than by value.
	 */
	[[deprecated("Creating side_effect from const host_object is deprecated, capture host_object by reference instead")]] explicit side_effect(
	    const host_object<T>& object, handler& cgh);

	/**
	 * Copies the side effect, e.g. when it is captured into the host task.
	 *
	 * The copy refers to the same instance. The runtime counts these copies to detect side effects that were
	 * declared but not captured by value into the host task.
	 *
	 * @param other The side effect to copy.
	 */
	side_effect(const side_effect& other);

	/**
	 * Gives access to the host object's instance.
	 *
	 * Only available if `T` is not `void`. Call it only from within the host task.
	 *
	 * @tparam U Defaulted helper for enabling the operator; do not specify.
	 * @return Mutable reference to the node-local instance.
	 */
	template <typename U = T>
	std::enable_if_t<!std::is_void_v<U>, instance_type>& operator*() const;

	/**
	 * Gives member access to the host object's instance.
	 *
	 * Only available if `T` is not `void`. Call it only from within the host task.
	 *
	 * @tparam U Defaulted helper for enabling the operator; do not specify.
	 * @return Pointer to the node-local instance.
	 */
	template <typename U = T>
	std::enable_if_t<!std::is_void_v<U>, instance_type>* operator->() const;
};

/**
 * Side effect on a stateless `host_object<void>`.
 *
 * It has no dereference operators and only serves to order host tasks; it does not have to be captured by the
 * host task.
 *
 * @tparam Order How tasks with side effects on the same object are ordered. Only `side_effect_order::sequential` exists.
 *
 * ```cpp
 * celerity::experimental::host_object<void> console;
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::experimental::side_effect ordered{console, cgh};
 *     cgh.host_task(celerity::on_master_node, [] { std::puts("iteration finished"); });
 * });
 * ```
 */
template <side_effect_order Order>
class side_effect<void, Order> {
  public:
	/// Always `void`: there is no instance to access.
	using instance_type = typename host_object<void>::instance_type;

	/// The ordering guarantee given by this side effect (the value of the `Order` template argument).
	constexpr static inline side_effect_order order = Order;

	/**
	 * Registers a side effect on a stateless host object with the command group being built.
	 *
	 * @param object The host object that stands for the global resource.
	 * @param cgh The handler of the current command group.
	 */
	explicit side_effect(const host_object<void>& object, handler& cgh);
};

/**
 * Deduces `side_effect<T>` (with sequential ordering) from the host object, so that `side_effect{obj, cgh}` can be written.
 *
 * @tparam T The type parameter of the host object.
 */
template <typename T>
side_effect(const host_object<T>&, handler&) -> side_effect<T>;

} // namespace celerity::experimental
