import { describe, expect, it } from 'vitest';
import type { ApiFunction } from '@/lib/api/model/schema';
import { overloadLabels } from '@/lib/api/pages/overload-labels';

/** An overload from its declaration's parts (the extractor's fields that labels read). */
function fn(
  name: string,
  params: string[],
  extra: Partial<Pick<ApiFunction, 'returnType' | 'templateParams' | 'variadic'>> & { quals?: string } = {},
): ApiFunction {
  const { quals = '', ...rest } = extra;
  return {
    kind: 'function',
    role: 'method',
    name,
    qualifiedName: `celerity::x::${name}`,
    anchor: name,
    signature: `${rest.returnType ?? 'void'} ${name}(${params.join(', ')})${quals}`,
    summary: '',
    params: params.map((type) => ({ type })),
    specifiers: [],
    attributes: [],
    variadic: false,
    scope: 'celerity::x',
    usr: '',
    location: { file: 'include/x.h', line: 1, sourceUrl: '' },
    ...rest,
  } as ApiFunction;
}

describe('overload labels', () => {
  it('are short while they differ: no const, & or *, a pack keeps its ...', () => {
    expect(
      overloadLabels([
        fn('fence', ['const buffer<DataT, Dims>&', 'const subrange<Dims>&']),
        fn('fence', ['const host_object<T>&']),
        fn('submit', ['Ts&&...'], { variadic: true }),
      ]),
    ).toEqual(['fence(buffer<DataT, Dims>, subrange<Dims>)', 'fence(host_object<T>)', 'submit(Ts..., ...)']);
  });

  it('say more only where two would read the same: types as written, then qualifiers', () => {
    expect(
      overloadLabels([
        fn('handler', ['const handler&']),
        fn('handler', ['handler&&']),
        fn('handler', ['int']),
      ]),
    ).toEqual(['handler(const handler&)', 'handler(handler&&)', 'handler(int)']);
    expect(
      overloadLabels([
        fn('get', ['int'], { quals: ' const noexcept = default' }),
        fn('get', ['int'], { quals: ' &&' }),
      ]),
    ).toEqual(['get(int) const', 'get(int) &&']);
  });

  it('then the template parameters without defaults, then the return type, then a number', () => {
    const param = (name: string, extra = {}) => ({ kind: 'type' as const, name, pack: false, ...extra });
    expect(
      overloadLabels([
        fn('get_access', ['handler&'], { templateParams: [param('Mode'), param('D', { default: '1' })] }),
        fn('get_access', ['handler&'], { templateParams: [param('Mode'), param('Target')] }),
      ]),
    ).toEqual(['get_access<Mode>(handler&)', 'get_access<Mode, Target>(handler&)']);
    expect(
      overloadLabels([
        fn('operator*', [], { returnType: 'std::enable_if_t<Dims == 0 && is_producer(M), DataT&>' }),
        fn('operator*', [], { returnType: 'std::enable_if_t<Dims == 0 && !is_producer(M), const DataT&>' }),
        fn('f', [], { returnType: 'int' }),
        fn('f', [], { returnType: 'int' }),
      ]),
    ).toEqual(['operator*() -> DataT&', 'operator*() -> const DataT&', 'f() -> int (3)', 'f() -> int (4)']);
  });
});
