/**
 * Which passes run: `CELERITY_EXPORT_PASSES` unset or `all` runs every pass; `plain` switches off every pass
 * that rewrites Next's output (those with `verifiedWith`), so the site ships as Next wrote it, with the
 * checks, the policy <meta>, the headers, the Markdown twins and the link check still on;
 * `skip:<name>,<name>` switches off the named ones. An unknown name, a pass that cannot be switched off,
 * or one another running pass needs is refused with the list of what is possible.
 */
import type { ExportPass } from './pass';

export class PassSelectionError extends Error {}

export function selectPasses(passes: readonly ExportPass[], setting: string | undefined): ExportPass[] {
  const value = (setting ?? '').trim();
  const switchable = passes.filter((pass) => pass.verifiedWith !== null).map((pass) => pass.name);
  const expected = `expected "all", "plain" or "skip:" and a comma-separated list of ${switchable.join(', ')}`;
  let skipped: string[];
  if (value === '' || value === 'all') skipped = [];
  else if (value === 'plain') skipped = switchable;
  else if (value.startsWith('skip:'))
    skipped = value
      .slice('skip:'.length)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  else throw new PassSelectionError(`CELERITY_EXPORT_PASSES=${value}: ${expected}.`);
  for (const name of skipped)
    if (!switchable.includes(name))
      throw new PassSelectionError(
        `CELERITY_EXPORT_PASSES=${value}: "${name}" ${passes.some((pass) => pass.name === name) ? 'reads only standard HTML and cannot be switched off' : 'is no pass'}; ${expected}.`,
      );
  const running = passes.filter((pass) => !skipped.includes(pass.name));
  for (const pass of running)
    for (const need of pass.needs ?? [])
      if (skipped.includes(need))
        throw new PassSelectionError(
          `CELERITY_EXPORT_PASSES=${value}: ${pass.name} needs ${need}; switch both off or neither.`,
        );
  return running;
}
