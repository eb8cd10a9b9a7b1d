import { callArguments, lineAt } from './cpp-scan';
import { cmakeFiles, cppFiles, type SourceTree } from './tree';

// The runtime's `CELERITY_*` preprocessor macros a program can see: every `CELERITY_` name that a header
// under include/ (the `*.h.in` templates CMake configures included) `#define`s or `#cmakedefine`s, and
// every `CELERITY_` definition a CMake `target_compile_definitions` / `add_compile_definitions` adds.
// All of them count, `CELERITY_DETAIL_*` and `CELERITY_WORKAROUND*` too: a page that names one names a
// fact of that release. Include guards are not macros a program uses: a `#define X` right after
// `#ifndef X` with nothing else is left out. Macros defined only in src/ are private to the library.

export interface MacroFact {
  name: string;
  at: string;
}

const DEFINE = /^[ \t]*#[ \t]*(?:define|cmakedefine01|cmakedefine)[ \t]+(CELERITY_\w+)/gm;
const COMPILE_DEFINITIONS = /\b(?:target|add)_compile_definitions\s*\(/g;

export function macros(tree: SourceTree): MacroFact[] {
  const facts: MacroFact[] = [];
  for (const file of cppFiles(tree).filter((name) => name.startsWith('include/'))) {
    const source = tree.read(file);
    for (const match of source.matchAll(DEFINE)) {
      const name = match[1]!;
      const before = source.slice(0, match.index).trimEnd().split('\n').at(-1) ?? '';
      const rest = source
        .slice(match.index + match[0].length)
        .split('\n')[0]!
        .trim();
      if (rest === '' && new RegExp(`^\\s*#\\s*ifndef\\s+${name}\\s*$`).test(before)) continue;
      facts.push({ name, at: `${file}:${lineAt(source, match.index)}` });
    }
  }
  for (const file of cmakeFiles(tree)) {
    const source = tree.read(file);
    for (const match of source.matchAll(COMPILE_DEFINITIONS)) {
      const { args } = callArguments(source, match.index + match[0].length - 1);
      const names = args.join(' ').matchAll(/(?:^|[\s"-])D?(CELERITY_\w+)(?==|[\s"]|$)/g);
      for (const name of names) facts.push({ name: name[1]!, at: `${file}:${lineAt(source, match.index)}` });
    }
  }
  return facts;
}

const RUNTIME_DEFINITIONS = /\btarget_compile_definitions\s*\(\s*celerity_runtime\b/g;

/**
 * The `CELERITY_*` macros the runtime's CMake target passes on to the programs that link it
 * (`target_compile_definitions(celerity_runtime PUBLIC|INTERFACE …)`): before 0.6 the feature switches
 * (`CELERITY_FEATURE_*`, `CELERITY_ACCESSOR_BOUNDARY_CHECK`, …) reached a program this way, not from a
 * header. `PRIVATE` ones stay inside the library.
 */
export function publicCompileDefinitions(tree: SourceTree): MacroFact[] {
  const facts: MacroFact[] = [];
  for (const file of cmakeFiles(tree)) {
    const source = tree.read(file);
    for (const match of source.matchAll(RUNTIME_DEFINITIONS)) {
      const { args } = callArguments(source, source.indexOf('(', match.index));
      const words = args
        .join(' ')
        .replace(/#[^\n]*/g, ' ')
        .split(/\s+/)
        .slice(1);
      let exported = false;
      for (const word of words) {
        if (/^(PUBLIC|INTERFACE|PRIVATE)$/.test(word)) exported = word !== 'PRIVATE';
        else if (exported)
          for (const name of word.matchAll(/(?:^|[:>"-])D?(CELERITY_\w+)(?==|[>"]|$)/g))
            facts.push({ name: name[1]!, at: `${file}:${lineAt(source, match.index)}` });
      }
    }
  }
  return facts;
}
