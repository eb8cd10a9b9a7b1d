// celerity-source: include/version.h.in
#pragma once

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
