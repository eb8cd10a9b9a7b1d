import { describe, expect, it } from 'vitest';
import { lexCpp } from '@/lib/api/xref/cpp-lexer.mjs';
import { resolveCode } from '@/lib/api/xref/resolve-code.mjs';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';

// The resolver on small samples against a hand-written index (the model's index is tested in
// build-index.test.ts): what links, to where, and which `celerity::` names it reports.

const index: XrefIndex = {
  names: {
    celerity: '/ns/#celerity',
    'celerity::queue': '/queue/',
    'celerity::queue::submit': '/queue/submit/',
    'celerity::queue::wait': '/queue/#wait',
    'celerity::handler': '/handler/',
    'celerity::handler::parallel_for': '/handler/parallel_for/',
    'celerity::buffer': '/buffer/',
    'celerity::buffer::get_range': '/buffer/get_range/',
    'celerity::range': '/range/',
    'celerity::accessor': '/accessor/',
    'celerity::access': '/ns/#access',
    'celerity::access::one_to_one': '/one_to_one/',
    'celerity::read_only': '/ns/#read_only',
    'celerity::experimental': '/ns/#experimental',
    'celerity::experimental::hints::split_2d': '/split_2d/',
    'celerity::access_mode::read': '/access_mode/#read',
  },
  short: {},
  types: {
    'celerity::queue': 'celerity::queue',
    'celerity::handler': 'celerity::handler',
    'celerity::buffer': 'celerity::buffer',
    'celerity::range': 'celerity::range',
    'celerity::accessor': 'celerity::accessor',
  },
};

/** The linked texts of `code` with their targets, in order. */
function links(code: string): Array<[string, string]> {
  return resolveCode(index, code).links.map((link) => [code.slice(link.start, link.end), link.href]);
}

describe('lexCpp', () => {
  it('skips comments, strings, character literals and preprocessor lines', () => {
    const code =
      '#include <celerity.h>\nint a = 1\'000; // celerity::queue\n/* celerity::buffer */ f("celerity::range", \'x\', R"(celerity::x)");';
    expect(
      lexCpp(code)
        .filter((t) => t.type === 'ident')
        .map((t) => t.text),
    ).toEqual(['int', 'a', 'f']);
  });
});

describe('resolveCode', () => {
  it('links qualified names, templates by their name, and global qualification', () => {
    expect(links('celerity::buffer<float, 2> b{::celerity::range<2>(4, 4)};')).toEqual([
      ['celerity::buffer', '/buffer/'],
      ['::celerity::range', '/range/'],
    ]);
    expect(links('celerity::experimental::hints::split_2d{}; celerity::access_mode::read;')).toEqual([
      ['celerity::experimental::hints::split_2d', '/split_2d/'],
      ['celerity::access_mode::read', '/access_mode/#read'],
    ]);
  });

  it('links unqualified names only after a using directive or declaration, in its scope', () => {
    expect(links('queue q; buffer<int, 1> b;')).toEqual([]);
    expect(links('using namespace celerity;\nqueue q; access::one_to_one m;')).toEqual([
      ['celerity', '/ns/#celerity'],
      ['queue', '/queue/'],
      ['access::one_to_one', '/one_to_one/'],
    ]);
    expect(links('void f() { using namespace celerity; read_only; }\nread_only;')).toEqual([
      ['celerity', '/ns/#celerity'],
      ['read_only', '/ns/#read_only'],
    ]);
    expect(links('using celerity::queue;\nqueue q;')).toEqual([
      ['celerity::queue', '/queue/'],
      ['queue', '/queue/'],
    ]);
    expect(links('namespace acc = celerity::access;\nacc::one_to_one m;')).toEqual([
      ['celerity::access', '/ns/#access'],
      ['acc::one_to_one', '/one_to_one/'],
    ]);
  });

  it('links member calls on variables whose declaration gives their type', () => {
    const code = [
      'celerity::queue q;',
      'celerity::buffer<float, 1> buf{celerity::range<1>{8}}, other{celerity::range<1>{8}};',
      'q.submit([&](celerity::handler& cgh) {',
      '  cgh.parallel_for(buf.get_range(), [=](auto i) {});',
      '  other.get_range();',
      '});',
      'q.wait(); q.unknown(); x.submit();',
    ].join('\n');
    expect(links(code).filter(([text]) => !text.startsWith('celerity::'))).toEqual([
      ['submit', '/queue/submit/'],
      ['parallel_for', '/handler/parallel_for/'],
      ['get_range', '/buffer/get_range/'],
      ['get_range', '/buffer/get_range/'],
      ['wait', '/queue/#wait'],
    ]);
  });

  it('lets local declarations shadow API names', () => {
    expect(
      links('using namespace celerity;\nint range = 3;\nrange + 1;\ncelerity::range<1> r;').slice(1),
    ).toEqual([['celerity::range', '/range/']]);
    // A variable named like its type: the type links, the variable is the receiver of members.
    expect(links('celerity::queue queue;\nqueue.submit(f);')).toEqual([
      ['celerity::queue', '/queue/'],
      ['submit', '/queue/submit/'],
    ]);
  });

  it('never links names in comments and strings', () => {
    expect(links('// celerity::queue q;\nauto s = "celerity::buffer"; /* q.submit */')).toEqual([]);
  });

  it('reports every celerity:: name with whether it resolves, for the build check', () => {
    const { apiNames } = resolveCode(index, 'celerity::acessor a; celerity::queue q; std::vector<int> v;');
    expect(apiNames.map((use) => [use.name, use.href])).toEqual([
      ['celerity::acessor', undefined],
      ['celerity::queue', '/queue/'],
    ]);
    expect(links('celerity::acessor a; sycl::range<1> r;')).toEqual([]);
  });
});
