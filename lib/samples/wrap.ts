// Turns a sample block into a translation unit: hidden lines become code, and a fragment is completed
// by the standard prelude that fits it. `#line` directives keep every line at its place in the content
// file, so compiler messages name the MDX or header line directly.
import { isHiddenLine, revealHiddenLine } from '@/lib/config/hidden-lines.mjs';
import type { Prelude, SampleBlock } from './sample-block';
import { isDeclaration, isNamespaceScopeItem, maskCode, topLevelItems } from './top-level-items';

export type AppliedPrelude = Exclude<Prelude, 'auto'>;

interface TranslationUnit {
  source: string;
  prelude: AppliedPrelude;
  hiddenLines: number;
}

/** Where generated lines claim to come from, so messages about them are not mistaken for content lines. */
export const WRAPPER_FILE = '<sample prelude>';

const DEFINES_MAIN = /\bint\s+main\s*\(/;
const USES_CGH = /\bcgh\b/;
const DECLARES_CGH = /\bhandler\s*&\s*cgh\b/;

function choosePrelude(requested: Prelude, masked: string, bodyText: string): AppliedPrelude {
  if (requested !== 'auto') return requested;
  if (DEFINES_MAIN.test(masked) || !bodyText.trim()) return 'none';
  return USES_CGH.test(bodyText) && !DECLARES_CGH.test(masked) ? 'command-group' : 'main';
}

/** For each line: does it go into the generated function body (true) or stay at namespace scope? */
function bodyLines(lines: string[]): boolean[] {
  const inBody: Array<boolean | undefined> = lines.map(() => undefined);
  const items = topLevelItems(lines);
  const atNamespaceScope = items.map(isNamespaceScopeItem);
  // A variable declared before a definition at namespace scope may be used by it, so it stays there too.
  const lastDefinition = atNamespaceScope.lastIndexOf(true);
  items.forEach((item, index) => {
    if (index < lastDefinition && isDeclaration(item)) atNamespaceScope[index] = true;
  });
  for (const [index, item] of items.entries()) {
    const body = !atNamespaceScope[index];
    for (let line = item.first; line <= item.last; line++) inBody[line] = inBody[line] === true || body;
  }
  // Blank and comment lines follow the next item (or the previous one at the end).
  let next: boolean | undefined;
  for (let line = lines.length - 1; line >= 0; line--) {
    if (inBody[line] === undefined) inBody[line] = next;
    else next = inBody[line];
  }
  let previous = false;
  return inBody.map((value) => (previous = value ?? previous));
}

type Placement = 'namespace' | 'before-command-group' | 'body';

/**
 * Where each line goes. In a command group, the hidden lines the block starts with declare its context
 * (buffers, sizes) and go before the `submit`, unless they need the handler.
 */
function placeLines(original: string[], inBody: boolean[], prelude: AppliedPrelude): Placement[] {
  if (prelude === 'none') return original.map(() => 'namespace');
  let leading = prelude === 'command-group';
  return original.map((line, index) => {
    if (!inBody[index]) return 'namespace';
    leading &&= (isHiddenLine(line) && !USES_CGH.test(line)) || !line.trim();
    return leading ? 'before-command-group' : 'body';
  });
}

function lineDirective(line: number, file: string): string {
  return `#line ${line} "${file.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * The translation unit g++ compiles for a block. `queueClass` is the queue that completed fragments get as
 * `q` (`celerity::distr_queue` for releases before `celerity::queue` existed).
 */
export function buildTranslationUnit(block: SampleBlock, queueClass = 'celerity::queue'): TranslationUnit {
  const lines = block.lines.map((line) => (isHiddenLine(line) ? revealHiddenLine(line) : line));
  const hiddenLines = block.lines.filter(isHiddenLine).length;
  const masked = maskCode(lines.join('\n'));
  const inBody = bodyLines(lines);
  const prelude = choosePrelude(
    block.options.prelude,
    masked,
    masked
      .split('\n')
      .filter((_, index) => inBody[index])
      .join('\n'),
  );
  const placement = placeLines(block.lines, inBody, prelude);
  const runs = (wanted: Placement) => {
    const out: string[] = [];
    lines.forEach((text, index) => {
      if (placement[index] !== wanted) return;
      if (out.length === 0 || placement[index - 1] !== wanted)
        out.push(lineDirective(block.line + index, block.file));
      out.push(text);
    });
    return out;
  };
  const wrapper = (...code: string[]) => [lineDirective(1, WRAPPER_FILE), ...code];
  const source =
    prelude === 'none'
      ? [...wrapper('#include <celerity.h>'), ...runs('namespace')]
      : [
          ...wrapper('#include <celerity.h>'),
          ...runs('namespace'),
          ...wrapper('int main() {', `${queueClass} q;`, '{'),
          ...runs('before-command-group'),
          ...(prelude === 'command-group' ? wrapper('q.submit([&](celerity::handler& cgh) {') : []),
          ...runs('body'),
          ...(prelude === 'command-group' ? wrapper('});') : []),
          ...wrapper('}', '}'),
        ];
  return { source: `${source.join('\n')}\n`, prelude, hiddenLines };
}
