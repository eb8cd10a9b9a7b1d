import { symbolId } from '@/lib/api/extract/usr';

// Page ids are hashes of the symbols' clang USRs (lib/api/extract/usr.ts); computing them here from the USRs keeps
// the tests on the published URL scheme without copying ids.
const page = (kind: 'records' | 'enums' | 'aliases', usr: string) => `/docs/api/${kind}/${symbolId(usr)}/`;

export const HANDLER = page('records', 'c:@N@celerity@S@handler');
export const BUFFER = page('records', 'c:@N@celerity@ST>2#T#NI@buffer');
export const RANGE = page('records', 'c:@N@celerity@ST>1#NI@range');
export const ACCESS_MODE = page('enums', 'c:@N@celerity@E@access_mode');
export const DECORATED_GLOBAL_PTR = page('aliases', 'c:@N@celerity@decorated_global_ptr');
export const REDUCTION = '/docs/api/functions/celerity-reduction/';

/** Anchors on the namespaces page: the namespace `celerity`, `celerity::access` and the variable `celerity::read_only`. */
export const NAMESPACE_ANCHORS = {
  celerity: symbolId('c:@N@celerity'),
  access: symbolId('c:@N@celerity@N@access'),
  readOnly: symbolId('c:@N@celerity@read_only'),
};
/** `celerity::accessor<DataT, Dims, Mode, target::host_task>`, a partial specialisation with member pages. */
export const HOST_ACCESSOR = page(
  'records',
  'c:@N@celerity@SP>3#T#NI#N$@N@celerity@E@access_mode@accessor>#t0.0###V$@N@celerity@E@target1',
);
