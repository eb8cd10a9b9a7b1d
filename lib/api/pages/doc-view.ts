import type { DocComment } from '@/lib/api/model/schema';
import type { DocView, SeeAlsoLink } from '@/lib/api/pages/view-types';
import type { RenderContext } from '@/lib/api/pages/render-context';
import { renderDocMarkdown } from '@/lib/api/pages/render-doc-markdown';
import { lookupApiName } from '@/lib/api/xref/resolve-name.mjs';

/** Block HTML of doc-comment Markdown, with inline code naming a symbol linked to its page. */
function renderBlock(md: string, ctx: RenderContext): Promise<string> {
  return md.trim()
    ? renderDocMarkdown(md, { links: ctx.links, basePath: ctx.basePath })
    : Promise.resolve('');
}

/** Like renderBlock, without the paragraph around a single line (briefs, table cells). */
export async function renderInline(md: string | undefined, ctx: RenderContext): Promise<string> {
  const html = (await renderBlock(md ?? '', ctx)).trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]!.includes('<p>') ? single[1]! : html;
}

function resolveSeeAlso(names: readonly string[], scope: string, ctx: RenderContext): SeeAlsoLink[] {
  return names.map((label) => {
    const href = lookupApiName(ctx.links, label, scope);
    // Rendered with next/link, which adds the base path itself.
    return href ? { label, href } : { label };
  });
}

/**
 * `deprecated` is the symbol's own (from `[[deprecated]]` or `@deprecated`, merged by the extractor),
 * so a symbol without a comment can still be marked.
 */
export async function buildDocView(
  doc: DocComment | undefined,
  scope: string,
  ctx: RenderContext,
  deprecated?: string,
): Promise<DocView | null> {
  if (!doc && deprecated === undefined) return null;
  const [briefHtml, bodyHtml, notesHtml, warningsHtml, deprecatedHtml] = await Promise.all([
    renderInline(doc?.brief, ctx),
    renderBlock(doc?.body ?? '', ctx),
    Promise.all((doc?.notes ?? []).map((note) => renderInline(note, ctx))),
    Promise.all((doc?.warnings ?? []).map((warning) => renderInline(warning, ctx))),
    deprecated !== undefined ? renderInline(deprecated || 'Deprecated.', ctx) : Promise.resolve(undefined),
  ]);
  return {
    briefHtml,
    bodyHtml,
    notesHtml,
    warningsHtml,
    ...(deprecatedHtml !== undefined ? { deprecatedHtml } : {}),
    see: resolveSeeAlso(doc?.see ?? [], scope, ctx),
  };
}
