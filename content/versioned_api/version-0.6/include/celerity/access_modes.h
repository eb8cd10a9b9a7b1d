// celerity-source: include/access_modes.h
#pragma once

#include <sycl/sycl.hpp>

namespace celerity::detail::access {

/// Internal: properties of the access modes, used to constrain accessor members.
struct mode_traits {
	/// `true` if an accessor with mode `m` may modify buffer contents: every mode except `read`.
	static constexpr bool is_producer(sycl::access::mode m);

	/// `true` if an accessor with mode `m` needs the previous buffer contents: every mode except the two `discard_*` modes.
	static constexpr bool is_consumer(sycl::access::mode m);

	/// `true` if mode `m` needs the previous contents and writes nothing (`read`).
	static constexpr bool is_pure_consumer(sycl::access::mode m);

	/// The mode's name as written in the enumeration, e.g. `"read_write"`.
	static constexpr const char* name(sycl::access::mode m);
};

} // namespace celerity::detail::access
