import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOrThrow, type ValidationContext } from '@/lib/validation/parse-or-throw';
import { formatPath, formatProblem, ValidationError } from '@/lib/validation/problem';
import { knownKeysAt } from '@/lib/validation/schema-keys';

const schema = z.strictObject({
  title: z.string(),
  count: z.number().optional(),
  kind: z.enum(['a', 'b']).default('a'),
  items: z.array(z.strictObject({ label: z.string().min(1) })).default([]),
  link: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('internal'), to: z.string() }),
    z.strictObject({ type: z.literal('external'), href: z.string() }),
  ]),
});

function messageOf(data: unknown, context: ValidationContext = { file: 'f.yaml' }): string {
  try {
    parseOrThrow(schema, data, context);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as Error).message;
  }
  throw new Error('expected a validation error');
}

describe('parseOrThrow', () => {
  it('returns the parsed data', () => {
    expect(parseOrThrow(schema, { title: 'T', link: { type: 'internal', to: '/' } }, { file: 'f' })).toEqual({
      title: 'T',
      kind: 'a',
      items: [],
      link: { type: 'internal', to: '/' },
    });
  });

  it('lists every problem as file: path: expected, one per line', () => {
    expect(
      messageOf({
        title: 3,
        count: 'x',
        kind: 'c',
        items: [{ label: '' }],
        link: { type: 'internal', to: '/' },
      }),
    ).toBe(
      [
        'f.yaml: title: expected a string, got 3',
        'f.yaml: count: expected a number, got "x"',
        'f.yaml: kind: expected one of "a", "b", got "c"',
        'f.yaml: items[0].label: expected a non-empty string',
      ].join('\n'),
    );
  });

  it('names unknown keys with a suggestion and drops the "missing" report of the key they mean', () => {
    expect(messageOf({ titel: 'T', link: { type: 'internal', too: '/' } })).toBe(
      [
        'f.yaml: link.too: unknown field. Did you mean "to"?',
        'f.yaml: titel: unknown field. Did you mean "title"?',
      ].join('\n'),
    );
  });

  it('lists the known fields when nothing is close', () => {
    expect(messageOf({ title: 'T', link: { type: 'internal', to: '/' }, zzzzzzzz: 1 })).toBe(
      'f.yaml: zzzzzzzz: unknown field. Known fields: title, count, kind, items, link.',
    );
  });

  it('reports a missing field as missing', () => {
    expect(messageOf({ link: { type: 'internal', to: '/' } })).toBe(
      'f.yaml: title: missing; expected a string',
    );
  });

  it('adds the place, a path prefix, a limit and a hint', () => {
    const message = messageOf(
      { items: [{ label: '' }, { label: '' }], link: { type: 'internal', to: '/' } },
      {
        file: 'x.mdx',
        locate: (path) => ({ line: path.length, column: 3 }),
        pathPrefix: 'frontmatter',
        limit: 2,
        hint: 'Fix the frontmatter.',
      },
    );
    expect(message).toBe(
      [
        'x.mdx:1:3: frontmatter.title: missing; expected a string',
        'x.mdx:3:3: frontmatter.items[0].label: expected a non-empty string',
        '… and 1 more problem(s).',
        'Fix the frontmatter.',
      ].join('\n'),
    );
  });
});

describe('problem helpers', () => {
  it('formats paths and places', () => {
    expect(formatPath(['navbar', 'items', 0, 'label'])).toBe('navbar.items[0].label');
    expect(formatPath([0, 'url'], 'records')).toBe('records[0].url');
    expect(formatProblem({ file: 'a', line: 3, message: 'm' })).toBe('a:3: m');
    expect(formatProblem({ file: 'a', line: 3, column: 7, path: 'p', message: 'm' })).toBe('a:3:7: p: m');
  });

  it('finds the keys a schema allows at a path, through optional, default, array and union', () => {
    expect(knownKeysAt(schema, ['items', 0])).toEqual(['label']);
    expect(knownKeysAt(schema, ['link'])).toEqual(['type', 'to', 'href']);
    expect(knownKeysAt(schema, ['nope'])).toEqual([]);
  });
});
