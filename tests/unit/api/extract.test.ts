import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { symbolId } from '@/lib/api/extract/usr';
import { FIXTURES, fixtureModel } from './extract-fixtures';

const { model, warnings } = await fixtureModel();
const record = (usr: string) => model.records.find((r) => r.usr === usr);
const byName = <T extends { qualifiedName: string }>(list: T[], name: string) =>
  list.find((s) => s.qualifiedName === name);
/** One folder of the fixtures, extracted on its own. */
const extractFolder = (folder: string, options: { excludeNamespaces?: string[] } = {}) =>
  extractApiModel({
    includeDirs: [folder],
    rootDir: FIXTURES,
    sourceUrlBase: 'https://example.org/',
    ...options,
  });

describe('extractApiModel on fixtures', () => {
  it('reads the fixtures without warnings', () => expect(warnings).toEqual([]));

  it('gives namespaces (nested, a::b syntax, inline) their USR and id', () => {
    expect(byName(model.namespaces, 'celerity')).toMatchObject({
      usr: 'c:@N@celerity',
      id: '95420D3AD49404C0',
    });
    expect(byName(model.namespaces, 'celerity::experimental')?.usr).toBe('c:@N@celerity@N@experimental');
    expect(byName(model.namespaces, 'a::b')?.usr).toBe('c:@N@a@N@b');
    expect(byName(model.namespaces, 'a::b::v1')).toMatchObject({ inline: true, usr: 'c:@N@a@N@b@N@v1' });
  });

  it.each([
    ['c:@N@celerity@S@handler', '73E846FEAC018FF5'],
    ['c:@N@celerity@ST>1#NI@range', 'B13622E7024342AF'],
    ['c:@N@celerity@ST>2#T#pT@pack_holder', undefined],
    ['c:@N@celerity@SP>1#T@pack_holder>#*t0.0#p0', undefined],
    ['c:@N@celerity@S@pack_holder>#I#p0', undefined],
    ['c:@N@celerity@ST>2#t>1#T#T@adaptor', undefined],
    ['c:@N@celerity@ST>1#N$@N@celerity@E@access_mode@access_tag', undefined],
    ['c:@N@celerity@U@raw_bits', undefined],
    ['c:@N@celerity@ST>1#NI@range@S@iterator', undefined],
    ['c:@N@celerity@S@on_master_node_tag', undefined],
  ])('record %s', (usr, id) => {
    const found = record(usr);
    expect(found, usr).toBeDefined();
    expect(found?.id).toBe(id ?? symbolId(usr));
  });

  it('describes specialisations and merges forward-declared defaults', () => {
    expect(record('c:@N@celerity@SP>1#T@pack_holder>#*t0.0#p0')?.specialization).toMatchObject({
      kind: 'partial',
      args: 'T*',
    });
    expect(record('c:@N@celerity@S@pack_holder>#I#p0')?.specialization).toMatchObject({
      kind: 'explicit',
      args: 'int',
    });
    expect(record('c:@N@celerity@ST>1#NI@range')?.templateParams).toEqual([
      { kind: 'non-type', name: 'Dims', type: 'int', pack: false, default: '1' },
    ]);
    expect(record('c:@N@celerity@ST>2#t>1#T#T@adaptor')?.templateParams?.[0]).toMatchObject({
      kind: 'template',
      name: 'Container',
    });
  });

  it('groups members and hides private ones (protected are kept)', () => {
    const range = record('c:@N@celerity@ST>1#NI@range')!;
    expect(range.doc?.brief).toBe('A range of `Dims` dimensions.');
    expect(range.members.constructors.map((c) => c.signature)).toEqual([
      'range() = default',
      'explicit range(size_t x) noexcept',
    ]);
    expect(range.members.destructors.map((d) => d.name)).toEqual(['~range']);
    expect(range.members.methods.map((m) => [m.name, m.access])).toEqual([
      ['size', 'public'],
      ['hook', 'protected'],
    ]);
    expect(range.members.operators.map((o) => o.name)).toEqual([
      'operator[]',
      'operator[]',
      'operator bool',
      'operator==',
    ]);
    expect(range.members.fields.map((f) => [f.name, f.doc?.brief])).toEqual([
      ['dimensions', 'Number of dimensions.'],
    ]);
    expect(range.members.types.map((t) => t.name)).toEqual(['iterator', 'value_type']);
    expect(range.friends).toEqual(['class buffer_helper']);
    expect(JSON.stringify(range)).not.toContain('m_secret');
    expect(range.members.methods[0]?.attributes).toEqual(['nodiscard']);
    expect(range.members.methods[1]?.usr).toBe('c:@N@celerity@ST>1#NI@range@F@hook#&&');
  });

  it('reads enums with values and their docs', () => {
    const colour = byName(model.enums, 'celerity::colour')!;
    expect(colour).toMatchObject({ usr: 'c:@N@celerity@E@colour', scoped: false, underlyingType: 'int' });
    expect(colour.values.map((v) => [v.name, v.value, v.doc?.brief])).toEqual([
      ['red', '1', 'The red one.'],
      ['green', undefined, 'The green one.'],
      ['blue', undefined, undefined],
    ]);
    expect(colour.values[0]?.usr).toBe('c:@N@celerity@E@colour@red');
    expect(byName(model.enums, 'celerity::access_mode')).toMatchObject({
      scoped: true,
      id: symbolId('c:@N@celerity@E@access_mode'),
    });
  });

  it('reads aliases, alias templates, typedefs and using-declarations', () => {
    expect(byName(model.aliases, 'celerity::all_of_group')).toMatchObject({
      aliasKind: 'using-declaration',
      id: 'B3BA534314A05D1A',
      target: 'sycl::all_of_group',
    });
    expect(byName(model.aliases, 'celerity::size_type')).toMatchObject({
      aliasKind: 'using',
      usr: 'c:@N@celerity@size_type',
    });
    expect(byName(model.aliases, 'celerity::ptr')).toMatchObject({
      aliasKind: 'alias-template',
      target: 'T*',
    });
    expect(byName(model.aliases, 'celerity::legacy_int')).toMatchObject({
      aliasKind: 'typedef',
      usr: 'c:functions.h@N@celerity@T@legacy_int',
    });
    expect(byName(model.aliases, 'celerity::range::value_type')?.parentId).toBe('B13622E7024342AF');
  });

  it('records variables, macro-generated tags and concepts', () => {
    expect(byName(model.variables, 'celerity::read_write')).toMatchObject({
      usr: 'c:@N@celerity@read_write',
      specifiers: ['inline', 'constexpr'],
    });
    expect(byName(model.variables, 'celerity::on_master_node')?.location.line).toBe(88);
    expect(byName(model.variables, 'celerity::version::major')).toMatchObject({
      value: '1',
      usr: 'c:core.h@N@celerity@N@version@major',
    });
    expect(byName(model.concepts, 'celerity::experimental::Hintable')?.usr).toBe(
      'c:@N@celerity@N@experimental@CT@Hintable',
    );
  });

  it('keeps attributes from macros and deprecation messages', () => {
    const oldApi = record('c:@N@celerity@S@handler')!.members.methods.find((m) => m.name === 'old_api');
    expect(oldApi?.deprecated).toBe('use grid instead');
  });

  it('records deduction guides on their class, not as functions', () => {
    const buffer = byName(model.records, 'celerity::buffer')!;
    expect(buffer.deductionGuides.map((g) => g.signature)).toEqual([
      'buffer(const range<1>&, T) -> buffer<T>',
    ]);
    expect(model.functions.map((f) => f.name)).not.toContain('buffer');
  });

  it('uses the synopsis source path without line anchors', () => {
    expect(record('c:@N@celerity@S@handler')?.location).toEqual({
      file: 'include/core.h',
      line: 94,
      sourceUrl: 'https://example.org/blob/abc/include/core.h',
    });
  });

  it('drops detail namespaces unless includeDetail is set', async () => {
    expect(model.records.map((r) => r.qualifiedName).filter((name) => name.includes('detail'))).toEqual([]);
    expect(model.functions.find((f) => f.slug === 'celerity-get_impl')?.overloads[0]?.returnType).toBe(
      'detail::secret_impl',
    );
    const withDetail = await fixtureModel(true);
    expect(withDetail.model.records.map((r) => r.qualifiedName)).toContain('celerity::detail::secret_impl');
  });

  // The parameter's type alone is `char**[]`, but a declaration writes its array brackets after the name.
  it('writes an array parameter the way it is declared', () => {
    const init = model.functions.find((f) => f.qualifiedName === 'celerity::runtime::init');
    expect(init?.overloads.map((o) => o.signature)).toContain('inline void init(int* argc, char** argv[])');
  });

  // Texts the grammar makes easy to get wrong: the `const` of `operator const T&` stands beside the
  // conversion's type, not in it; `...` inside a type (`std::enable_if_t<all_v<Ts...>, int> = 0`) expands a
  // pack and declares none; `final` is a specifier of its own; a deprecation message is a string, not type
  // text to tighten.
  it('keeps the const of a conversion to a const reference, real packs only, final, trailing constraints and deprecation messages as written', async () => {
    const { model: signatures, warnings: found } = await extractFolder('signatures');
    expect(found).toEqual([]);
    const holder = JSON.stringify(signatures.records.find((r) => r.qualifiedName === 'celerity::holder'));
    expect(holder).toContain('operator const T&() const');
    expect(holder).toContain('operator T&()');
    expect(signatures.records.find((r) => r.qualifiedName === 'celerity::sealed')?.summary).toBe(
      'class celerity::sealed final',
    );
    // A trailing constraint belongs to the declaration, after its exception specification.
    expect(
      signatures.records.find((r) => r.qualifiedName === 'celerity::extent')?.members.constructors[0]
        ?.signature,
    ).toBe('extent(int a, int b) noexcept requires(Dims == 2)');
    const old = signatures.functions.find((f) => f.qualifiedName === 'celerity::old_launch');
    expect(old?.overloads[0]?.deprecated).toBe('Use launch({a, b} [, shape]) instead');
    const launch = signatures.functions.find((f) => f.qualifiedName === 'celerity::launch');
    expect(launch?.overloads[0]?.signature).toBe(
      'template <typename... Ts, std::enable_if_t<all_v<Ts...>, int> = 0> void launch(Ts... args)',
    );
  });

  it('declares a class defined with a qualified name into the namespace its qualifier names', async () => {
    const { model: signatures } = await extractFolder('signatures', { excludeNamespaces: [] });
    const windows = signatures.records.filter((r) => r.name === 'window');
    expect(windows.map((r) => r.qualifiedName)).toEqual(['celerity::experimental::window']);
    expect(windows[0]?.summary).toBe('class celerity::experimental::window : public holder<int>');
    expect(windows[0]?.members.methods.map((m) => m.name)).toEqual(['get_count']);
    const experimental = signatures.namespaces.find((n) => n.qualifiedName === 'celerity::experimental');
    expect(experimental?.members.records).toEqual([windows[0]?.id]);
    // A qualifier no enclosing namespace declares is read from the global namespace.
    expect(signatures.records.find((r) => r.name === 'hash')?.qualifiedName).toBe('std::hash');
  });

  it('leaves the comments of a declaration that spans lines out of its one-line text', async () => {
    const { model: commented, warnings: found } = await extractFolder('comments');
    expect(found).toEqual([]);
    expect(byName(commented.variables, 'celerity::any_check')?.value).toBe(
      'check_a<T> || check_b<T> || check_c<T>',
    );
    expect(byName(commented.variables, 'celerity::separator')?.value).toBe('"// not a comment"');
  });

  it('reports malformed headers with file:line and keeps what it could read', async () => {
    const broken = await extractFolder('malformed');
    expect(broken.warnings.map((w) => `${w.file}:${w.line}`)).toEqual([
      'malformed/broken.h:7',
      'malformed/broken.h:9',
    ]);
    expect(broken.model.records.map((r) => r.name)).toEqual(['good_before', 'bad', 'good_after']);
    expect(broken.model.records[2]?.location.sourceUrl).toBe('https://example.org/malformed/broken.h#L13');
  });
});
