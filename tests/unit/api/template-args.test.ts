import { describe, expect, it } from 'vitest';
import { clean } from '@/lib/api/extract/type-text';
import { preprocess } from '@/lib/api/extract/preprocess';
import { parenthesizeTemplateComparisons } from '@/lib/api/extract/template-args';
import { getCppParser } from '@/lib/api/extract/ts-parser';

const ENABLE_IF =
  'template <int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>\nrange(const sycl::range<Dims>& r);';

describe('parenthesizeTemplateComparisons', () => {
  it('wraps a template argument holding >= in marked parentheses, keeping lines', () => {
    const out = parenthesizeTemplateComparisons(ENABLE_IF);
    expect(out).toBe(
      'template <int D = Dims, typename = std::enable_if_t<(/*<*/D >= 1 && D <= 3/*>*/)>>\nrange(const sycl::range<Dims>& r);',
    );
    expect(out.split('\n')).toHaveLength(2);
  });

  it('leaves other lists, parenthesised arguments, comments and strings alone', () => {
    for (const text of [
      'std::enable_if_t<(D > 0), int> x;',
      'std::enable_if_t<D == 0 && E != 1> y;',
      'bool b = a >= c; // x<y >= z>',
      'const char* s = "f<a >= b>";',
      'template <typename T> T operator<=(T a, T b);',
      'std::map<int, std::vector<int>> m;',
    ]) {
      expect(parenthesizeTemplateComparisons(text)).toBe(text);
    }
  });

  it('handles nested lists and defaulted non-type parameters', () => {
    expect(parenthesizeTemplateComparisons('a<b<X >= 1>> c;')).toBe('a<b<(/*<*/X >= 1/*>*/)>> c;');
    expect(parenthesizeTemplateComparisons('template <bool B = N >= 2> f();')).toBe(
      'template <bool B = (/*<*/N >= 2/*>*/)> f();',
    );
  });

  it('lets tree-sitter-cpp parse the result, and clean() shows the original text', async () => {
    const parser = await getCppParser();
    expect(parser.parse(ENABLE_IF)!.rootNode.hasError).toBe(true);
    const { code } = preprocess(ENABLE_IF);
    expect(parser.parse(code)!.rootNode.hasError).toBe(false);
    expect(clean(code.split('\n')[0]!)).toBe(
      'template<int D = Dims, typename = std::enable_if_t<D >= 1 && D <= 3>>',
    );
  });
});

describe('clean', () => {
  it('hugs & and * to the type of a declarator, and keeps a logical and or a product spaced', () => {
    expect(clean('const  DataT  & value')).toBe('const DataT& value');
    expect(clean('std::enable_if_t<Dims == 0 && detail::is_producer_mode(M), DataT &>')).toBe(
      'std::enable_if_t<Dims == 0 && detail::is_producer_mode(M), DataT&>',
    );
    expect(clean('std::enable_if_t<is_producer(M) && M != access_mode::atomic, int>')).toBe(
      'std::enable_if_t<is_producer(M) && M != access_mode::atomic, int>',
    );
  });

  it('keeps a fold expression and a logical and before a parenthesis spaced', () => {
    const constraint =
      'std::enable_if_t<sizeof...(Values) + 1 == Dims && (... && std::is_convertible_v<Values, size_t>)>';
    expect(clean(constraint)).toBe(constraint);
    expect(clean('bool operator&&(const T& a, const T& b)')).toBe('bool operator&&(const T& a, const T& b)');
    expect(clean('std::enable_if_t<(... || std::is_void_v<Ts>)>')).toBe(
      'std::enable_if_t<(... || std::is_void_v<Ts>)>',
    );
  });

  it('keeps a comparison in parentheses spaced and closes nested brackets together', () => {
    expect(clean('std::enable_if_t<is_producer(M) && (D > 0), DataT &>')).toBe(
      'std::enable_if_t<is_producer(M) && (D > 0), DataT&>',
    );
    expect(clean('std::enable_if_t<(D >= 1), int>')).toBe('std::enable_if_t<(D >= 1), int>');
    expect(clean('std::vector<std::pair<int, int> > const &')).toBe(
      'std::vector<std::pair<int, int>> const&',
    );
    expect(clean('range_mapper<Dims, Functor > rm')).toBe('range_mapper<Dims, Functor> rm');
  });

  it('keeps a comparison after a call spaced', () => {
    expect(clean('{ node.get_id()  <  node.get_id() } -> std::convertible_to< bool >')).toBe(
      '{ node.get_id() < node.get_id() } -> std::convertible_to<bool>',
    );
  });

  it('keeps a left shift spaced, and an operator<< named as written', () => {
    expect(clean('(size_t(1)  <<  raw_allocation_id_bits) - 1')).toBe(
      '(size_t(1) << raw_allocation_id_bits) - 1',
    );
    expect(clean('<<=')).toBe('<<=');
    expect(clean('Interface& operator <<=(Interface & lhs, const size_t & rhs)')).toBe(
      'Interface& operator<<=(Interface& lhs, const size_t& rhs)',
    );
    expect(clean('std::ostream& operator<< (std::ostream& os, const id<D>& v)')).toBe(
      'std::ostream& operator<<(std::ostream& os, const id<D>& v)',
    );
  });
});
