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

/**
 * How far ahead the runtime may plan before it starts executing submitted command groups.
 *
 * Celerity can hold back submitted command groups for a while so that it sees more of the program before
 * it decides how large each buffer allocation must be. Planning further ahead avoids repeated allocation
 * growth (and the copies that come with it), while planning less lets work begin sooner.
 *
 * Pass a value to `experimental::set_lookahead` to change the policy; `experimental::flush` forces
 * everything that has been held back to start.
 *
 * @see experimental::set_lookahead, experimental::flush
 */
enum class lookahead {
	/**
	 * Start each command group as early as possible.
	 *
	 * Gives the lowest latency, which matters when the application thread does useful work while
	 * asynchronous command groups run. Buffers may be resized often, which costs time and can limit how
	 * large a buffer a single device can hold.
	 */
	none,

	/**
	 * Let the runtime choose how many command groups to hold back (the default).
	 *
	 * A good fit for most programs: allocations are merged and most resizes are avoided without a
	 * noticeable delay.
	 */
	automatic,

	/**
	 * Hold back every command that may allocate memory, and whatever is queued behind it, until the next
	 * synchronisation point.
	 *
	 * Synchronisation points are fences and epochs (`queue::wait`, runtime shutdown, and destructors that wait,
	 * such as a queue's or a host-initialized buffer's), `flush` and a change of the lookahead. This gives the
	 * best allocation decisions and throughput but delays the start of execution the most.
	 */
	infinite,
};

} // namespace celerity::experimental

namespace celerity {

/**
 * How a command group accesses a buffer through an accessor.
 *
 * The mode tells the runtime whether the buffer contents inside the accessed region must be made
 * available before the kernel runs (the *consumer* side) and whether the kernel produces new contents
 * that later tasks depend on (the *producer* side). You rarely spell it out: the access tags
 * `read_only`, `write_only`, `read_write` (and their `_host_task` variants), optionally combined with
 * `no_init`, select it through class template argument deduction of `accessor`.
 *
 * | Mode | previous contents available | may modify | tag to use |
 * | --- | --- | --- | --- |
 * | `read` | yes | no | `read_only` |
 * | `write` | yes | yes | `write_only` |
 * | `read_write` | yes | yes | `read_write` |
 * | `discard_write` | no | yes | `write_only, no_init` |
 * | `discard_read_write` | no | yes | `read_write, no_init` |
 *
 * @note `sycl::access_mode` is a different type and cannot be used with Celerity buffers.
 * @see accessor, read_only, write_only, read_write, no_init
 */
enum class access_mode {
	/// Only reads the accessed region; its current contents are made available to the kernel.
	read,
	/// Writes the accessed region. The previous contents are still made available, so elements that the
	/// kernel does not overwrite keep their values.
	write,
	/// Reads and writes the accessed region; the previous contents are made available.
	read_write,
	/// Overwrites the whole accessed region without looking at the old contents. No data is transferred
	/// in before the kernel runs. Selected by `write_only` together with `no_init`.
	discard_write,
	/// Like `discard_write`, but the kernel may also read back the values it has written. Selected by
	/// `read_write` together with `no_init`.
	discard_read_write,
};

/**
 * Where the code that uses an accessor runs.
 *
 * Together with `access_mode` this is the last template parameter of `accessor` and selects one of its
 * two specializations.
 *
 * @see accessor
 */
enum class target {
	/// The accessor is used inside a kernel launched with `handler::parallel_for` on a device.
	device,
	/// The accessor is used inside a `handler::host_task` on the CPU.
	host_task,
};

} // namespace celerity

namespace celerity::detail {

/// Internal helper: `true` if an accessor with mode `m` may modify buffer contents, i.e. for every mode except `access_mode::read`.
/// Used to constrain accessor members.
inline constexpr bool is_producer_mode(const access_mode m);

/// Internal helper: `true` if an accessor with mode `m` needs the previous buffer contents, i.e. for every mode except the two `discard_*` modes.
inline constexpr bool is_consumer_mode(const access_mode m);

/// Internal helper: `true` if mode `m` only reads, i.e. it needs the previous contents and writes nothing (`access_mode::read`).
/// Used to constrain accessor members.
inline constexpr bool is_pure_consumer_mode(const access_mode m);

} // namespace celerity::detail
