// celerity-source: include/sycl_wrappers.h
#pragma once

#include <type_traits>

#include <sycl/sycl.hpp>

namespace celerity::detail {

/// Internal: the integer type underneath `sycl::memory_scope`, reused so that `celerity::memory_scope` has the same representation.
using memory_scope_ut = std::underlying_type_t<sycl::memory_scope>;

} // namespace celerity::detail

namespace celerity {

/**
 * How a command group accesses a buffer through an accessor: SYCL's access mode, `sycl::access::mode`,
 * under a Celerity name.
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
 * SYCL's `atomic` mode is a value of this type too, but no Celerity access tag selects it, and an accessor
 * spelled with it explicitly fails to compile (use `sycl::atomic_ref` instead).
 *
 * @see accessor, read_only, write_only, read_write, no_init
 */
using access_mode = sycl::access::mode;

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

	/**
	 * Internal type of the access tag objects (`read_only`, `write_only`, ...).
	 *
	 * A tag carries two access modes: `Mode` is used when the tag is passed alone, `NoInitMode` when it is
	 * followed by `no_init`. The accessor deduction guides read them from the tag's type.
	 *
	 * @tparam Mode access mode without `no_init`
	 * @tparam NoInitMode access mode with `no_init`
	 * @tparam Target the target the tag is meant for
	 */
	template <access_mode Mode, access_mode NoInitMode, target Target>
	struct access_tag {};

} // namespace celerity::detail

namespace celerity {

/**
 * Access tag for reading a buffer in a device kernel.
 *
 * Deduces `access_mode::read` and `target::device`, also when followed by `no_init`, which then has no
 * effect (a read needs the old contents).
 *
 * ```cpp
 * //% celerity::buffer<float, 1> buf{celerity::range<1>{64}};
 * celerity::accessor in{buf, cgh, celerity::access::one_to_one{}, celerity::read_only};
 * ```
 */
inline constexpr detail::access_tag<access_mode::read, access_mode::read, target::device> read_only;

/**
 * Access tag for writing a buffer in a device kernel.
 *
 * Deduces `access_mode::write`, or `access_mode::discard_write` when followed by `no_init`, and
 * `target::device`. Use `no_init` whenever the kernel overwrites every element it is responsible for.
 */
inline constexpr detail::access_tag<access_mode::write, access_mode::discard_write, target::device> write_only;

/**
 * Access tag for reading and writing a buffer in a device kernel.
 *
 * Deduces `access_mode::read_write`, or `access_mode::discard_read_write` when followed by `no_init`,
 * and `target::device`.
 */
inline constexpr detail::access_tag<access_mode::read_write, access_mode::discard_read_write, target::device> read_write;

/**
 * Access tag for reading a buffer in a host task.
 *
 * Deduces `access_mode::read` and `target::host_task`.
 */
inline constexpr detail::access_tag<access_mode::read, access_mode::read, target::host_task> read_only_host_task;

/**
 * Access tag for writing a buffer in a host task.
 *
 * Deduces `access_mode::write`, or `access_mode::discard_write` when followed by `no_init`, and
 * `target::host_task`.
 */
inline constexpr detail::access_tag<access_mode::write, access_mode::discard_write, target::host_task> write_only_host_task;

/**
 * Access tag for reading and writing a buffer in a host task.
 *
 * Deduces `access_mode::read_write`, or `access_mode::discard_read_write` when followed by `no_init`,
 * and `target::host_task`.
 */
inline constexpr detail::access_tag<access_mode::read_write, access_mode::discard_read_write, target::host_task> read_write_host_task;

/**
 * SYCL's property list type, made available as `celerity::property_list`.
 *
 * Celerity APIs that accept properties (for example `celerity::reduction`) take a `property_list`.
 *
 * @note An accessor cannot be configured with a `property_list`; pass the `no_init` object directly
 *       as the last constructor argument instead.
 */
using sycl::property_list;

/// Properties that can be passed to Celerity accessors and reductions.
namespace property {
	/**
	 * SYCL's `no_init` property type, re-exported as `celerity::property::no_init`.
	 *
	 * Use the ready-made object `celerity::no_init` rather than constructing one yourself.
	 *
	 * @see celerity::no_init
	 */
	using sycl::property::no_init;
} // namespace property

/// Properties that only apply to reductions.
namespace property::reduction {
	/**
	 * SYCL's `initialize_to_identity` reduction property, re-exported for Celerity reductions.
	 *
	 * Passing it to `celerity::reduction` makes the reduction ignore the value the result buffer held
	 * before the kernel, starting from the identity of the operation instead.
	 */
	using sycl::property::reduction::initialize_to_identity;
} // namespace property::reduction

/**
 * Tells an accessor that the previous buffer contents are not needed.
 *
 * Pass it as the last argument when constructing an `accessor` with `write_only` or `read_write`
 * (or their `_host_task` variants). The deduced access mode then becomes `access_mode::discard_write`
 * or `access_mode::discard_read_write`, so the runtime neither transfers nor keeps the old contents of
 * the accessed region. The kernel must then write every element it is responsible for.
 *
 * ```cpp
 * //% celerity::buffer<float, 1> buf{celerity::range<1>{64}};
 * celerity::accessor out{buf, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 * ```
 *
 * @see access_mode, accessor
 */
inline const property::no_init no_init;

/**
 * Scope of a memory fence or barrier inside a kernel.
 *
 * Mirrors `sycl::memory_scope` with the same numeric values, so a Celerity value can be converted to the
 * SYCL one with a `static_cast`. Used by `group_barrier` and `group::fence_scope`.
 *
 * @note There is no `system` scope: Celerity exposes neither unified shared memory nor kernels that span
 *       several devices, so that scope would have no use.
 */
enum class memory_scope : detail::memory_scope_ut {
	/// Only the calling work item.
	work_item = static_cast<detail::memory_scope_ut>(sycl::memory_scope::work_item),
	/// All work items of the calling sub-group.
	sub_group = static_cast<detail::memory_scope_ut>(sycl::memory_scope::sub_group),
	/// All work items of the calling work group.
	work_group = static_cast<detail::memory_scope_ut>(sycl::memory_scope::work_group),
	/// All work items on the device that runs the kernel chunk.
	device = static_cast<detail::memory_scope_ut>(sycl::memory_scope::device)
};

/// Shorthand for `memory_scope::work_item`, matching SYCL's spelling.
inline constexpr auto memory_scope_work_item = memory_scope::work_item;

/// Shorthand for `memory_scope::sub_group`, matching SYCL's spelling.
inline constexpr auto memory_scope_sub_group = memory_scope::sub_group;

/// Shorthand for `memory_scope::work_group`, matching SYCL's spelling.
inline constexpr auto memory_scope_work_group = memory_scope::work_group;

/// Shorthand for `memory_scope::device`, matching SYCL's spelling.
inline constexpr auto memory_scope_device = memory_scope::device;

/**
 * Pointer into global (device) memory, as taken by `async_work_group_copy`.
 *
 * @tparam T element type
 * @see group::async_work_group_copy, nd_item::async_work_group_copy
 */
template <typename T>
using decorated_global_ptr = sycl::global_ptr<T>;

/**
 * Pointer into work-group local memory, as taken by `async_work_group_copy`.
 *
 * @tparam T element type
 * @see local_accessor, group::async_work_group_copy
 */
template <typename T>
using decorated_local_ptr = sycl::local_ptr<T>;

} // namespace celerity
