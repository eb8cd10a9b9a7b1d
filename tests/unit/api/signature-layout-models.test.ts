import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import type { ApiFunction, ApiModel } from '@/lib/api/model/schema';
import { fieldDeclaration, recordDeclaration } from '@/lib/api/pages/record-page';
import { layoutDeclaration, layoutSignature } from '@/lib/api/pages/signature-layout';

// Every declaration of our synopses (next and 0.6) laid out as its page shows it: a line may end in an
// opened template argument list (`buffer<`), but never inside one (`const buffer<T,` then `D>& buff,`).

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
  ];
}

/** A line that opens more template argument lists than it closes without ending in the opener
 * (comparisons, spaced in our declarations, and `->` are not brackets). */
function breaksInsideBrackets(line: string): boolean {
  const brackets = line.replace(/<=|>=|->| < | > /g, ' ');
  return brackets.split('<').length > brackets.split('>').length && !line.trimEnd().endsWith('<');
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
