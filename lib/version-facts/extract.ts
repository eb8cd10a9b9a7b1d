import { ciMatrix, type CiFact } from './ci-matrix';
import { cmakeVariables, type CmakeFact } from './cmake';
import { environmentVariables, type EnvVarFact } from './env-vars';
import { macros, type MacroFact } from './macros';
import { messages, type MessageFact } from './messages';
import { readTree, type SourceTree } from './tree';

/** Everything the version facts read from one tree of the library (one release or the main branch). */
export interface ReleaseFacts {
  envVars: EnvVarFact[];
  cmake: CmakeFact[];
  macros: MacroFact[];
  ci: CiFact[];
  messages: MessageFact[];
}

export function extractReleaseFacts(tree: SourceTree | string): ReleaseFacts {
  const source = typeof tree === 'string' ? readTree(tree) : tree;
  return {
    envVars: environmentVariables(source),
    cmake: cmakeVariables(source),
    macros: macros(source),
    ci: ciMatrix(source),
    messages: messages(source),
  };
}
