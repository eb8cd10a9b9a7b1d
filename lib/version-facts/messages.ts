import { callArguments, lineAt, normaliseText } from './cpp-scan';
import { messageText } from './message-text';
import { cppFiles, type SourceTree } from './tree';

// The messages the runtime prints or throws, as written in src/ and include/ (placeholders `{}` kept):
// - log calls `CELERITY_TRACE` … `CELERITY_CRITICAL` (0.3: `logger.warn(…)`, `queue_logger.info(…)`);
// - `utils::report_error(policy, …)`: level `policy`, since the error policy decides (throw, log an
//   error or a warning, or nothing);
// - `utils::panic(…)`: level `panic` (printed, then the process aborts);
// - `throw T("…")` / `throw T{…}`: level `throw`, with the exception type;
// - `register_deprecated(NAME, "…")` of libenvpp: level `error`, printed by CELERITY_ERROR when such a
//   variable is set.
// A text may be a literal, a `fmt::format` of one, or a variable the function assembled before the call
// (message-text.ts). Left out on purpose: calls whose text is not written there (a parameter or a
// caught exception's `what()` passed on, `"{}"` around either), and internal assertions a program
// cannot provoke: a panic or throw whose whole text is one identifier (a function name) or that says
// the code is unreachable or not yet implemented (`NYI`).

export type MessageLevel =
  'trace' | 'debug' | 'info' | 'warn' | 'error' | 'critical' | 'policy' | 'panic' | 'throw';

export interface MessageFact {
  level: MessageLevel;
  /** The exception type of a `throw`. */
  exception?: string;
  text: string;
  at: string;
}

interface CallPattern {
  pattern: RegExp;
  level: (match: RegExpMatchArray) => MessageLevel;
  /** Index of the argument holding the text. */
  textArg: number;
}

const LOG_LEVEL: Record<string, MessageLevel> = { err: 'error' };
const logLevel = (name: string): MessageLevel =>
  LOG_LEVEL[name.toLowerCase()] ?? (name.toLowerCase() as MessageLevel);

const CALLS: CallPattern[] = [
  {
    pattern: /\bCELERITY_(TRACE|DEBUG|INFO|WARN|ERROR|CRITICAL)\s*\(/g,
    level: (m) => logLevel(m[1]!),
    textArg: 0,
  },
  {
    pattern: /\b(?:\w*logger|ql)\s*(?:\.|->)\s*(trace|debug|info|warn|error|critical)\s*\(/g,
    level: (m) => logLevel(m[1]!),
    textArg: 0,
  },
  { pattern: /\b(?:utils::)?report_error\s*\(/g, level: () => 'policy', textArg: 1 },
  { pattern: /\b(?:utils::)?panic\s*\(/g, level: () => 'panic', textArg: 0 },
  { pattern: /\bregister_deprecated\s*\(/g, level: () => 'error', textArg: 1 },
  { pattern: /\bthrow\s+((?:::)?[\w:]+)\s*[({]/g, level: () => 'throw', textArg: 0 },
];

const INTERNAL = /^[\w:<>~]+$|\bNYI\b|\bunreachable\b|\bnot (?:yet )?implemented\b/i;

export function messages(tree: SourceTree): MessageFact[] {
  const facts: MessageFact[] = [];
  for (const file of cppFiles(tree)) {
    const source = tree.read(file);
    for (const call of CALLS)
      for (const match of source.matchAll(call.pattern)) {
        const lineStart = source.lastIndexOf('\n', match.index) + 1;
        if (/^\s*#\s*define\b/.test(source.slice(lineStart, match.index + 1))) continue;
        const { args } = callArguments(source, match.index + match[0].length - 1);
        const text = messageText(source, match.index, args, call.textArg);
        if (text === undefined || normaliseText(text.replace(/\{[^{}]*\}/g, '')) === '') continue;
        const level = call.level(match);
        if ((level === 'panic' || level === 'throw') && INTERNAL.test(normaliseText(text))) continue;
        facts.push({
          level,
          ...(level === 'throw' ? { exception: match[1]!.replace(/^::/, '') } : {}),
          text,
          at: `${file}:${lineAt(source, match.index)}`,
        });
      }
  }
  return facts;
}
