import type { ApiModel } from '@/lib/api/model/schema';
import { apiSymbolUrl, linkTargets } from '@/lib/api/kinds/urls';
import { readExternalRefs, type ExternalRefs } from '@/lib/api/xref/external-refs';

// Cross-references are resolved at render time from the model (not stored as token lists): the
// JSON stays small and links always follow the current URL scheme. Resolution mimics C++
// unqualified lookup: the innermost enclosing scope first, then outwards.

interface SignatureToken {
  text: string;
  href?: string;
  /** For a link to another project's documentation (absolute href): where it goes. */
  source?: string;
}

export type SignatureLinker = (text: string, scope: string) => SignatureToken[];

function buildIndex(model: ApiModel): Map<string, string> {
  const index = new Map<string, string>();
  for (const symbol of linkTargets(model))
    if (!index.has(symbol.qualifiedName)) index.set(symbol.qualifiedName, apiSymbolUrl(symbol));
  return index;
}

/** Spans of identifiers (possibly `::`-qualified) in `text`, used to linkify signatures. */
function qualifiedNameSpans(text: string): Array<{ start: number; end: number; name: string }> {
  const spans: Array<{ start: number; end: number; name: string }> = [];
  const re = /(?:::\s*)?[A-Za-z_]\w*(?:\s*::\s*(?:template\s+)?[A-Za-z_]\w*)*/g;
  for (let match = re.exec(text); match; match = re.exec(text)) {
    const before = text[match.index - 1];
    // Skip member accesses and numeric suffixes: `a.b`, `x->y`, `1u`.
    if (before !== undefined && /[\w.]/.test(before)) continue;
    if (text.slice(Math.max(0, match.index - 2), match.index) === '->') continue;
    spans.push({
      start: match.index,
      end: match.index + match[0].length,
      name: match[0].replace(/::\s*template\s+/g, '::').replace(/\s+/g, ''),
    });
  }
  return spans;
}

function resolveQualifiedName(index: Map<string, string>, name: string, scope: string): string | undefined {
  if (name.startsWith('::')) return index.get(name.slice(2));
  const parts = scope ? scope.split('::') : [];
  for (let i = parts.length; i >= 0; i -= 1) {
    const href = index.get([...parts.slice(0, i), name].join('::'));
    if (href) return href;
  }
  return undefined;
}

/** Links the API's names, then names of other projects (`sycl::range`, `std::size_t`) from `external`. */
export function createSignatureLinker(
  model: ApiModel,
  external: ExternalRefs['cpp'] = readExternalRefs().cpp,
): SignatureLinker {
  const index = buildIndex(model);
  return (text, scope) => {
    const tokens: SignatureToken[] = [];
    let pos = 0;
    for (const span of qualifiedNameSpans(text)) {
      const href = resolveQualifiedName(index, span.name, scope);
      const name = span.name.replace(/^::/, '');
      const out = href || !Object.hasOwn(external, name) ? undefined : external[name];
      if (!href && !out) continue;
      if (span.start > pos) tokens.push({ text: text.slice(pos, span.start) });
      const written = text.slice(span.start, span.end);
      tokens.push(out ? { text: written, href: out.url, source: out.source } : { text: written, href });
      pos = span.end;
    }
    if (pos < text.length) tokens.push({ text: text.slice(pos) });
    return tokens;
  };
}
