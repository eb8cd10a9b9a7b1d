import { callArguments, leadingLiterals, lineAt } from './cpp-scan';
import { cppFiles, type SourceTree } from './tree';

// The environment variables the runtime reads. Two ways across the releases: a direct read
// (`getenv("CELERITY_X")`, or the 0.3 helper `get_env("CELERITY_X")`), and from 0.4 on libenvpp, where a
// prefix (`env::prefix("CELERITY")`) is joined with the names registered on it (`register_variable`,
// `register_option`, `register_range`, `register_required_*`, and `register_deprecated`, which the runtime
// still recognises only to say that the variable is gone).

export interface EnvVarFact {
  name: string;
  /** `deprecated`: registered only to warn that it no longer has an effect. */
  status: 'read' | 'deprecated';
  at: string;
}

const DIRECT = /\b(?:std::)?(?:getenv|get_env|secure_getenv)\s*\(/g;
const PREFIX = /\b(\w+)\s*=\s*(?:::)?(?:libenvpp::)?env::prefix\s*\(/g;
const REGISTER = /\b(\w+)\s*\.\s*register_(\w+?)\s*(?:<[^;]*?>)?\s*\(/g;

export function environmentVariables(tree: SourceTree): EnvVarFact[] {
  const facts: EnvVarFact[] = [];
  for (const file of cppFiles(tree)) {
    const source = tree.read(file);
    const at = (index: number) => `${file}:${lineAt(source, index)}`;
    for (const match of source.matchAll(DIRECT)) {
      const name = leadingLiterals(callArguments(source, match.index + match[0].length - 1).args[0] ?? '');
      if (name && /^[A-Z][A-Z0-9_]*$/.test(name)) facts.push({ name, status: 'read', at: at(match.index) });
    }
    const prefixes = new Map<string, string>();
    for (const match of source.matchAll(PREFIX)) {
      const prefix = leadingLiterals(callArguments(source, match.index + match[0].length - 1).args[0] ?? '');
      if (prefix) prefixes.set(match[1]!, prefix);
    }
    for (const match of source.matchAll(REGISTER)) {
      const prefix = prefixes.get(match[1]!);
      if (!prefix) continue;
      const name = leadingLiterals(callArguments(source, match.index + match[0].length - 1).args[0] ?? '');
      if (!name) continue;
      const status = match[2] === 'deprecated' ? 'deprecated' : 'read';
      facts.push({ name: `${prefix}_${name}`, status, at: at(match.index) });
    }
  }
  return facts;
}
