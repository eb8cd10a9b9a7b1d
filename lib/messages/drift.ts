import type { Problem } from '@/lib/validation/problem';
import type { VersionFactsFile } from '@/lib/version-facts/schema';
import { messageKey, type MessageExplanations } from './explanations';

// The messages check: every message a documented release prints has an explanation, and every
// explained message is one the facts know (a typo in a message text would otherwise hide it).

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
