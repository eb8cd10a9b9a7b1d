import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { signatureHtml } from '@/lib/api/pages/signature-html';
import {
  CODE_THEME,
  getHighlighter,
  highlightToHast,
  highlightToHtml,
  TOKENIZE,
} from '@/lib/mdx/highlighter.mjs';
import {
  COLOR_CLASSES,
  DEFAULT_COLOR,
  FONT_STYLE_CLASSES,
  tokenClasses,
  TokenClassError,
} from '@/lib/mdx/token-classes.mjs';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Selector → declarations (property → value) of a stylesheet without nesting. */
function cssRules(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  for (const [, selector = '', body = ''] of css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of body.split(';')) {
      const [property, ...value] = declaration.split(':');
      if (property?.trim()) declarations.set(property.trim(), value.join(':').trim());
    }
    rules.set(selector.trim(), declarations);
  }
  return rules;
}

const tokenRules = cssRules(read('components/mdx/code-tokens.css'));
/** The declarations for `cls` in code; undefined when the stylesheet has no rule for it. */
const ruleOf = (cls: string) => tokenRules.get(`:is(pre, code) .${cls}`);

type Look = Record<string, string>;

/** What the stylesheet gives an element with these classes (`.u.x` after `.u` and `.x`, as in the file). */
function lookOfClasses(classes: string[]): Look {
  const look: Look = {};
  const rules = [
    ...classes.map((cls) => ruleOf(cls)),
    classes.includes('u') && classes.includes('x') ? ruleOf('u.x') : undefined,
  ];
  for (const rule of rules) for (const [property, value] of rule ?? []) look[property] = value;
  return look;
}

/** What an inline style attribute gives text. */
function lookOfStyle(style: string): Look {
  return Object.fromEntries(
    style
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(':') as [string, string]),
  );
}

/** Each character of the highlighted tree with its colour and font style, `look` giving an element's. */
function rendered(tree: Root, look: (element: Element, inherited: Look) => Look): string[] {
  const characters: string[] = [];
  const walk = (node: Root | Element, inherited: Look) => {
    for (const child of node.children) {
      if (child.type === 'element') walk(child, look(child, inherited));
      else if (child.type === 'text') {
        const { color = DEFAULT_COLOR, ...font } = inherited;
        const described = JSON.stringify({ color: color.toUpperCase(), ...font });
        characters.push(...[...child.value].map((c) => (c === '\n' ? c : described)));
      }
    }
  };
  walk(tree, {});
  return characters;
}

// Samples of every kind the guides show: preprocessor, comments, strings, numbers, templates,
// lambdas, an invalid escape; shell commands with options and variables; CMake.
const SAMPLES: Array<[string, string]> = [
  [
    'cpp',
    [
      '#include <celerity.h>',
      '// one buffer, one kernel',
      'template <int Dims> void fill(celerity::queue& q, celerity::buffer<float, Dims> b) {',
      '  q.submit([&](celerity::handler& cgh) {',
      '    celerity::accessor acc{b, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init};',
      '    cgh.parallel_for(b.get_range(), [=](celerity::item<Dims> it) { acc[it] = 1.5f * 0x2A; });',
      '  });',
      '  const char* s = "bad \\q escape";',
      '}',
    ].join('\n'),
  ],
  ['bash', 'CELERITY_LOG_LEVEL=debug mpirun -n 2 ./app --flag "$HOME/x" # run it'],
  [
    'cmake',
    'find_package(Celerity 0.7 REQUIRED)\ntarget_link_libraries(app PRIVATE Celerity::celerity_runtime)',
  ],
];

/**
 * The look of each character as Shiki's inline styles give it (the code's look before token classes);
 * the block's own colours are checked on their own ("hold in both site themes").
 */
async function inlineStyled(code: string, lang: string): Promise<string[]> {
  const shiki = await getHighlighter();
  const tree = shiki.codeToHast(code, { ...TOKENIZE, lang, theme: CODE_THEME, rootStyle: false });
  return rendered(tree, (element, inherited) => ({
    ...inherited,
    ...lookOfStyle(String(element.properties.style ?? '')),
  }));
}

/** The look of each character as the token classes give it. */
const classStyled = (tree: Root) =>
  rendered(tree, (element, inherited) => ({
    ...inherited,
    ...lookOfClasses(String(element.properties.class ?? '').split(' ')),
  }));

describe('token classes', () => {
  it('cover every colour and font style of the code theme, with a rule each', async () => {
    const shiki = await getHighlighter();
    const theme = shiki.getTheme(CODE_THEME);
    const foregrounds = new Set(
      theme.settings.flatMap((rule) =>
        rule.settings.foreground ? [rule.settings.foreground.toUpperCase()] : [],
      ),
    );
    foregrounds.delete(DEFAULT_COLOR);
    expect(Object.keys(COLOR_CLASSES).sort()).toEqual([...foregrounds].sort());
    for (const [colour, cls] of Object.entries(COLOR_CLASSES))
      expect(ruleOf(cls)?.get('color')?.toUpperCase(), `.${cls}`).toBe(colour);
    expect(ruleOf('i')?.get('font-style')).toBe('italic');
    expect(ruleOf('b')?.get('font-weight')).toBe('bold');
    expect(ruleOf('u')?.get('text-decoration')).toBe('underline');
    expect(ruleOf('x')?.get('text-decoration')).toBe('line-through');
    expect(ruleOf('u.x')?.get('text-decoration')).toBe('underline line-through');
    expect(FONT_STYLE_CLASSES.map(([, cls]) => cls)).toEqual(['i', 'b', 'u', 'x']);
  });

  it('hold in both site themes: no rule depends on the theme, and the block colours are the theme’s', async () => {
    expect([...tokenRules.keys()].filter((selector) => /data-theme/.test(selector))).toEqual([]);
    expect(tokenRules.get('pre.shiki')).toEqual(
      new Map([
        ['color', 'var(--code-foreground)'],
        ['background', 'var(--code-background)'],
      ]),
    );
    // The variables are set once, for both themes, to the code theme's own colours.
    const global = cssRules(read('components/layout/global.css'));
    const theme = (await getHighlighter()).getTheme(CODE_THEME);
    expect(global.get(':root')?.get('--code-foreground')?.toUpperCase()).toBe(theme.fg.toUpperCase());
    expect(global.get(':root')?.get('--code-background')?.toUpperCase()).toBe(theme.bg.toUpperCase());
    for (const [selector, declarations] of global)
      if (selector.includes('data-theme'))
        expect([...declarations.keys()], selector).not.toContain('--code-foreground');
  });

  for (const [lang, code] of SAMPLES)
    it(`give ${lang} code the look of Shiki's inline styles on every character, without a style attribute`, async () => {
      const html = await highlightToHtml(code, lang);
      expect(html).not.toContain('style=');
      const tree = await highlightToHast(code, lang);
      expect(classStyled(tree)).toEqual(await inlineStyled(code, lang));
      const used = new Set<string>();
      visit(tree, 'element', (node) => {
        if (node.tagName === 'span')
          String(node.properties.class ?? '')
            .split(' ')
            .forEach((c) => used.add(c));
      });
      used.delete('line');
      used.delete('');
      expect(used.size).toBeGreaterThan(1);
      for (const cls of used) expect(ruleOf(cls), `.${cls}`).toBeDefined();
    });

  it('style signatures by class too', async () => {
    const html = await signatureHtml('const char* f(int x = 0x2A) noexcept', {
      scope: '',
      linker: (text) => [{ text }],
    });
    expect(html).not.toContain('style=');
    const classes = [...html.matchAll(/class="?([\w ]+)/g)].flatMap((m) => (m[1] ?? '').split(' '));
    expect(classes.length).toBeGreaterThan(2);
    for (const cls of classes) expect(ruleOf(cls), `.${cls}`).toBeDefined();
  });

  it('name the token and the table for a colour or background without a class', () => {
    expect(() => tokenClasses({ content: 'odd', color: '#123456' })).toThrow(TokenClassError);
    expect(() => tokenClasses({ content: 'odd', color: '#123456' })).toThrow(
      /"odd" the colour #123456, which has no class: add it to COLOR_CLASSES in lib\/mdx\/token-classes\.mjs/,
    );
    expect(() => tokenClasses({ content: '+x', color: '#7EE787', bgColor: '#04260F' })).toThrow(
      /"\+x" the background #04260F/,
    );
    expect(tokenClasses({ content: 'x', color: '#e6edf3', fontStyle: -1 })).toEqual([]);
    expect(tokenClasses({ content: 'x', color: '#ffa198', fontStyle: 1 | 4 })).toEqual(['r', 'i', 'u']);
  });
});
