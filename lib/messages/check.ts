import { listVersions } from '@/lib/content/versions';
import { ValidationError } from '@/lib/validation/problem';
import { getVersionFacts } from '@/lib/version-facts/load';
import { factsLabel } from './catalog';
import { messageDrift } from './drift';
import { getExplanations } from './explanations';

/** Prebuild's messages check: every message of every documented release is explained (drift.ts). */
export function checkMessageExplanations(): void {
  const labels = listVersions().map(factsLabel);
  const problems = messageDrift(getVersionFacts(), getExplanations(), labels);
  if (problems.length > 0) throw new ValidationError(problems);
}
