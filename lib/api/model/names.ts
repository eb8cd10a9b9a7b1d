// How the model names functions in URLs: free functions are grouped per (namespace, name) into one
// page with a slug; member functions of one name share a heading anchor or a member page.

const OPERATOR_WORDS: Array<[string, string]> = [
  ['<=>', 'spaceship'],
  ['<<=', 'shl-assign'],
  ['>>=', 'shr-assign'],
  ['->*', 'arrow-star'],
  ['()', 'call'],
  ['[]', 'subscript'],
  ['->', 'arrow'],
  ['==', 'eq'],
  ['!=', 'ne'],
  ['<=', 'le'],
  ['>=', 'ge'],
  ['<<', 'shl'],
  ['>>', 'shr'],
  ['&&', 'and'],
  ['||', 'or'],
  ['++', 'inc'],
  ['--', 'dec'],
  ['+=', 'add-assign'],
  ['-=', 'sub-assign'],
  ['*=', 'mul-assign'],
  ['/=', 'div-assign'],
  ['%=', 'mod-assign'],
  ['&=', 'and-assign'],
  ['|=', 'or-assign'],
  ['^=', 'xor-assign'],
  ['=', 'assign'],
  ['<', 'lt'],
  ['>', 'gt'],
  ['+', 'plus'],
  ['-', 'minus'],
  ['*', 'star'],
  ['/', 'div'],
  ['%', 'mod'],
  ['^', 'xor'],
  ['&', 'amp'],
  ['|', 'pipe'],
  ['~', 'tilde'],
  ['!', 'not'],
  [',', 'comma'],
];

/** URL-safe form of a function name: `operator==` → `operator-eq`, `~buffer` → `dtor-buffer`. */
export function slugifyFunctionName(name: string): string {
  if (name.startsWith('~')) return `dtor-${name.slice(1)}`;
  const op = /^operator\s*(.*)$/.exec(name);
  if (!op) return name;
  const symbol = op[1]!.trim();
  const word = OPERATOR_WORDS.find(([token]) => token === symbol)?.[1];
  if (word) return `operator-${word}`;
  if (/^(new|delete)(\[\])?$/.test(symbol)) return `operator-${symbol.replace('[]', '-array')}`;
  if (/^""\s*\w+/.test(symbol)) return `operator-literal-${symbol.replace(/^""\s*/, '')}`;
  return `operator-conv-${symbol.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** `celerity::experimental` + `hint` → `celerity_experimental-hint`. */
export function functionSetSlug(namespace: string, name: string): string {
  const prefix = namespace.replace(/::/g, '_');
  const slug = slugifyFunctionName(name);
  return prefix ? `${prefix}-${slug}` : slug;
}

/** Groups items by key keeping first-seen order. */
export function groupInOrder<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
