// Definitions the API synopsis leaves out but the compiler needs while it checks a sample: functions
// evaluated in templates' constraints, traits, the deduced return types of `reduction` and of the
// chained subscripts, the logging macros and a build-configuration macro. Included after <celerity.h>
// only when samples are checked against the synopsis (the real library defines all of these itself).
// The bodies exist for type checking and never run. C++17, like the oldest release the site documents;
// what differs between releases is in celerity-synopsis-completion-<release>.hpp.
#pragma once

#include <future>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace celerity::detail {

template <typename DataT, int Dims, typename BinaryOperation, bool WithExplicitIdentity>
class reduction_descriptor {};

template <typename T>
struct assert_host_object_ctor_param_is_rvalue {
	static_assert(std::is_rvalue_reference_v<T&&>, "host_object deduces its type only from an rvalue or a std::reference_wrapper");
	using type = T;
};

// Stands for an element the checker never reads: declared, never defined.
template <typename T>
T& stand_in_element();

// What `acc[i]` returns for a multi-dimensional accessor: one more subscript per remaining dimension.
template <typename Reference, int Remaining>
struct stand_in_subscript {
	decltype(auto) operator[](const size_t /* index */) const {
		if constexpr(Remaining == 1) {
			return static_cast<Reference>(stand_in_element<std::remove_reference_t<Reference>>());
		} else {
			return stand_in_subscript<Reference, Remaining - 1>{};
		}
	}
};

template <typename Reference, int Dims>
decltype(auto) stand_in_subscript_of_dims() {
	return stand_in_subscript<Reference, Dims>{}[0];
}

// Calls a kernel the way the runtime does: with the item type of the launch and one SYCL reducer per
// reduction passed before it, so that mistakes in the kernel's parameter list are found.
template <typename Reduction>
struct stand_in_reducer_of;

template <typename DataT, int Dims, typename BinaryOperation, bool WithExplicitIdentity>
struct stand_in_reducer_of<reduction_descriptor<DataT, Dims, BinaryOperation, WithExplicitIdentity>> {
	using type = sycl::reducer<DataT, BinaryOperation>;
};

template <typename Item, typename Kernel, typename All, size_t... I>
void stand_in_call_kernel(Kernel& kernel, std::index_sequence<I...> /* reductions */) {
	kernel(stand_in_element<const Item>(), stand_in_element<typename stand_in_reducer_of<std::tuple_element_t<I, All>>::type>()...);
}

template <typename Item, typename... ReductionsAndKernel>
void stand_in_launch(ReductionsAndKernel&&... reductions_and_kernel) {
	auto arguments = std::forward_as_tuple(reductions_and_kernel...);
	constexpr size_t num_reductions = sizeof...(ReductionsAndKernel) - 1;
	using all = std::tuple<std::remove_cv_t<std::remove_reference_t<ReductionsAndKernel>>...>;
	stand_in_call_kernel<Item, std::remove_reference_t<decltype(std::get<num_reductions>(arguments))>, all>(
	    std::get<num_reductions>(arguments), std::make_index_sequence<num_reductions>{});
}

// A host task functor receives the partition when the launch has one or more dimensions; a
// zero-dimensional launch (`once`, `on_master_node`) also accepts a functor without parameters.
template <int Dims, typename Functor>
void stand_in_host_task(Functor& task) {
	if constexpr(Dims > 0 || std::is_invocable_v<Functor&, const partition<0>&>) {
		task(stand_in_element<const partition<Dims>>());
	} else {
		task();
	}
}

} // namespace celerity::detail

// What the synopsis of each release line leaves for this file differs with the release: the version.h of
// the synopsis being checked picks the part.
#if CELERITY_VERSION_MAJOR == 0 && CELERITY_VERSION_MINOR <= 6
#include "celerity-synopsis-completion-0.6.hpp"
#else
#include "celerity-synopsis-completion-0.7.hpp"
#endif

namespace celerity {

template <typename CGF>
void distr_queue::submit(CGF cgf) {
	cgf(detail::stand_in_element<handler>());
}

template <typename CGF>
void distr_queue::submit(allow_by_ref_t /* tag */, CGF cgf) {
	cgf(detail::stand_in_element<handler>());
}

template <int Dims, typename Functor>
void handler::host_task(range<Dims> /* global_range */, id<Dims> /* global_offset */, Functor&& task) {
	detail::stand_in_host_task<Dims>(task);
}

template <int Dims, typename Functor>
void handler::host_task(range<Dims> /* global_range */, Functor&& task) {
	detail::stand_in_host_task<Dims>(task);
}

template <typename DataT, int Dims, access_mode Mode>
template <int D, std::enable_if_t<(D > 0), int>>
decltype(auto) accessor<DataT, Dims, Mode, target::device>::operator[](const size_t /* index */) const {
	return detail::stand_in_subscript_of_dims<std::conditional_t<detail::stand_in_is_producer(Mode), DataT&, const DataT&>, Dims>();
}

template <typename DataT, int Dims, access_mode Mode>
template <int D, std::enable_if_t<(D > 0), int>>
decltype(auto) accessor<DataT, Dims, Mode, target::host_task>::operator[](const size_t /* index */) const {
	return detail::stand_in_subscript_of_dims<std::conditional_t<detail::stand_in_is_producer(Mode), DataT&, const DataT&>, Dims>();
}

template <typename DataT, int Dims>
template <int D, std::enable_if_t<(D > 0), int>>
decltype(auto) local_accessor<DataT, Dims>::operator[](const size_t /* dim0 */) const {
	return detail::stand_in_subscript_of_dims<DataT&, Dims>();
}

template <typename T, int Dims>
template <int D, std::enable_if_t<(D > 0), int>>
decltype(auto) buffer_snapshot<T, Dims>::operator[](const size_t /* index */) const {
	return detail::stand_in_subscript_of_dims<const T&, Dims>();
}

template <typename DataT, int Dims, typename BinaryOperation>
auto reduction(buffer<DataT, Dims>& /* vars */, handler& /* cgh */, BinaryOperation /* combiner */, const sycl::property_list& /* prop_list */) {
	return detail::reduction_descriptor<DataT, Dims, BinaryOperation, false>{};
}

template <typename DataT, int Dims, typename BinaryOperation>
auto reduction(buffer<DataT, Dims>& /* vars */, handler& /* cgh */, const DataT /* identity */, BinaryOperation /* combiner */,
    const sycl::property_list& /* prop_list */) {
	return detail::reduction_descriptor<DataT, Dims, BinaryOperation, true>{};
}

template <typename DataT, int Dims, typename BinaryOperation>
auto reduction(const buffer<DataT, Dims>& /* vars */, handler& /* cgh */, BinaryOperation /* combiner */, const sycl::property_list& /* prop_list */) {
	return detail::reduction_descriptor<DataT, Dims, BinaryOperation, false>{};
}

template <typename DataT, int Dims, typename BinaryOperation>
auto reduction(const buffer<DataT, Dims>& /* vars */, handler& /* cgh */, const DataT /* identity */, BinaryOperation /* combiner */,
    const sycl::property_list& /* prop_list */) {
	return detail::reduction_descriptor<DataT, Dims, BinaryOperation, true>{};
}

} // namespace celerity

// The logging macros of the library's log.h, which <celerity.h> includes; the synopsis leaves them out
// because the library does not document them as API. These check that a format string comes first and
// that the arguments compile; the real ones also check the {fmt} syntax and that each argument can be
// formatted. A string alone may also be a runtime string: spdlog prints it as it is, without formatting.
namespace celerity::detail {

template <typename... Args>
void stand_in_log(const char* format, const Args&... args);

void stand_in_log(std::string_view message);

} // namespace celerity::detail

#define CELERITY_TRACE(...) ::celerity::detail::stand_in_log(__VA_ARGS__)
#define CELERITY_DEBUG(...) ::celerity::detail::stand_in_log(__VA_ARGS__)
#define CELERITY_INFO(...) ::celerity::detail::stand_in_log(__VA_ARGS__)
#define CELERITY_WARN(...) ::celerity::detail::stand_in_log(__VA_ARGS__)
#define CELERITY_ERROR(...) ::celerity::detail::stand_in_log(__VA_ARGS__)
#define CELERITY_CRITICAL(...) ::celerity::detail::stand_in_log(__VA_ARGS__)

