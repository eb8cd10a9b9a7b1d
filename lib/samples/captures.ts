// The runtime checks each command group when it is submitted (include/cgf_diagnostics.h, in every
// release): every accessor created in it must be copied into the kernel or host task, or `submit`
// throws "Accessor … is not being copied into the kernel". A `[=]` lambda copies only what its body
// names, and `[&]` copies nothing, so both mistakes compile. This check finds them in a sample: for each
// accessor declared before a kernel launch of the same command group, the launch's lambda must name it
// and must not capture it by reference. What it cannot read (a named functor, an accessor whose command
// group has no launch in the block) it leaves alone.
import { isHiddenLine, revealHiddenLine } from '@/lib/config/hidden-lines.mjs';
import type { SampleError } from './gcc-diagnostics';
import type { SampleBlock } from './sample-block';
import { maskCode } from './top-level-items';

/** `celerity::accessor name{…}` or `(…)`, with or without template arguments; not sycl:: or local_ ones. */
const DECLARED = /(?<![\w:])(?:celerity::)?accessor\s*(?:<[^;{}()]*>)?\s+(\w+)\s*[({]/g;
/** `auto name = celerity::accessor{…}`. */
const ASSIGNED = /\bauto\s+(\w+)\s*=\s*(?:celerity::)?accessor\b/g;
const LAUNCH = /\b\w+\s*\.\s*(?:parallel_for|host_task)\s*(?:<[^()]*?>)?\s*\(/g;
const SUBMIT = /\.\s*submit\s*\(/;

/** Index just past the bracket that closes the one opened at `open` (`(`, `[` or `{`), or -1. */
function closing(code: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < code.length; i++) {
    const ch = code[i]!;
    if (pairs[ch]) stack.push(pairs[ch]);
    else if (ch === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

interface Lambda {
  captures: string;
  body: string;
}

/** The first lambda among the arguments of the call whose `(` is at `open`, if the launch passes one. */
function launchedLambda(code: string, open: number): Lambda | undefined {
  const end = closing(code, open);
  if (end < 0) return undefined;
  const introducer = /[(,]\s*\[/g;
  introducer.lastIndex = open;
  for (let match = introducer.exec(code); match && match.index < end; match = introducer.exec(code)) {
    const start = match.index + match[0].length - 1;
    const capturesEnd = closing(code, start);
    const bodyOpen = capturesEnd < 0 ? -1 : code.indexOf('{', capturesEnd);
    if (bodyOpen < 0 || bodyOpen > end) continue;
    const bodyEnd = closing(code, bodyOpen);
    if (bodyEnd < 0) return undefined;
    return { captures: code.slice(start + 1, capturesEnd - 1), body: code.slice(bodyOpen + 1, bodyEnd - 1) };
  }
  return undefined;
}

const names = (name: string) => new RegExp(`\\b${name}\\b`);

function problem(name: string, lambda: Lambda): string | undefined {
  const used = names(name).test(lambda.body);
  const captures = lambda.captures.split(',').map((capture) => capture.trim());
  // An explicit `name` is copied even after a `&` default; `&name`, or the `&` default alone, is not.
  const byReference = captures.includes(`&${name}`) || (captures[0] === '&' && !captures.includes(name));
  if (used && byReference)
    return `accessor "${name}" is captured by reference; the runtime throws at submit ("Accessor … is not being copied into the kernel"). Capture it by value ([=]).`;
  if (!used)
    return `accessor "${name}" is never named in the kernel, so the lambda does not copy it and the runtime throws at submit ("Accessor … is not being copied into the kernel"). Use it in the kernel or remove it.`;
  return undefined;
}

/** The first accessor of `block` that its kernel would not copy, placed at its declaration. */
export function uncapturedAccessor(block: SampleBlock): SampleError | undefined {
  const visible = block.lines.map((line) => (isHiddenLine(line) ? revealHiddenLine(line) : line));
  const code = maskCode(visible.join('\n'));
  const declarations = [...code.matchAll(DECLARED), ...code.matchAll(ASSIGNED)].sort(
    (a, b) => a.index - b.index,
  );
  for (const declaration of declarations) {
    const name = declaration[1]!;
    LAUNCH.lastIndex = declaration.index;
    const launch = LAUNCH.exec(code);
    if (!launch || SUBMIT.test(code.slice(declaration.index, launch.index))) continue;
    const lambda = launchedLambda(code, launch.index + launch[0].length - 1);
    const message = lambda && problem(name, lambda);
    if (!message) continue;
    const before = code.slice(0, declaration.index);
    const lineIndex = before.split('\n').length - 1;
    return {
      file: block.file,
      line: block.line + lineIndex,
      column: declaration.index - before.lastIndexOf('\n'),
      message,
      excerpt: [visible[lineIndex]!.trimEnd()],
    };
  }
  return undefined;
}
