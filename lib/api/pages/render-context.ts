import { buildLinkIndex, type LinkIndex } from '@/lib/api/pages/link-index';
import { getApiModel } from '@/lib/api/model/load';
import type { ApiAlias, ApiEnum, ApiModel, ApiRecord } from '@/lib/api/model/schema';
import { createSignatureLinker, type SignatureLinker } from '@/lib/api/pages/xref';
import { normaliseBasePath } from '@/lib/config/base-path.mjs';

/** What every API page needs to turn model text into linked HTML; built once per model. */
export interface RenderContext {
  model: ApiModel;
  linker: SignatureLinker;
  links: LinkIndex;
  /** Prefix for urls inside HTML strings, which next/link never sees. */
  basePath: string;
}

let cached: RenderContext | undefined;

export function getRenderContext(model: ApiModel = getApiModel()): RenderContext {
  if (cached?.model !== model) {
    cached = {
      model,
      linker: createSignatureLinker(model),
      links: buildLinkIndex(model),
      basePath: normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH),
    };
  }
  return cached;
}

export function recordKindLabel(record: ApiRecord): string {
  if (record.specialization)
    return record.specialization.kind === 'partial' ? 'partial specialization' : 'specialization';
  return record.templateParams ? `${record.tagKind} template` : record.tagKind;
}

export function enumKindLabel(value: ApiEnum): string {
  return value.scoped ? 'enum class' : 'enum';
}

export function aliasKindLabel(alias: ApiAlias): string {
  switch (alias.aliasKind) {
    case 'alias-template':
      return 'alias template';
    case 'using-declaration':
      return 'using-declaration';
    case 'typedef':
      return 'typedef';
    case 'using':
      return 'type alias';
  }
}

/** `celerity::accessor<DataT, Dims, Mode, target::device>` for specialisations, else the qualified name. */
export function recordDisplayName(record: ApiRecord): string {
  return record.specialization
    ? `${record.qualifiedName}<${record.specialization.args}>`
    : record.qualifiedName;
}
