import { z } from 'zod';
import { highlightToHtml } from '@/lib/mdx/highlighter.mjs';
import { readYamlContent } from './yaml-file';

const url = z.string().url();
export const researchSchema = z.strictObject({
  publications: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        authors: z.array(z.string().min(1)).min(1),
        venue: z.string().min(1),
        year: z.number().int().min(1990).max(2100),
        doi: z
          .string()
          .regex(/^10\.\d{4,9}\/\S+$/, 'expected a DOI such as 10.1007/978-3-030-29400-7_7')
          .optional(),
        url: url.optional(),
        /** Where the work was first presented, when the entry is a later (journal) version. */
        presented: z.string().min(1).optional(),
      }),
    )
    .min(1),
  talks: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        speakers: z.array(z.string().min(1)).min(1),
        event: z.string().min(1),
        year: z.number().int(),
        url: url.optional(),
      }),
    )
    .default([]),
  institutions: z
    .array(z.strictObject({ name: z.string().min(1), unit: z.string().optional(), url: url.optional() }))
    .min(1),
  citation: z.strictObject({ title: z.string().min(1), bibtex: z.string().min(1) }),
  contact: z.string().min(1),
  contacts: z.array(z.strictObject({ name: z.string().min(1), institution: z.string().min(1), url })).min(1),
  funding: z
    .array(
      z.strictObject({
        funder: z.string().min(1),
        grant: z.string().min(1),
        note: z.string().min(1).optional(),
      }),
    )
    .min(1),
});

export type Research = z.infer<typeof researchSchema> & { bibtexHtml: string };

/** Reads and validates content/research/research.yaml. */
export function readResearch(): z.infer<typeof researchSchema> {
  return readYamlContent('research/research.yaml', researchSchema);
}

export async function loadResearch(): Promise<Research> {
  const research = readResearch();
  return { ...research, bibtexHtml: await highlightToHtml(research.citation.bibtex.trim(), 'text') };
}
