import { describe, expect, it } from 'vitest';
import { layoutSignature, SIGNATURE_COLUMNS } from '@/lib/api/pages/signature-layout';

describe('signature layout', () => {
  it('keeps a declaration that fits on one line', () => {
    expect(layoutSignature('size_t get_num_nodes() const', 'get_num_nodes')).toBe(
      'size_t get_num_nodes() const',
    );
  });

  it('puts each parameter of a long declaration on a line of its own, qualifiers after the last', () => {
    const signature =
      'template <typename KernelName, int Dims, typename... Rest> ' +
      'void parallel_for(range<Dims> global_range, id<Dims> global_offset, Rest&&... rest) const';
    expect(layoutSignature(signature, 'parallel_for')).toBe(
      [
        'template <typename KernelName, int Dims, typename... Rest>',
        'void parallel_for(',
        '    range<Dims> global_range,',
        '    id<Dims> global_offset,',
        '    Rest&&... rest) const',
      ].join('\n'),
    );
  });

  it('breaks a long template head between its parameters, not inside their brackets or comparisons', () => {
    const head =
      'template <typename Functor, access_mode TagMode, std::enable_if_t<(D > 0) && detail::is_producer_mode(M), int> = 0, typename T = std::pair<int, int>>';
    const laidOut = layoutSignature(
      `${head} accessor(const Functor& rmfn, std::map<int, int> m = {1, 2})`,
      'accessor',
    );
    expect(laidOut.split('\n')).toEqual([
      'template <',
      '    typename Functor,',
      '    access_mode TagMode,',
      '    std::enable_if_t<(D > 0) && detail::is_producer_mode(M), int> = 0,',
      '    typename T = std::pair<int, int>>',
      'accessor(const Functor& rmfn, std::map<int, int> m = {1, 2})',
    ]);
    for (const line of laidOut.split('\n')) expect(line.length).toBeLessThanOrEqual(SIGNATURE_COLUMNS);
  });

  it('finds the parameters of operators and of specialisations after their names', () => {
    const returns = 'std::enable_if_t<is_producer_mode(M), DataT&>';
    expect(
      layoutSignature(
        `${returns} operator()(const id<Dims>& index, const range<Dims>& range) const`,
        'operator()',
      ),
    ).toBe(`${returns} operator()(\n    const id<Dims>& index,\n    const range<Dims>& range) const`);
    expect(
      layoutSignature(
        `template <> constexpr const very_long_return_type_name_for_tests& get<0>(const pair_of_things& pair)`,
        'get',
      ).split('\n')[1],
    ).toBe('constexpr const very_long_return_type_name_for_tests& get<0>(');
  });
});

describe('signature layout of long return types', () => {
  it('puts a return type that leaves no room for the name on a line of its own', () => {
    const returns = 'inline std::enable_if_t<Dims == 0 && detail::is_pure_consumer_mode(M), const DataT&>';
    expect(layoutSignature(`${returns} operator*() const`, 'operator*')).toBe(
      `${returns}\noperator*() const`,
    );
  });
});
