// A stand-in for <sycl/sycl.hpp> used only to type-check the site's C++ samples with
// `g++ -fsyntax-only`: declarations of the few sycl:: names that the API synopsis and the samples
// use (and the function objects the reductions guide lists), shaped after SYCL 2020 and simplified
// where type checking does not care; no definitions. It is not a SYCL implementation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace sycl {

enum class memory_scope : int { work_item, sub_group, work_group, device, system };

enum class memory_order : int { relaxed, acquire, release, acq_rel, seq_cst };

enum class access_mode : int { read, write, read_write, discard_write, discard_read_write, atomic };

namespace access {
	enum class address_space : int { global_space, local_space, constant_space, private_space, generic_space };
	using mode = access_mode;
} // namespace access

template <int Dims = 1> class range {
  public:
	range();
	template <typename... Ts> range(Ts... extents);
	std::size_t size() const;
	std::size_t operator[](int dimension) const;
};

template <int Dims = 1> class id {
  public:
	id();
	template <typename... Ts> id(Ts... indices);
	std::size_t operator[](int dimension) const;
};

template <int Dims = 1> class nd_range {
  public:
	nd_range(range<Dims> global_range, range<Dims> local_range, id<Dims> offset = {});
};

class device_event {
  public:
	void wait();
};

class sub_group {
  public:
	static constexpr memory_scope fence_scope = memory_scope::sub_group;
};

template <typename T> class global_ptr {
  public:
	global_ptr(T* pointer);
};

template <typename T> class local_ptr {
  public:
	local_ptr(T* pointer);
};

class property_list {
  public:
	template <typename... Properties> property_list(Properties... properties);
};

namespace property {
	struct no_init {};
	namespace reduction {
		struct initialize_to_identity {};
	} // namespace reduction
} // namespace property

namespace info {
	enum class device_type { cpu, gpu, accelerator, custom, automatic, host, all };
} // namespace info

// SYCL 2020 leaves the enumerators to the implementation; these are examples.
enum class backend { opencl, ext_oneapi_level_zero, ext_oneapi_cuda, ext_oneapi_hip };

class device {
  public:
	device();
	bool is_gpu() const;
	backend get_backend() const noexcept;
	static std::vector<device> get_devices(info::device_type type = info::device_type::all);
};

// What a kernel receives for each reduction: the operators SYCL 2020 offers depend on the operation;
// the stand-in offers all of them.
template <typename T, typename BinaryOperation, int Dimensions = 0>
class reducer {
  public:
	reducer(const reducer&) = delete;
	reducer& operator=(const reducer&) = delete;
	const reducer& combine(const T& partial) const;
	const reducer& operator+=(const T& partial) const;
	const reducer& operator*=(const T& partial) const;
	const reducer& operator&=(const T& partial) const;
	const reducer& operator|=(const T& partial) const;
	const reducer& operator^=(const T& partial) const;
	const reducer& operator++() const;
};

template <typename T = void> struct plus { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct multiplies { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct minimum { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct maximum { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct bit_and { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct bit_or { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct bit_xor { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct logical_and { T operator()(const T& a, const T& b) const; };
template <typename T = void> struct logical_or { T operator()(const T& a, const T& b) const; };

// Only the operations the samples use.
template <typename T, memory_order DefaultOrder, memory_scope DefaultScope,
    access::address_space AddressSpace = access::address_space::generic_space>
class atomic_ref {
  public:
	explicit atomic_ref(T& ref);
	T fetch_add(T operand, memory_order order = DefaultOrder, memory_scope scope = DefaultScope) const noexcept;
};

float fabs(float x);
double fabs(double x);

template <typename Group> void group_barrier(Group g, memory_scope fence_scope = Group::fence_scope);

template <typename Group, typename T> T group_broadcast(Group g, T x);
template <typename Group, typename T> T group_broadcast(Group g, T x, std::size_t local_linear_id);

template <typename Group, typename Ptr, typename Predicate> bool joint_any_of(Group g, Ptr first, Ptr last, Predicate pred);
template <typename Group, typename Ptr, typename Predicate> bool joint_all_of(Group g, Ptr first, Ptr last, Predicate pred);
template <typename Group, typename Ptr, typename Predicate> bool joint_none_of(Group g, Ptr first, Ptr last, Predicate pred);
template <typename Group, typename T, typename Predicate> bool any_of_group(Group g, T x, Predicate pred);
template <typename Group> bool any_of_group(Group g, bool pred);
template <typename Group, typename T, typename Predicate> bool all_of_group(Group g, T x, Predicate pred);
template <typename Group> bool all_of_group(Group g, bool pred);
template <typename Group, typename T, typename Predicate> bool none_of_group(Group g, T x, Predicate pred);
template <typename Group> bool none_of_group(Group g, bool pred);

template <typename Group, typename T> T permute_group_by_xor(Group g, T x, std::size_t mask);
template <typename Group, typename T> T shift_group_left(Group g, T x, std::size_t delta = 1);
template <typename Group, typename T> T shift_group_right(Group g, T x, std::size_t delta = 1);
template <typename Group, typename T> T select_from_group(Group g, T x, std::size_t remote_local_id);

template <typename Group, typename Ptr, typename BinaryOperation>
auto joint_reduce(Group g, Ptr first, Ptr last, BinaryOperation binary_op);
template <typename Group, typename Ptr, typename T, typename BinaryOperation>
T joint_reduce(Group g, Ptr first, Ptr last, T init, BinaryOperation binary_op);
template <typename Group, typename T, typename BinaryOperation> T reduce_over_group(Group g, T x, BinaryOperation binary_op);
template <typename Group, typename V, typename T, typename BinaryOperation>
T reduce_over_group(Group g, V x, T init, BinaryOperation binary_op);

template <typename Group, typename InPtr, typename OutPtr, typename BinaryOperation>
OutPtr joint_exclusive_scan(Group g, InPtr first, InPtr last, OutPtr result, BinaryOperation binary_op);
template <typename Group, typename InPtr, typename OutPtr, typename T, typename BinaryOperation>
OutPtr joint_exclusive_scan(Group g, InPtr first, InPtr last, OutPtr result, T init, BinaryOperation binary_op);
template <typename Group, typename T, typename BinaryOperation> T exclusive_scan_over_group(Group g, T x, BinaryOperation binary_op);
template <typename Group, typename V, typename T, typename BinaryOperation>
T exclusive_scan_over_group(Group g, V x, T init, BinaryOperation binary_op);

template <typename Group, typename InPtr, typename OutPtr, typename BinaryOperation>
OutPtr joint_inclusive_scan(Group g, InPtr first, InPtr last, OutPtr result, BinaryOperation binary_op);
template <typename Group, typename InPtr, typename OutPtr, typename T, typename BinaryOperation>
OutPtr joint_inclusive_scan(Group g, InPtr first, InPtr last, OutPtr result, BinaryOperation binary_op, T init);
template <typename Group, typename T, typename BinaryOperation> T inclusive_scan_over_group(Group g, T x, BinaryOperation binary_op);
template <typename Group, typename V, typename BinaryOperation, typename T>
T inclusive_scan_over_group(Group g, V x, BinaryOperation binary_op, T init);

} // namespace sycl
