// The part of celerity-synopsis-completion.hpp for the synopses of release 0.6: the access-mode traits,
// the unconstrained `parallel_for` overloads, the host-task tags of that release and the variadic
// `experimental::fence`.
#pragma once

namespace celerity::detail::access {

constexpr bool mode_traits::is_producer(sycl::access::mode m) { return m != sycl::access::mode::read; }

constexpr bool mode_traits::is_consumer(sycl::access::mode m) {
	return m != sycl::access::mode::discard_read_write && m != sycl::access::mode::discard_write;
}

constexpr bool mode_traits::is_pure_consumer(sycl::access::mode m) { return is_consumer(m) && !is_producer(m); }

} // namespace celerity::detail::access

namespace celerity::detail {

inline constexpr bool stand_in_is_producer(const access_mode m) { return access::mode_traits::is_producer(m); }

} // namespace celerity::detail

namespace celerity {

template <typename KernelName, int Dims, typename... ReductionsAndKernel>
void handler::parallel_for(range<Dims> /* global_range */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<item<Dims>>(reductions_and_kernel...);
}

template <typename KernelName, int Dims, typename... ReductionsAndKernel>
void handler::parallel_for(range<Dims> /* global_range */, id<Dims> /* global_offset */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<item<Dims>>(reductions_and_kernel...);
}

template <typename KernelName, int Dims, typename... ReductionsAndKernel>
void handler::parallel_for(celerity::nd_range<Dims> /* execution_range */, ReductionsAndKernel&&... reductions_and_kernel) {
	detail::stand_in_launch<nd_item<Dims>>(reductions_and_kernel...);
}

template <typename Functor>
void handler::host_task(on_master_node_tag /* on_master_node */, Functor&& task) {
	detail::stand_in_host_task<0>(task);
}

template <typename Functor>
void handler::host_task(experimental::collective_tag /* collective */, Functor&& task) {
	task(detail::stand_in_element<const experimental::collective_partition>());
}

} // namespace celerity

namespace celerity::experimental {

template <typename... Params>
auto fence(celerity::distr_queue& q, const Params&... args) {
	return q.fence(args...);
}

} // namespace celerity::experimental
