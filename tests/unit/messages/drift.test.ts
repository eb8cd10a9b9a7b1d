import { describe, expect, it } from 'vitest';
import { messageDrift } from '@/lib/messages/drift';
import { parseExplanations } from '@/lib/messages/explanations';
import type { VersionFactsFile } from '@/lib/version-facts/schema';

const facts = (messages: VersionFactsFile['messages']): VersionFactsFile => ({
  format: 1,
  versions: [
    { label: '0.6', ref: 'v0.6.0', commit: 'a' },
    { label: '0.7', ref: 'v0.7.0', commit: 'b' },
  ],
  envVars: [],
  cmake: [],
  macros: [],
  sycl: [],
  messages,
});

const explanations = (yaml: string) => parseExplanations('content/messages.yaml', yaml);

const family = (messages: string[]) =>
  `- id: waits\n  topic: scheduling\n  title: Waits\n  messages:\n${messages.map((m) => `    - '${m}'\n`).join('')}  text: Our words.\n`;

describe('messageDrift', () => {
  const waits = {
    text: 'Your program calls wait() {} times',
    levels: ['warn'],
    versions: ['0.7'],
    at: { '0.7': 'src/task_manager.cc:273' },
  };

  it('names an unexplained message of a documented release with its source location', () => {
    const problems = messageDrift(
      facts([waits, { ...waits, text: 'Scheduler is idle', at: { '0.7': 'src/runtime.cc:577' } }]),
      explanations(family(['Your program calls wait() {} times'])),
      ['0.6', '0.7'],
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'no explanation for the message "Scheduler is idle" (0.7: src/runtime.cc:577); add it to a family',
    ]);
  });

  it('ignores messages of releases that are not documented', () => {
    const old = { ...waits, text: 'Gone', versions: ['0.5'], at: { '0.5': 'src/x.cc:1' } };
    expect(messageDrift(facts([waits, old]), explanations(family([waits.text])), ['0.7'])).toEqual([]);
  });

  it('reports an explained message the facts do not have at its line and column', () => {
    const problems = messageDrift(
      facts([waits]),
      explanations(family([waits.text, 'Your program calls wait() too often'])),
      ['0.7'],
    );
    expect(problems).toEqual([
      {
        file: 'content/messages.yaml',
        line: 6,
        column: 7,
        message: 'family "waits": the version facts have no message "Your program calls wait() too often"',
      },
    ]);
  });

  it('matches texts whose whitespace differs (a message split over source lines)', () => {
    const split = { ...waits, text: 'Your program calls\n wait() {} times' };
    expect(messageDrift(facts([split]), explanations(family([waits.text])), ['0.7'])).toEqual([]);
  });

  it('rejects a message explained in two families, at its place', () => {
    const twice = `${family([waits.text])}${family([waits.text]).replace('id: waits', 'id: waits-again')}`;
    expect(() => explanations(twice)).toThrow(
      /content\/messages\.yaml:11:7: message explained twice: "Your program calls wait\(\) \{\} times"/,
    );
  });
});

describe('messageDrift on policy messages', () => {
  const panic = {
    text: '{} requires a reduction on {} that is not performed on all nodes',
    levels: ['policy'],
    versions: ['0.7'],
    at: { '0.7': 'src/command_graph_generator.cc:313' },
  };
  const reductions = `- id: reductions\n  topic: buffers\n  title: Reductions\n  messages:\n    - '${panic.text}'\n  text: Our words.\n`;

  it('asks a family with a policy message for the level the runtime sets', () => {
    expect(messageDrift(facts([panic]), explanations(reductions), ['0.7'])).toEqual([
      {
        file: 'content/messages.yaml',
        line: 1,
        column: 3,
        message: `family "reductions": "${panic.text}" goes through the runtime's error policy; set \`policy\` to the level the runtime gives it (warning, error, panic, not printed)`,
      },
    ]);
    expect(messageDrift(facts([panic]), explanations(`${reductions}  policy: panic\n`), ['0.7'])).toEqual([]);
    expect(messageDrift(facts([panic]), explanations(reductions), ['0.6'])).toEqual([]);
  });
});
