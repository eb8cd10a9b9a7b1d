import { describe, expect, it } from 'vitest';
import {
  functionUsr,
  namespaceUsr,
  symbolId,
  tagUsr,
  typeAliasUsr,
  typedefUsr,
  usingDeclUsr,
} from '@/lib/api/extract/usr';
import { encodeTypeText, type TypeEncodingContext } from '@/lib/api/extract/usr-types';

describe('symbolId', () => {
  it.each([
    ['c:@N@celerity', '95420D3AD49404C0'],
    ['c:@N@celerity@S@handler', '73E846FEAC018FF5'],
    ['c:@N@celerity@ST>1#NI@range', 'B13622E7024342AF'],
    ['c:@N@celerity@UD@all_of_group', 'B3BA534314A05D1A'],
  ])('%s → %s (first 8 bytes of SHA-1, upper-case hex)', (usr, id) => {
    expect(symbolId(usr)).toBe(id);
  });
});

describe('USR builders', () => {
  const ns = namespaceUsr('c:', 'celerity');
  it('nests namespaces', () => expect(namespaceUsr(ns, 'experimental')).toBe('c:@N@celerity@N@experimental'));
  it('encodes anonymous namespaces', () => expect(namespaceUsr('c:', undefined)).toBe('c:@aN'));
  it('uses @S@ for classes and structs, @U@ for unions, @E@ for enums', () => {
    expect(tagUsr(ns, 'class', 'handler')).toBe('c:@N@celerity@S@handler');
    expect(tagUsr(ns, 'union', 'u')).toBe('c:@N@celerity@U@u');
    expect(tagUsr(ns, 'enum', 'target')).toBe('c:@N@celerity@E@target');
  });
  it('encodes templates, partial and explicit specialisations', () => {
    expect(tagUsr(ns, 'class', 'range', { templateParams: '>1#NI' })).toBe('c:@N@celerity@ST>1#NI@range');
    expect(tagUsr(ns, 'struct', 'p', { partialParams: '>1#T', specArgs: '#*t0.0' })).toBe(
      'c:@N@celerity@SP>1#T@p>#*t0.0',
    );
    expect(tagUsr(ns, 'struct', 'p', { specArgs: '#I' })).toBe('c:@N@celerity@S@p>#I');
  });
  it('distinguishes typedefs, type aliases and using-declarations', () => {
    expect(typedefUsr(ns, 'legacy', 'types.h')).toBe('c:types.h@N@celerity@T@legacy');
    expect(typeAliasUsr(ns, 'size_type')).toBe('c:@N@celerity@size_type');
    expect(usingDeclUsr(ns, 'all_of_group')).toBe('c:@N@celerity@UD@all_of_group');
  });
  it('mangles parameter types and method qualifiers into function USRs', () => {
    expect(functionUsr(ns, { name: 'f', paramTypes: ['I', '*1C'], variadic: false })).toBe(
      'c:@N@celerity@F@f#I#*1C#',
    );
    expect(
      functionUsr(ns, {
        name: 'g',
        templateParams: '>1#T',
        paramTypes: ['t0.0'],
        variadic: false,
        returnType: 'v',
        isConst: true,
        refQualifier: '&&',
      }),
    ).toBe('c:@N@celerity@FT@>1#Tg#t0.0#v#1&&');
  });
});

describe('encodeTypeText (checked against clang 14)', () => {
  const ctx: TypeEncodingContext = {
    templateParams: new Map([
      ['K', { position: '0.0', kind: 'type' }],
      ['V', { position: '0.1', kind: 'type' }],
    ]),
    scope: 'celerity',
    resolve: (name) =>
      name === 'mode_alias' ? { kind: 'alias', target: 'sycl::access::mode', scope: 'celerity' } : undefined,
  };
  it('encodes function types, recording the function type before its parts', () =>
    expect(encodeTypeText('K(V)', ctx, new Map([['t0.0', 0]]))).toBe('FS0_(#t0.1)'));
  it('encodes an alias as its target, so a repeated alias is the first substitution', () => {
    const subs = new Map<string, number>();
    expect(encodeTypeText('mode_alias', ctx, subs)).toBe('$@N@hipsycl@N@sycl@E@access_mode');
    expect(encodeTypeText('mode_alias', ctx, subs)).toBe('S0_');
  });
  it('spells std::void_t<…> as void and other SYCL names in hipsycl::sycl', () => {
    expect(encodeTypeText('std::void_t<decltype(f())>', ctx)).toBe('v');
    expect(encodeTypeText('const sycl::device&', ctx)).toBe('&1$@N@hipsycl@N@sycl@S@device');
  });
  it('keeps pointers to functions and decltype out of function types', () => {
    expect(encodeTypeText('decltype(x)', ctx)).not.toMatch(/^F/);
    expect(encodeTypeText('int (*)(char)', ctx)).not.toMatch(/^F/);
  });
});
