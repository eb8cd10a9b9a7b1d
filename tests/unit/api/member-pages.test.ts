import { describe, expect, it } from 'vitest';
import { buildXrefIndex } from '@/lib/api/xref/build-index';
import { getMemberPageData, getMemberPageMeta } from '@/lib/api/pages/member-function-page';
import { hasMemberPages, MEMBER_PAGES_ABOVE, memberSets } from '@/lib/api/kinds/member-sets';
import { memberPageOf } from '@/lib/api/kinds/urls';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import type { ApiModel, ApiRecord } from '@/lib/api/model/schema';
import { getRecordPageData } from '@/lib/api/pages/record-page';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { CURRENT_VERSION } from '@/lib/content/versions';
import { apiRecords } from '@/lib/search/site-records';
import { fixtureModel } from './extract-fixtures';

const HANDLER_ID = '73E846FEAC018FF5';
const HANDLER = `/docs/api/records/${HANDLER_ID}/`;
const { model: fixture } = await fixtureModel();

/** The fixture model with the handler's first method documented at length. */
function withLongHandlerDocs(): ApiModel {
  const model = structuredClone(fixture);
  const handler = model.records.find((record) => record.id === HANDLER_ID)!;
  const method = handler.members.methods[0]!;
  method.doc = {
    brief: 'Runs a kernel.',
    body: 'Long explanation. '.repeat(Math.ceil(MEMBER_PAGES_ABOVE / 18)),
    params: [],
    tparams: [],
    notes: [],
    warnings: [],
    see: [],
  };
  return model;
}

const handlerOf = (model: ApiModel): ApiRecord => model.records.find((record) => record.id === HANDLER_ID)!;

describe('member pages', () => {
  const model = withLongHandlerDocs();
  const handler = handlerOf(model);
  const method = handler.members.methods[0]!;

  it('are made only for classes with long member documentation', () => {
    expect(hasMemberPages(handlerOf(fixture))).toBe(false);
    expect(memberSets(handlerOf(fixture))).toEqual([]);
    expect(hasMemberPages(handler)).toBe(true);
  });

  it('group the other members by name, with URL-safe slugs', () => {
    const sets = memberSets(handler);
    const names = new Set([...handler.members.methods, ...handler.members.operators].map((fn) => fn.name));
    expect(sets.filter((set) => set.role !== 'constructors')).toHaveLength(names.size);
    expect(sets.filter((set) => !/^[\w-]+$/.test(set.slug))).toEqual([]);
    expect(memberPageOf(handler, method)).toBe(`${HANDLER}${method.name}/`);
    expect(listApiPages(model).map((page) => apiPagePath(page))).toContain(`${HANDLER}${method.name}/`);
    expect(listApiPages(fixture).map((page) => apiPagePath(page))).not.toContain(`${HANDLER}${method.name}/`);
  });

  it('put all constructors on one page, first, and make none for a class without them', () => {
    expect(handler.members.constructors).toEqual([]);
    expect(memberSets(handler).map((set) => set.role)).not.toContain('constructors');
    const clone = structuredClone(handler);
    const base = clone.members.methods[0]!;
    clone.members.constructors = [
      { ...base, name: 'handler', role: 'constructor', anchor: 'c1' },
      { ...base, name: 'handler', role: 'constructor', anchor: 'c2' },
    ];
    expect(memberSets(clone)[0]).toMatchObject({
      slug: 'constructors',
      name: 'handler',
      role: 'constructors',
    });
    expect(memberSets(clone)[0]?.overloads.map((fn) => fn.anchor)).toEqual(['c1', 'c2']);
  });

  it('give names that share a slug distinct pages', () => {
    const clone = structuredClone(handler);
    const base = clone.members.methods[0]!;
    clone.members.operators = [
      { ...base, name: 'operator T&', role: 'operator', anchor: 'a' },
      { ...base, name: 'operator T*', role: 'operator', anchor: 'b' },
    ];
    const slugs = memberSets(clone).map((set) => set.slug);
    expect(slugs).toContain('operator-conv-T');
    expect(slugs).toContain('operator-conv-T-2');
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('become the link target of the member name, in docs and in search', () => {
    expect(buildXrefIndex(model).names[`celerity::handler::${method.name}`]).toBe(
      `${HANDLER}${method.name}/`,
    );
    expect(buildXrefIndex(fixture).names[`celerity::handler::${method.name}`]).toBe(
      `${HANDLER}#${method.name}`,
    );
    const record = apiRecords(model, CURRENT_VERSION).find(
      (entry) => entry.url === `${HANDLER}${method.name}/` && entry.type === 'lvl1',
    );
    expect(record).toBeDefined();
  });

  it('render every overload with its anchor, under API › Records › handler › name', async () => {
    const data = await getMemberPageData(handler, method.name, getRenderContext(model));
    expect(data).not.toBeNull();
    expect(data!.header.qualifiedName).toBe(`celerity::handler::${method.name}`);
    expect(data!.frame.breadcrumbs).toEqual([
      { label: 'API', href: '/docs/api/' },
      { label: 'Records', href: '/docs/api/records/' },
      { label: 'handler', href: HANDLER },
      { label: method.name },
    ]);
    expect(data!.memberOf).toEqual({ label: 'celerity::handler', href: HANDLER });
    const overloads = handler.members.methods.filter((fn) => fn.name === method.name);
    expect(data!.overloads.map((o) => o.anchor)).toEqual(overloads.map((fn) => fn.anchor));
    expect(getMemberPageMeta(handler, method.name)).toMatchObject({
      title: `celerity::handler::${method.name}`,
      description: 'Runs a kernel.',
      path: `${HANDLER}${method.name}/`,
    });
    expect(await getMemberPageData(handler, 'no_such_member', getRenderContext(model))).toBeNull();
  });

  it('leave a summary with a link on the class page, which keeps the member anchor', async () => {
    const data = await getRecordPageData(handler, getRenderContext(model));
    const entry = data!.groups
      .flatMap((group) => group.functions ?? [])
      .find((fn) => fn.name === method.name);
    expect(entry).toMatchObject({ id: method.name, overloads: [] });
    expect(entry!.page).toMatchObject({ href: `${HANDLER}${method.name}/`, briefsHtml: ['Runs a kernel.'] });
  });
});
