import { lineAt } from './cpp-scan';
import { cmakeFiles, type SourceTree } from './tree';

// What a user can set or read when building with the runtime or against it:
// - `option(NAME "doc" default)` and `cmake_dependent_option(NAME …)`: options;
// - `set(NAME value CACHE TYPE "doc")` without FORCE: cache variables (a FORCEd one overrides whatever
//   the user sets, so it is the build's own setting, such as a vendored library's switches);
// - `set(CELERITY_… …)` in the package configuration (`cmake/*-config.cmake.in`): variables a project
//   that calls `find_package(Celerity)` gets.

export interface CmakeFact {
  name: string;
  kind: 'option' | 'cache' | 'package';
  at: string;
}

const COMMAND = /^[ \t]*(option|cmake_dependent_option|set)[ \t]*\(/gim;

/** The words of a CMake command's arguments up to its closing parenthesis (quotes kept whole). */
function commandWords(source: string, open: number): string[] {
  const words: string[] = [];
  const pattern = /"(?:[^"\\]|\\.)*"|#[^\n]*|\)|[^\s()"#]+/g;
  pattern.lastIndex = open + 1;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[0] === ')') break;
    if (!match[0].startsWith('#')) words.push(match[0]);
  }
  return words;
}

export function cmakeVariables(tree: SourceTree): CmakeFact[] {
  const facts: CmakeFact[] = [];
  for (const file of cmakeFiles(tree)) {
    const source = tree.read(file);
    const isPackageConfig = /-config\.cmake\.in$/i.test(file);
    for (const match of source.matchAll(COMMAND)) {
      const words = commandWords(source, match.index + match[0].length - 1);
      const name = words[0];
      if (!name || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) continue;
      const at = `${file}:${lineAt(source, match.index)}`;
      const command = match[1]!.toLowerCase();
      if (command !== 'set') facts.push({ name, kind: 'option', at });
      else if (words.includes('CACHE')) {
        if (!words.includes('FORCE')) facts.push({ name, kind: 'cache', at });
      } else if (isPackageConfig && name.startsWith('CELERITY_')) facts.push({ name, kind: 'package', at });
    }
  }
  return facts;
}
