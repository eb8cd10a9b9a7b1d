import type { Root, RootContent } from 'mdast';

/** The MDX element that marks what a guide describes with the version that brought it: `<Since version="0.7" />`. */
export const SINCE_ELEMENT = 'Since';

/** One `<Since>` in an MDX file, as written: checked against the API history later, with its place. */
export interface SinceUse {
  /** The literal `version` attribute, or null when it is missing or not a plain string. */
  version: string | null;
  /** The optional `api` attribute: a public symbol (or `symbol::member`) whose history must agree. */
  api: string | null;
  line: number;
  column: number;
}

export function readSinceUse(node: RootContent | Root): SinceUse | null {
  if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return null;
  if (node.name !== SINCE_ELEMENT) return null;
  const literal = (name: string) => {
    const attribute = node.attributes.find(
      (entry) => entry.type === 'mdxJsxAttribute' && entry.name === name,
    );
    return typeof attribute?.value === 'string' ? attribute.value : null;
  };
  return {
    version: literal('version'),
    api: literal('api'),
    line: node.position?.start.line ?? 0,
    column: node.position?.start.column ?? 0,
  };
}
