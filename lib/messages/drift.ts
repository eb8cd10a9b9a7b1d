import type { Problem } from '@/lib/validation/problem';
import type { VersionFactsFile } from '@/lib/version-facts/schema';
import { messageKey, POLICY_LEVELS, type MessageExplanations } from './explanations';

// The messages check: every message a documented release prints has an explanation, every
// explained message is one the facts know (a typo in a message text would otherwise hide it), and a
// family that explains a message passed through the runtime's error policy says the level the runtime
// sets for it (the page would otherwise show only "error policy").

export function messageDrift(
  facts: VersionFactsFile,
  explanations: MessageExplanations,
  labels: readonly string[],
): Problem[] {
  const explained = new Set(
    explanations.families.flatMap((family) => family.messages.map((text) => messageKey(text))),
  );
  const known = new Set(facts.messages.map((message) => messageKey(message.text)));
  const problems: Problem[] = [];
  for (const message of facts.messages) {
    const documented = message.versions.filter((label) => labels.includes(label));
    if (documented.length === 0 || explained.has(messageKey(message.text))) continue;
    const places = documented.map((label) => `${label}: ${message.at[label]}`).join(', ');
    problems.push({
      file: explanations.file,
      message: `no explanation for the message ${JSON.stringify(message.text)} (${places}); add it to a family`,
    });
  }
  const byPolicy = new Set(
    facts.messages
      .filter((message) => message.levels.includes('policy'))
      .filter((message) => message.versions.some((label) => labels.includes(label)))
      .map((message) => messageKey(message.text)),
  );
  explanations.families.forEach((family, f) => {
    const governed = family.messages.find((text) => byPolicy.has(messageKey(text)));
    if (governed === undefined || family.policy !== undefined) return;
    problems.push({
      file: explanations.file,
      ...explanations.locate(f),
      message: `family "${family.id}": ${JSON.stringify(governed)} goes through the runtime's error policy; set \`policy\` to the level the runtime gives it (${POLICY_LEVELS.join(', ')})`,
    });
  });
  explanations.families.forEach((family, f) =>
    family.messages.forEach((text, m) => {
      if (known.has(messageKey(text))) return;
      const place = explanations.locate(f, m);
      problems.push({
        file: explanations.file,
        ...place,
        message: `family "${family.id}": the version facts have no message ${JSON.stringify(text)}`,
      });
    }),
  );
  return problems;
}
