import { getApiModel } from '@/lib/api/model/load';
import type { ApiModel } from '@/lib/api/model/schema';
import { createSignatureLinker, type SignatureLinker } from '@/lib/api/pages/xref';
import { buildXrefIndex, type XrefIndex } from '@/lib/api/xref/build-index';
import { normaliseBasePath } from '@/lib/config/base-path.mjs';

/** What every API page needs to turn model text into linked HTML; built once per model. */
export interface RenderContext {
  model: ApiModel;
  linker: SignatureLinker;
  links: XrefIndex;
  /** Prefix for urls inside HTML strings, which next/link never sees. */
  basePath: string;
}

const cached = new WeakMap<ApiModel, RenderContext>();

export function getRenderContext(model: ApiModel = getApiModel()): RenderContext {
  let context = cached.get(model);
  if (!context) {
    context = {
      model,
      linker: createSignatureLinker(model),
      links: buildXrefIndex(model),
      basePath: normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH),
    };
    cached.set(model, context);
  }
  return context;
}
