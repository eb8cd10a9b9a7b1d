import type { TemplateParam } from '@/lib/api/model/schema';

// Text forms of model values shared by the extractor (one-line summaries) and the pages (declarations).

/** `template <typename T, int Dims = 1>`; empty without parameters. */
export function templateHead(params: TemplateParam[] | undefined): string {
  if (!params) return '';
  const parts = params.map((p) => {
    const head = p.kind === 'type' ? 'typename' : (p.type ?? '');
    const name = `${head}${p.pack ? '...' : ''}${p.name ? ` ${p.name}` : ''}`;
    return p.default ? `${name} = ${p.default}` : name;
  });
  return `template <${parts.join(', ')}>`;
}
