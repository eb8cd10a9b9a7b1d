// celerity-source: include/version.h.in
#pragma once

// The macros below are written into the header when Celerity is configured. Their values here are
// those of one possible build; an installed header holds the values of its own build.

/// Major version number of the Celerity release, the same number as `celerity::version::major`.
#define CELERITY_VERSION_MAJOR 0

/// Minor version number of the Celerity release, the same number as `celerity::version::minor`.
#define CELERITY_VERSION_MINOR 7

/// Patch version number of the Celerity release, the same number as `celerity::version::patch`.
#define CELERITY_VERSION_PATCH 0

/// 1 if the library was built with AdaptiveCpp, otherwise 0. Added in 0.6.0.
///
/// Exactly one of `CELERITY_SYCL_IS_ACPP`, `CELERITY_SYCL_IS_DPCPP` and `CELERITY_SYCL_IS_SIMSYCL` is 1.
#define CELERITY_SYCL_IS_ACPP 0

/// 1 if the library was built with Intel's DPC++ compiler, otherwise 0. Added in 0.6.0.
#define CELERITY_SYCL_IS_DPCPP 0

/// 1 if the library was built with SimSYCL, the SYCL simulator for development, otherwise 0. Added in 0.6.0.
#define CELERITY_SYCL_IS_SIMSYCL 1

/// 1 if the library was built with MPI for multi-process and multi-node execution, 0 if it always runs as
/// one process. Added in 0.7.0.
#define CELERITY_ENABLE_MPI 1

/// 1 if the library was built to replace the default memory allocator with mimalloc, otherwise 0.
#define CELERITY_USE_MIMALLOC 0

#define CELERITY_DETAIL_HAS_NAMED_THREADS 1

/// 1 if the library was built to check accessor indices against the regions the range mappers declared,
/// otherwise 0 (CMake option `CELERITY_ACCESSOR_BOUNDARY_CHECK`).
#define CELERITY_ACCESSOR_BOUNDARY_CHECK 0

/// 1 if the library was built to warn about reads of never-written buffer regions and to report overlapping
/// writes of one kernel's chunks, otherwise 0 (CMake option `CELERITY_ACCESS_PATTERN_DIAGNOSTICS`).
#define CELERITY_ACCESS_PATTERN_DIAGNOSTICS 0

/// 1 if the library was built with support for the Tracy profiler, otherwise 0. Added in 0.6.0.
#define CELERITY_TRACY_SUPPORT 0

/// Always 1: the feature-test macro for scalar reductions, kept for code written against older releases.
///
/// @deprecated Every build since 0.6.0 sets it to 1, so there is nothing left to test.
#define CELERITY_FEATURE_SCALAR_REDUCTIONS 1

/// Always 1: the feature-test macro for simple scalar reductions, kept for code written against older releases.
///
/// @deprecated Every build since 0.6.0 sets it to 1, so there is nothing left to test.
#define CELERITY_FEATURE_SIMPLE_SCALAR_REDUCTIONS 1

/// Always 1: the feature-test macro for local accessors, kept for code written against older releases.
///
/// @deprecated Every build since 0.3.2 sets it to 1, so there is nothing left to test.
#define CELERITY_FEATURE_LOCAL_ACCESSOR 1

/// Always 1: the feature-test macro for kernels without a name, kept for code written against older releases.
///
/// @deprecated Every build since 0.4.1 sets it to 1, so there is nothing left to test.
#define CELERITY_FEATURE_UNNAMED_KERNELS 1

/**
 * Version information of the Celerity runtime an application was built against.
 *
 * The numeric parts are compile-time constants filled in when Celerity is configured, so they can be
 * used in `static_assert` or `if constexpr`. The source-control details are only known to the compiled
 * library and are therefore runtime values.
 *
 * ```cpp
 * static_assert(celerity::version::major > 0 || celerity::version::minor >= 7, "this code needs Celerity 0.7 or newer");
 *
 * std::printf("Celerity %d.%d.%d (%s%s)\n", celerity::version::major, celerity::version::minor,
 *     celerity::version::patch, celerity::version::git_revision, celerity::version::git_dirty ? ", modified" : "");
 * ```
 */
namespace celerity::version {

/// Major version number. The value shown here is that of the current release line (0.7.0); an installed
/// header holds the value of the version it was configured from.
constexpr int major = 0;

/// Minor version number. While the major version is 0, a new minor version may contain breaking changes.
constexpr int minor = 7;

/// Patch version number.
constexpr int patch = 0;

/**
 * Source-control revision the library was built from.
 *
 * A null-terminated string holding the abbreviated commit hash of the Celerity sources, or `"unknown"`
 * if the build did not happen inside a git checkout. Defined inside the compiled library, so it cannot
 * be used in constant expressions.
 *
 * @see git_dirty
 */
extern const char* const git_revision;

/**
 * Whether the library was built from a working copy with uncommitted changes.
 *
 * If `true`, `git_revision` alone does not fully describe the sources that were compiled.
 *
 * @see git_revision
 */
extern const bool git_dirty;

} // namespace celerity::version
