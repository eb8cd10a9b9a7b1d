import type { Node } from 'web-tree-sitter';
import { allChildren } from '@/lib/api/extract/parse-declarator';
import type { RawLocation, RawNamespace } from '@/lib/api/extract/raw-types';

// `namespace a::inline b::c { … }` declares three nested namespaces in one definition.

/** The outermost of the namespaces a definition declares; `children` go into the innermost. */
export function namespaceChain(
  node: Node,
  location: RawLocation,
  children: RawNamespace['children'],
): RawNamespace {
  const nameNode = node.childForFieldName('name');
  const names = nameNode ? nameNode.text.split('::').map((n) => n.replace(/^\s*inline\s+/, '').trim()) : [''];
  let inner = children;
  let result: RawNamespace | undefined;
  for (let i = names.length - 1; i >= 0; i -= 1) {
    const isInline =
      i === 0
        ? allChildren(node).some((c) => c.type === 'inline')
        : /\binline\s+$/.test(nameNode?.text.split('::')[i] ?? '');
    result = {
      kind: 'namespace',
      name: names[i] ?? '',
      inline: isInline,
      anonymous: !nameNode,
      children: inner,
      location,
      attributes: [],
    };
    inner = [result];
  }
  return result!;
}

/** `namespace a::b::c` yields nested namespaces; its comment documents `c`, not `a`. */
export function innermostNamespace(ns: RawNamespace): RawNamespace {
  let current = ns;
  for (
    let child = current.children[0];
    current.children.length === 1 && child?.kind === 'namespace' && child.location === current.location;
    child = current.children[0]
  ) {
    current = child;
  }
  return current;
}
