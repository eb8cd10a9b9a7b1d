// celerity-source: include/types.h
#pragma once

#include <cstddef>

namespace celerity::experimental {

/**
 * Ordering guarantee requested by a side effect on a host object.
 *
 * A side effect declares that a host task reads or modifies a `host_object`. The order value tells the
 * scheduler how tasks touching the same host object must be arranged relative to each other.
 *
 * @note This enum lives in this header only so that lower-level headers can use it; it is normally
 *       used together with `experimental::side_effect`.
 * @see experimental::side_effect
 */
enum class side_effect_order {
	/// Tasks with a side effect on the same host object run one after the other, in submission order.
	sequential
};

} // namespace celerity::experimental

