import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import type { ApiFunction, ApiModel } from '@/lib/api/model/schema';
import { aliasDeclaration } from '@/lib/api/pages/alias-page';
import { sectionItemDeclaration } from '@/lib/api/pages/namespaces-page';
import { fieldDeclaration, recordDeclaration } from '@/lib/api/pages/record-page';
import { layoutDeclaration } from '@/lib/api/pages/declaration-layout';
import { layoutSignature } from '@/lib/api/pages/signature-layout';

// Every declaration of our synopses (next and 0.6) laid out as its page shows it: a line may end in an
// opened list (`buffer<`, `std::function<void(`), but never inside one (`const buffer<T,` then `D>& buff,`).

const SYNOPSES = ['content/api', 'content/versioned_api/version-0.6'];

function layouts(model: ApiModel): string[] {
  const fn = (f: ApiFunction) => layoutSignature(f.signature, f.name);
  return [
    ...model.functions.flatMap((set) => set.overloads.map(fn)),
    ...model.records.flatMap((record) => [
      layoutDeclaration(recordDeclaration(record)),
      ...[...record.members.constructors, ...record.members.methods, ...record.members.operators].map(fn),
      ...record.members.fields.map((field) => layoutDeclaration(fieldDeclaration(field))),
      ...record.deductionGuides.map((guide) => layoutSignature(`${guide.signature};`, record.name)),
    ]),
    ...model.aliases.map((alias) => layoutDeclaration(aliasDeclaration(alias))),
    ...model.variables.map((variable) => layoutDeclaration(sectionItemDeclaration('variables', variable))),
    ...model.concepts.map((concept) => layoutDeclaration(sectionItemDeclaration('concepts', concept))),
  ];
}

/** A line that opens more template argument lists than it closes without ending in an opener
 * (comparisons, spaced in our declarations, and `->` are not brackets). */
function breaksInsideBrackets(line: string): boolean {
  const brackets = line.replace(/<=|>=|->| < | > /g, ' ');
  return brackets.split('<').length > brackets.split('>').length && !/[<({]$/.test(line.trimEnd());
}

describe.each(SYNOPSES)('laid-out declarations of %s', (dir) => {
  it('break lines only between template arguments, never inside them', async () => {
    const { model } = await extractApiModel({
      includeDirs: ['include'],
      rootDir: path.resolve(dir),
      sourceUrlBase: 'https://example.org/blob/abc/',
    });
    const laidOut = layouts(model);
    expect(laidOut.length).toBeGreaterThan(200);
    const broken = laidOut.flatMap((text) => text.split('\n')).filter(breaksInsideBrackets);
    expect(broken).toEqual([]);
  });
});
