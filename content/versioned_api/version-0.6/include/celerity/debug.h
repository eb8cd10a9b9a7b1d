// celerity-source: include/debug.h
#pragma once

#include <string>

#include "buffer.h"

namespace celerity {

/// Declares `handler`; see handler.h.
class handler;

/// Helpers that attach human-readable names to buffers and tasks, so that diagnostics, logs, printed
/// task/command graphs and traces show your names next to the numeric ids.
namespace debug {

	/**
	 * Gives a buffer a name that shows up in diagnostics.
	 *
	 * The name is stored with the buffer (all copies of a buffer share it) and passed to the runtime, which
	 * uses it in warnings and errors (for example about reading uninitialized data), in log output and in
	 * graph and trace dumps. Calling it again replaces the previous name.
	 *
	 * ```cpp
	 * celerity::buffer<float, 2> grid({512, 512});
	 * celerity::debug::set_buffer_name(grid, "temperature");
	 * ```
	 *
	 * @tparam DataT element type of the buffer
	 * @tparam Dims dimensionality of the buffer
	 * @param buff the buffer to name
	 * @param debug_name the new name; any string, it does not have to be unique
	 * @note Call it from the thread that owns the runtime (the one that creates buffers and submits work).
	 * @see get_buffer_name
	 */
	template <typename DataT, int Dims>
	void set_buffer_name(const celerity::buffer<DataT, Dims>& buff, const std::string& debug_name);

	/**
	 * Returns the name previously given to a buffer.
	 *
	 * @tparam DataT element type of the buffer
	 * @tparam Dims dimensionality of the buffer
	 * @param buff the buffer to query
	 * @return the name set with `set_buffer_name`, or an empty string if the buffer was never named
	 * @see set_buffer_name
	 */
	template <typename DataT, int Dims>
	std::string get_buffer_name(const celerity::buffer<DataT, Dims>& buff);

	/**
	 * Names the task created by the command group that is currently being built.
	 *
	 * Call it inside the command group function passed to `distr_queue::submit`. Without a name, a task is
	 * described by its id (and, for device kernels, by the kernel name if one was given).
	 *
	 * ```cpp
	 * //% celerity::buffer<float, 2> a{celerity::range<2>{64, 64}}, b{celerity::range<2>{64, 64}};
	 * q.submit([&](celerity::handler& cgh) {
	 *     celerity::debug::set_task_name(cgh, "smooth");
	 *     celerity::accessor in{a, cgh, celerity::access::neighborhood{1, 1}, celerity::read_only};
	 *     celerity::accessor out{b, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
	 *     cgh.parallel_for(b.get_range(), [=](celerity::item<2> it) { out[it] = in[it]; });
	 * });
	 * ```
	 *
	 * @param cgh the handler of the command group to name
	 * @param debug_name the name to show in diagnostics, logs and graph dumps
	 */
	inline void set_task_name(celerity::handler& cgh, const std::string& debug_name);

} // namespace debug
} // namespace celerity
