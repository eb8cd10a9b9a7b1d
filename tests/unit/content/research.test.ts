import { describe, expect, it } from 'vitest';
import { loadResearch, researchSchema } from '@/lib/content/research';
import { parseYamlSource } from '@/lib/content/yaml-file';

const minimal = `
publications:
  - { title: A paper, authors: [A. Author], venue: A journal, year: 2022, presented: A symposium }
institutions: [{ name: A university }]
citation: { title: A paper, bibtex: '@article{a}' }
contact: Write to us.
contacts: [{ name: A. Person, institution: A university, url: 'https://example.org/' }]
funding: [{ funder: An agency, grant: '123' }]
`;

describe('research data', () => {
  it('accepts contacts, funding and a presented-at venue', () => {
    const research = parseYamlSource('research.yaml', minimal, researchSchema);
    expect(research.publications[0]?.presented).toBe('A symposium');
    expect(research.contacts[0]?.url).toBe('https://example.org/');
    expect(research.funding[0]).toEqual({ funder: 'An agency', grant: '123' });
  });

  it('names the field when a grant has no number', () => {
    const broken = minimal.replace("grant: '123'", 'note: missing');
    expect(() => parseYamlSource('research.yaml', broken, researchSchema)).toThrow(
      /research\.yaml:\d+:\d+: funding\[0\]\.grant: missing/,
    );
  });

  it('rejects a collaboration contact without a public url', () => {
    const broken = minimal.replace(", url: 'https://example.org/'", '');
    expect(() => parseYamlSource('research.yaml', broken, researchSchema)).toThrow(
      /research\.yaml:\d+:\d+: contacts\[0\]\.url: missing/,
    );
  });

  it('the site content keeps its funding acknowledgements and contacts', async () => {
    const research = await loadResearch();
    expect(research.funding.length).toBeGreaterThan(0);
    expect(research.funding.filter((grant) => grant.grant.trim().length === 0)).toEqual([]);
    expect(research.contacts.map((person) => person.institution)).toEqual(
      expect.arrayContaining(research.institutions.map((institution) => institution.name)),
    );
  });
});
