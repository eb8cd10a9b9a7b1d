// celerity-source: include/celerity.h
#pragma once

#include "accessor.h"
#include "buffer.h"
#include "debug.h"
#include "distr_queue.h"
#include "host_utils.h"
#include "side_effect.h"
#include "version.h"

#include <functional>
#include <vector>

#include <sycl/sycl.hpp>

namespace celerity::detail {

/// Implementation detail: the callable type accepted by `celerity::runtime::init` for scoring devices.
///
/// It receives a candidate `sycl::device` and returns an integer score; a negative score excludes the device.
/// Only devices that support USM device and host allocations are offered to it.
using device_selector = std::function<int(const sycl::device&)>;

} // namespace celerity::detail

namespace celerity {

/// Functions for starting the Celerity runtime explicitly.
///
/// Calling these is optional: the first `distr_queue`, `buffer` or `experimental::host_object` that is
/// constructed starts the runtime on demand, with automatic device selection unless that first object is a
/// `distr_queue` given a device list or a selector, whose devices it then uses. There is no function to stop
/// it: the runtime shuts down when the last `distr_queue`, `buffer` and `experimental::host_object` has
/// been destroyed, after all work submitted until then has finished, and cannot be started again in the same
/// process.
namespace runtime {

	/**
	 * Starts the Celerity runtime with automatic device selection.
	 *
	 * Call this once near the beginning of `main`, before any `distr_queue`, `buffer` or host object exists, to hand
	 * the program's command line to the runtime (it is forwarded to MPI initialization). Without an explicit
	 * call, the runtime starts implicitly when the first Celerity object is constructed, without access to the
	 * command line.
	 *
	 * Automatic selection prefers GPUs: every GPU of a single SYCL backend that supports USM device and host
	 * allocations is used. If no such GPU exists, other device types are considered. When several cluster
	 * nodes (MPI processes) share one machine, the selected devices are divided among them.
	 *
	 * @param argc Pointer to the `argc` parameter of `main`, or `nullptr`.
	 * @param argv Pointer to the `argv` parameter of `main`, or `nullptr`.
	 *
	 * @warning The runtime must not be started twice. Call `init` only before the first Celerity object is created.
	 *
	 * ```cpp
	 * #include <celerity.h>
	 *
	 * int main(int argc, char* argv[]) {
	 *     celerity::runtime::init(&argc, &argv);
	 *     celerity::distr_queue q;
	 *     // ... create buffers and submit command groups ...
	 * }
	 * ```
	 */
	inline void init(int* argc, char** argv[]);

	/**
	 * Starts the Celerity runtime on an explicit list of devices.
	 *
	 * Use this overload when the program wants to decide itself which accelerators the local node uses. The
	 * list may differ from node to node, but all nodes running on the same machine must pass the same list
	 * (the runtime divides it among them).
	 *
	 * @param argc Pointer to the `argc` parameter of `main`, or `nullptr`.
	 * @param argv Pointer to the `argv` parameter of `main`, or `nullptr`.
	 * @param devices Non-empty list of devices for this node. All of them must belong to the same SYCL backend
	 *                and support USM device and host allocations, otherwise device selection throws.
	 *
	 * ```cpp
	 * //% #include <algorithm>
	 * //% int main(int argc, char* argv[]) {
	 * std::vector<sycl::device> gpus = sycl::device::get_devices(sycl::info::device_type::gpu);
	 * // One backend only: an implementation may list a GPU once per backend (DPC++ with Level Zero and
	 * // OpenCL, for example), so keep the GPUs of the first one.
	 * const sycl::backend backend = gpus.at(0).get_backend();
	 * gpus.erase(std::remove_if(gpus.begin(), gpus.end(),
	 *                           [&](const sycl::device& d) { return d.get_backend() != backend; }),
	 *            gpus.end());
	 * celerity::runtime::init(&argc, &argv, gpus);
	 * //% }
	 * ```
	 */
	inline void init(int* argc, char** argv[], const std::vector<sycl::device>& devices);

	/**
	 * Starts the Celerity runtime, choosing devices with a user-provided scoring function.
	 *
	 * The selector is called once for every device of every SYCL platform that supports USM device and host
	 * allocations; devices without that support are skipped before the selector sees them (a `trace`-level log
	 * line names each one). Devices rated with a negative score are ignored. Scores are summed per SYCL
	 * backend, and all non-rejected devices of the backend with the highest total are used. If no backend
	 * reaches a positive total, device selection fails with an exception. All nodes on the same machine must
	 * use an equivalent selector.
	 *
	 * @param argc Pointer to the `argc` parameter of `main`, or `nullptr`.
	 * @param argv Pointer to the `argv` parameter of `main`, or `nullptr`.
	 * @param device_selector Callable of signature `int(const sycl::device&)` that rates a device.
	 *
	 * ```cpp
	 * //% int main(int argc, char* argv[]) {
	 * celerity::runtime::init(&argc, &argv, [](const sycl::device& d) {
	 *     return d.is_gpu() ? 1 : -1; // use GPUs only
	 * });
	 * //% }
	 * ```
	 */
	inline void init(int* argc, char** argv[], const detail::device_selector& device_selector);

} // namespace runtime
} // namespace celerity
