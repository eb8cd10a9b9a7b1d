import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

// Doc comments are untrusted text from headers and often mention `range<Dims>` outside code spans.
// remark reads such text as raw HTML, which remark-rehype would silently drop; turning it into
// plain text makes rehype-stringify escape it instead (and we never set allowDangerousHtml).
function remarkHtmlAsText() {
  return (tree: Root) => {
    visit(tree, 'html', (node) => {
      (node as unknown as { type: string }).type = 'text';
    });
  };
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkHtmlAsText).use(remarkRehype).use(rehypeStringify);

export async function renderDocMarkdown(md: string): Promise<string> {
  return String(await processor.process(md));
}
