// The part of celerity-synopsis-completion.hpp for the synopses of release 0.7 and later (the working copy): the access-mode helpers, the
// kernel-argument check of `parallel_for`, the tag types and the overloads that 0.7 added.
#pragma once

namespace celerity::detail {

inline constexpr bool is_producer_mode(const access_mode m) { return m != access_mode::read; }

inline constexpr bool is_consumer_mode(const access_mode m) {
	return !(m == access_mode::discard_write || m == access_mode::discard_read_write);
}

inline constexpr bool is_pure_consumer_mode(const access_mode m) { return is_consumer_mode(m) && !is_producer_mode(m); }

inline constexpr bool stand_in_is_producer(const access_mode m) { return is_producer_mode(m); }

// Zero or more reduction descriptors followed by exactly one kernel.
template <typename... ReductionsAndKernel>
struct is_reductions_and_kernel_object : std::false_type {};

template <typename Kernel>
struct is_reductions_and_kernel_object<Kernel> : std::true_type {};

template <typename DataT, int Dims, typename BinaryOperation, bool WithExplicitIdentity, typename... Rest>
struct is_reductions_and_kernel_object<reduction_descriptor<DataT, Dims, BinaryOperation, WithExplicitIdentity>, Rest...>
    : is_reductions_and_kernel_object<Rest...> {};

class collective_tag {};

} // namespace celerity::detail

namespace celerity {

template <typename CGF>
void queue::submit(CGF&& cgf) {
	cgf(detail::stand_in_element<handler>());
}

template <typename KernelName, int Dims, typename... ReductionsAndKernel, std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int>>
void handler::parallel_for(range<Dims> /* global_range */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<item<Dims>>(reductions_and_kernel...);
}

template <typename KernelName, int Dims, typename... ReductionsAndKernel, std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int>>
void handler::parallel_for(range<Dims> /* global_range */, id<Dims> /* global_offset */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<item<Dims>>(reductions_and_kernel...);
}

template <typename KernelName, typename... ReductionsAndKernel, std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int>>
void handler::parallel_for(const size_t /* global_range */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<item<1>>(reductions_and_kernel...);
}

template <typename KernelName, typename... ReductionsAndKernel, std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int>>
void handler::parallel_for(const size_t /* global_range */, const size_t /* global_offset */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<item<1>>(reductions_and_kernel...);
}

template <typename KernelName, int Dims, typename... ReductionsAndKernel, std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int>>
void handler::parallel_for(celerity::nd_range<Dims> /* execution_range */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<nd_item<Dims>>(reductions_and_kernel...);
}

template <typename Functor>
void handler::host_task(const detail::on_master_node_tag /* on_master_node */, Functor&& task) {
	detail::stand_in_host_task<0>(task);
}

template <typename Functor>
void handler::host_task(const detail::collective_tag /* collective */, Functor&& task) {
	task(detail::stand_in_element<const experimental::collective_partition>());
}

template <typename Functor>
void handler::host_task(const detail::once_tag /* once */, Functor&& task) {
	detail::stand_in_host_task<0>(task);
}

} // namespace celerity

namespace celerity::experimental {

template <typename T, int Dims>
auto fence(celerity::distr_queue& /* q */, const buffer<T, Dims>& /* buf */, const subrange<Dims>& /* sr */) {
	return std::future<celerity::buffer_snapshot<T, Dims>>{};
}

template <typename T, int Dims>
auto fence(celerity::distr_queue& /* q */, const buffer<T, Dims>& /* buf */) {
	return std::future<celerity::buffer_snapshot<T, Dims>>{};
}

template <typename T>
auto fence(celerity::distr_queue& /* q */, const host_object<T>& /* obj */) {
	return std::future<T>{};
}

} // namespace celerity::experimental

// version.h's build-configuration macro for MPI, with the value of a default build, so that the
// `#if CELERITY_ENABLE_MPI` branches of samples are compiled.
#ifndef CELERITY_ENABLE_MPI
#define CELERITY_ENABLE_MPI 1
#endif
