import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { preprocess } from '@/lib/api/extract/preprocess';
import { splitUsingDeclarations } from '@/lib/api/extract/using-declarations';

// Using-declarations that name several members (C++17) and `using typename`, which tree-sitter-cpp
// cannot read as written.

describe('splitUsingDeclarations', () => {
  it.each([
    ['using a::x, b::y;', 'using a::x; using b::y;'],
    ['using a<b, c>::x, d<e, f<g, h>>::y;', 'using a<b, c>::x; using d<e, f<g, h>>::y;'],
    [
      'using b::operator<, b::operator,, b::operator(), b::operator<=>, b::operator>>=;',
      'using b::operator<; using b::operator,; using b::operator(); using b::operator<=>; using b::operator>>=;',
    ],
    ['using b::operator int, b::operator=;', 'using b::operator int; using b::operator=;'],
    ['using typename b::t, b::u;', 'using          b::t; using b::u;'],
    ['using b::u, typename b::t;', 'using b::u; using          b::t;'],
    ['using typename b::t;', 'using          b::t;'],
    ['using ::std::swap, decltype(f(1, 2))::x;', 'using ::std::swap; using decltype(f(1, 2))::x;'],
  ])('rewrites %j', (input, output) => expect(splitUsingDeclarations(input)).toBe(output));

  it.each([
    'using X = std::map<int, long>;',
    'template <typename A, typename B> using pair_of = std::pair<A, B>;',
    'using namespace std;',
    'using enum access_mode;',
    '[[using gnu: hot, cold]] void f(int, int);',
    'using a::x; // using b::y, b::z;',
    'const char* s = "using a::x, b::y;";',
    'bool is_using = a, b; int using_count;',
  ])('leaves %j as written', (input) => expect(splitUsingDeclarations(input)).toBe(input));

  it('keeps every line, and starts each new declaration at its name', () => {
    const input = ['using a::x, a::y,', '    a::z;', 'int after;'].join('\n');
    expect(splitUsingDeclarations(input).split('\n')).toEqual([
      'using a::x; using a::y;',
      '    using a::z;',
      'int after;',
    ]);
  });

  it('runs as part of preprocess', () =>
    expect(preprocess('using a::x, a::y;').code).toBe('using a::x; using a::y;'));
});

describe('extracting multi-name using-declarations', async () => {
  const { model, warnings } = await extractApiModel({
    includeDirs: ['include'],
    rootDir: path.join(import.meta.dirname, 'fixtures', 'using-declarations'),
    includeDetail: true,
    sourceUrlBase: 'https://example.org/blob/abc/',
  });
  const usingDecls = model.aliases.filter((a) => a.aliasKind === 'using-declaration');

  it('reads them in namespaces and classes without warnings', () => expect(warnings).toEqual([]));

  it('gives each name at namespace scope its own entry, at the line of the name', () =>
    expect(usingDecls.map((a) => [a.qualifiedName, a.target, a.location.line])).toEqual([
      ['demo::adl::swap', 'std::swap', 19],
      ['demo::adl::exchange', 'std::exchange', 19],
      ['demo::adl::pair', 'std::pair', 20],
    ]));

  it('keeps the lines of the declarations that follow them', () => {
    const after = model.functions.find((f) => f.qualifiedName === 'demo::adl::after_names');
    expect(after?.overloads[0]?.location.line).toBe(23);
    const record = model.records.find((r) => r.qualifiedName === 'demo::adl::int_pair');
    expect(record?.members.methods.map((m) => [m.name, m.location.line])).toEqual([['second', 30]]);
  });
});
