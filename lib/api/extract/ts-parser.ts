import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

// One Parser for the whole run: loading the wasm grammar dominates the cost of small headers.
let parserPromise: Promise<Parser> | undefined;

export function getCppParser(): Promise<Parser> {
  parserPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    await Parser.init();
    const language = await Language.load(require.resolve('tree-sitter-cpp/tree-sitter-cpp.wasm'));
    const parser = new Parser();
    parser.setLanguage(language);
    return parser;
  })();
  return parserPromise;
}
