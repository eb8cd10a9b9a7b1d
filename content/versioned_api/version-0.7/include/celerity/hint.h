// celerity-source: include/hint.h
#pragma once

#include <cstddef>

namespace celerity {
class handler;
}

namespace celerity::experimental {

/**
 * Attaches a scheduling hint to the command group being built.
 *
 * Hints tell the runtime how to divide the command group's iteration space among nodes and devices. They do
 * not change the results of a correct program, only how work is distributed. Call `hint` inside the command
 * group function, next to the accessor declarations.
 *
 * @tparam Hint One of the types in `celerity::experimental::hints`.
 * @param cgh The handler of the current command group.
 * @param hint The hint object.
 *
 * @throws std::runtime_error if a hint of the same type was already given for this command group, or if the hint
 *         contradicts an earlier one (such as `split_1d` together with `split_2d`).
 *
 * @note Experimental: this API may change in future releases.
 *
 * ```cpp
 * //% celerity::buffer<float, 2> a{celerity::range<2>{1024, 1024}}, b{celerity::range<2>{1024, 1024}};
 * q.submit([&](celerity::handler& cgh) {
 *     celerity::accessor in{a, cgh, celerity::access::neighborhood{{1, 1}}, celerity::read_only};
 *     celerity::accessor out{b, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};
 *     celerity::experimental::hint(cgh, celerity::experimental::hints::split_2d{});
 *     celerity::experimental::hint(cgh, celerity::experimental::hints::oversubscribe{2});
 *     cgh.parallel_for(a.get_range(), [=](celerity::item<2> it) { out[it] = in[it]; });
 * });
 * ```
 *
 * @see hints::split_1d, hints::split_2d, hints::oversubscribe, constrain_split
 */
template <typename Hint>
void hint(handler& cgh, Hint&& hint);

} // namespace celerity::experimental

namespace celerity::detail {

/// Implementation detail: common base class of all hint types accepted by `celerity::experimental::hint`.
class hint_base {
  public:
	/// Implementation detail.
	hint_base() = default;
	/// Implementation detail.
	hint_base(const hint_base&) = default;
	/// Implementation detail.
	hint_base& operator=(const hint_base&) = default;
	/// Implementation detail.
	hint_base(hint_base&&) = default;
	/// Implementation detail.
	hint_base& operator=(hint_base&&) = default;
	/// Implementation detail.
	virtual ~hint_base() = default;
};

} // namespace celerity::detail

/// Scheduling hints that can be passed to `celerity::experimental::hint`.
namespace celerity::experimental::hints {

/**
 * Asks the runtime to cut the iteration space along its first dimension only.
 *
 * Each node (and each device within a node) then receives a contiguous slab of rows. This is what the runtime
 * does anyway when no split hint is given; the hint documents the intent explicitly.
 *
 * @note Cannot be combined with `split_2d` in the same command group.
 *
 * @see split_2d
 */
class split_1d final : public detail::hint_base {};

/**
 * Asks the runtime to cut a two- or three-dimensional iteration space along its first two dimensions.
 *
 * The resulting chunks are tiles instead of slabs. For stencil-like kernels on large 2D grids this can shrink the
 * boundary shared between neighbouring chunks and hence the data that has to be exchanged. The tiling also
 * respects the split granularity given by `constrain_split` or an nd-range work-group size. On a one-dimensional
 * iteration space the result is the same as with `split_1d`.
 *
 * @note Cannot be combined with `split_1d` in the same command group.
 *
 * @see split_1d
 */
class split_2d final : public detail::hint_base {};

/**
 * Asks the runtime to divide each device's share of the work (a host task's: the node's share) into several
 * smaller chunks.
 *
 * Smaller chunks can start as soon as their own inputs have arrived and can hand their outputs on earlier,
 * which gives more opportunity to overlap computation with data transfers.
 *
 * The hint is ignored (with a warning) for command groups that cannot be subdivided on a node: those
 * performing reductions, having side effects, belonging to a collective group, or lacking a splittable
 * iteration space.
 *
 * ```cpp
 * celerity::experimental::hint(cgh, celerity::experimental::hints::oversubscribe{4});
 * ```
 */
class oversubscribe final : public detail::hint_base {
  public:
	/**
	 * Creates an oversubscription hint.
	 *
	 * @param factor How many chunks each device's (or a host task's node's) share should be divided into. The runtime
	 *               may create fewer if the iteration space (or the split granularity) does not permit that many.
	 *
	 * @throws std::runtime_error if `factor` is 0.
	 */
	explicit oversubscribe(const size_t factor);

	/**
	 * Returns the requested subdivision factor.
	 *
	 * @return The `factor` passed to the constructor.
	 */
	[[nodiscard]] size_t get_factor() const;
};

} // namespace celerity::experimental::hints
