// @ts-check
// Highlighted code carries short classes instead of inline styles: a page's samples then repeat a
// letter per token instead of `style="color:#…"`, and components/mdx/code-tokens.css (checked against
// this table by tests/unit/mdx/token-classes.test.ts) gives each class its colour. The table is fixed,
// so a token's class never depends on which colours a build met first. Code blocks use the dark code
// theme in both site themes, so one rule per class serves both.

/** Foreground colours of the code theme (github-dark-default), upper case, → class. */
export const COLOR_CLASSES = Object.freeze({
  '#FF7B72': 'k', // keywords, storage
  '#D2A8FF': 'f', // function and type names
  '#FFA657': 'e', // entity names, template parameters
  '#79C0FF': 'c', // constants, numbers, operators
  '#A5D6FF': 's', // strings
  '#8B949E': 'm', // comments
  '#7EE787': 'g', // tags, escapes in regular expressions
  '#FFA198': 'r', // invalid code
  '#F0F6FC': 'w', // carriage returns
  '#161B22': 'd', // ignored markup
});

/** The theme's plain text colour: such tokens get no class and take the colour of their block. */
export const DEFAULT_COLOR = '#E6EDF3';

/** Shiki's font style bits (TextMate's FontStyle) → class. */
export const FONT_STYLE_CLASSES = /** @type {ReadonlyArray<readonly [number, string]>} */ ([
  [1, 'i'], // italic
  [2, 'b'], // bold
  [4, 'u'], // underline
  [8, 'x'], // strikethrough
]);

export class TokenClassError extends Error {}

/**
 * The classes of one highlighted token; none for plain text.
 * @param {{ content: string, color?: string, bgColor?: string, fontStyle?: number }} token
 * @returns {string[]}
 */
export function tokenClasses(token) {
  const where = `the token ${JSON.stringify(token.content.slice(0, 40))}`;
  if (token.bgColor)
    throw new TokenClassError(
      `Shiki gave ${where} the background ${token.bgColor}; code tokens have no background classes (lib/mdx/token-classes.mjs).`,
    );
  const color = token.color?.toUpperCase();
  /** @type {string[]} */
  const classes = [];
  if (color && color !== DEFAULT_COLOR) {
    const cls = COLOR_CLASSES[/** @type {keyof typeof COLOR_CLASSES} */ (color)];
    if (!cls)
      throw new TokenClassError(
        `Shiki gave ${where} the colour ${color}, which has no class: add it to COLOR_CLASSES in lib/mdx/token-classes.mjs and its rule to components/mdx/code-tokens.css.`,
      );
    classes.push(cls);
  }
  const fontStyle = token.fontStyle ?? 0;
  // -1 is TextMate's "not set".
  if (fontStyle > 0) for (const [bit, cls] of FONT_STYLE_CLASSES) if (fontStyle & bit) classes.push(cls);
  return classes;
}

/**
 * A token element without attributes (plain text after `tokenClasses`) gives way to its text.
 * @param {import('hast').Element} element
 */
function unwrapPlainTokens(element) {
  element.children = element.children.flatMap((child) => {
    if (child.type !== 'element') return [child];
    unwrapPlainTokens(child);
    const plain = child.tagName === 'span' && Object.values(child.properties).every((v) => v === undefined);
    return plain ? child.children : [child];
  });
}

/**
 * Shiki transformer: token classes instead of inline styles, and plain-text tokens as bare text (with
 * Shiki's `rootStyle: false`, the <pre> has no style either: the stylesheet gives code blocks their
 * colours). The unwrapping runs on the root, after Shiki's decorations (the links of code-links.mjs)
 * have found their tokens.
 * @type {import('shiki/core').ShikiTransformer}
 */
export const tokenClassTransformer = {
  name: 'celerity:token-classes',
  span(node, _line, _col, _lineElement, token) {
    const classes = tokenClasses(token);
    node.properties = classes.length ? { class: classes.join(' ') } : {};
  },
  root(root) {
    for (const child of root.children) if (child.type === 'element') unwrapPlainTokens(child);
  },
};
