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

  it('keeps the template arguments of a parameter type together', () => {
    const signature =
      'template <typename DataT, int Dims> ' +
      'void set_buffer_name(const celerity::buffer<DataT, Dims>& buff, const std::string& debug_name)';
    expect(layoutSignature(signature, 'set_buffer_name').split('\n')).toEqual([
      'template <typename DataT, int Dims>',
      'void set_buffer_name(',
      '    const celerity::buffer<DataT, Dims>& buff,',
      '    const std::string& debug_name)',
    ]);
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
    const returns = 'std::enable_if_t<Dims == 0 && detail::is_pure_consumer_mode(M), DataT&>';
    expect(layoutSignature(`${returns} operator*() const`, 'operator*')).toBe(
      `${returns}\noperator*() const`,
    );
  });
});

describe('signature layout of deduction guides', () => {
  it('puts a trailing return that does not fit after the last parameter on a line of its own', () => {
    const guide =
      'accessor(const buffer<T, D>& buff, handler& cgh, const Functor& rmfn, ' +
      'const detail::access_tag<Mode, ModeNoInit, Target> tag) -> accessor<T, D, Mode, Target>;';
    expect(layoutSignature(guide, 'accessor').split('\n')).toEqual([
      'accessor(',
      '    const buffer<T, D>& buff,',
      '    handler& cgh,',
      '    const Functor& rmfn,',
      '    const detail::access_tag<Mode, ModeNoInit, Target> tag)',
      '    -> accessor<T, D, Mode, Target>;',
    ]);
    expect(layoutSignature('host_object(T) -> host_object<T>;', 'host_object')).toBe(
      'host_object(T) -> host_object<T>;',
    );
  });
});

describe('signature layout of return types on a line of their own', () => {
  it('breaks a return type of its own line between its template arguments when it does not fit', () => {
    const signature =
      'template <access_mode M = Mode> ' +
      'inline std::enable_if_t<Dims == 0 && detail::access::mode_traits::is_pure_consumer(M), const DataT&> operator*() const';
    expect(layoutSignature(signature, 'operator*').split('\n')).toEqual([
      'template <access_mode M = Mode>',
      'inline std::enable_if_t<',
      '    Dims == 0 && detail::access::mode_traits::is_pure_consumer(M),',
      '    const DataT&>',
      'operator*() const',
    ]);
  });
});

describe('signature layout of long template parameters', () => {
  it('breaks a template parameter that does not fit inside its own template arguments, one level deeper', () => {
    const signature =
      'template <typename KernelName = detail::unnamed_kernel, int Dims, typename... ReductionsAndKernel, ' +
      'std::enable_if_t<detail::is_reductions_and_kernel_v<ReductionsAndKernel...>, int> = 0> ' +
      'void parallel_for(range<Dims> global_range, ReductionsAndKernel&&... reductions_and_kernel)';
    const lines = layoutSignature(signature, 'parallel_for').split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'template <',
      '    typename KernelName = detail::unnamed_kernel,',
      '    int Dims,',
      '    typename... ReductionsAndKernel,',
      '    std::enable_if_t<',
      '        detail::is_reductions_and_kernel_v<ReductionsAndKernel...>,',
      '        int> = 0>',
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(SIGNATURE_COLUMNS);
  });

  it('ends the template head after its last bracket, past nested parentheses with comparisons', () => {
    const signature =
      'template <typename Fn, typename... Ts, std::enable_if_t<(sizeof...(Ts) > 0), int> = 0> void apply(Fn fn, Ts... ts)';
    expect(layoutSignature(signature, 'apply').split('\n')).toEqual([
      'template <',
      '    typename Fn,',
      '    typename... Ts,',
      '    std::enable_if_t<(sizeof...(Ts) > 0), int> = 0>',
      'void apply(Fn fn, Ts... ts)',
    ]);
  });

  it("breaks a parameter's default argument after its = when nothing else can break", () => {
    const signature =
      'static void init(int* argc, char** argv[], ' +
      'const devices_or_selector& user_devices_or_selector = auto_select_devices{})';
    expect(layoutSignature(signature, 'init').split('\n')).toEqual([
      'static void init(',
      '    int* argc,',
      '    char** argv[],',
      '    const devices_or_selector& user_devices_or_selector =',
      '        auto_select_devices{})',
    ]);
  });

  it('counts what follows the last template parameter on its line', () => {
    const signature =
      'template <access_mode M = Mode, int D = Dims, ' +
      'std::enable_if_t<Dims == 0 && detail::is_pure_consumer_mode(M), int> = 0> operator const DataT&() const';
    const lines = layoutSignature(signature, 'operator const DataT&').split('\n');
    expect(lines).toContain('    std::enable_if_t<');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(SIGNATURE_COLUMNS);
  });
});
