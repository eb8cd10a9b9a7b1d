// Types declared outside the headers we read (SYCL, the standard library) still appear in USRs:
// as types of non-type template parameters (`access_mode Mode`) and in specialisation arguments.
// clang spells them from the declaration it saw. The published ids were generated with AdaptiveCpp
// (formerly hipSYCL), whose SYCL names are declared in `hipsycl::sycl`; `sycl` is an alias of it.

/** SYCL names whose declaration is not a plain class in `hipsycl::sycl`: enums and aliases of enums. */
const SYCL_ENUMS: Record<string, string> = {
  'sycl::access_mode': '@N@hipsycl@N@sycl@E@access_mode',
  // `sycl::access::mode` is an alias of `sycl::access_mode` in AdaptiveCpp.
  'sycl::access::mode': '@N@hipsycl@N@sycl@E@access_mode',
  'sycl::target': '@N@hipsycl@N@sycl@E@target',
  'sycl::access::target': '@N@hipsycl@N@sycl@E@target',
};

/** Alias templates that name one builtin type whatever their arguments (`std::void_t<…>` is `void`). */
const BUILTIN_ALIAS_TEMPLATES: Record<string, string> = { 'std::void_t': 'v', void_t: 'v' };

/** The USR code of `name<…>` when it is an alias template of a builtin type. */
export function builtinAliasTemplate(name: string): string | undefined {
  return BUILTIN_ALIAS_TEMPLATES[name.replace(/^::/, '')];
}

/**
 * USR fragment (without `c:`) of a type none of our headers declares: known SYCL enums, other
 * `sycl::` names as classes of `hipsycl::sycl`, anything else as a class in the namespaces written.
 */
export function externalTagFragment(name: string): string {
  const written = name.replace(/^::/, '');
  const known = SYCL_ENUMS[written];
  if (known) return known;
  const parts = written.split('::');
  if (parts[0] === 'sycl') parts.unshift('hipsycl');
  const last = parts.pop() ?? '';
  return `${parts.map((part) => `@N@${part}`).join('')}@S@${last}`;
}
