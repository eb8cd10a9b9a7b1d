import { headerPath } from '@/lib/api/model/header-files';
import type { ApiModel } from '@/lib/api/model/schema';
import { gitLastUpdate, type LastUpdate } from '@/lib/content/last-update';

// "Last updated" of an API page: the last commit of the header its symbol is declared in (the
// synopsis header in default builds, the CELERITY_SOURCE checkout's header otherwise). Like a guide's,
// it is null outside git, and a shallow clone answers with its boundary commit.

export function headerLastUpdate(model: Pick<ApiModel, 'source'>, locationFile: string): LastUpdate | null {
  const file = headerPath(model, locationFile);
  return file ? gitLastUpdate(file) : null;
}
