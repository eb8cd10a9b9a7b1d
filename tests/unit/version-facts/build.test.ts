import { describe, expect, it } from 'vitest';
import { buildVersionFacts, type ReadVersion } from '@/lib/version-facts/build';
import type { ReleaseFacts } from '@/lib/version-facts/extract';
import { parseVersionFacts, serializeVersionFacts } from '@/lib/version-facts/schema';
import { staleFacts } from '@/lib/version-facts/stale';

const release = (facts: Partial<ReleaseFacts>): ReleaseFacts => ({
  envVars: [],
  cmake: [],
  macros: [],
  ci: [],
  messages: [],
  ...facts,
});

const VERSIONS: ReadVersion[] = [
  {
    label: '0.6',
    ref: 'v0.6.0',
    commit: 'a'.repeat(40),
    facts: release({
      envVars: [{ name: 'CELERITY_DEVICES', status: 'deprecated', at: 'src/config.cc:9' }],
      messages: [{ level: 'warn', text: 'Only {}  cores', at: 'src/a.cc:1' }],
      ci: [{ implementation: 'dpcpp', revision: 'HEAD', nightly: true, at: 'ci.json:9' }],
    }),
  },
  {
    label: '0.7',
    ref: 'v0.7.0',
    commit: 'b'.repeat(40),
    facts: release({
      envVars: [
        { name: 'CELERITY_THREAD_PINNING', status: 'read', at: 'src/config.cc:43' },
        { name: 'CELERITY_DEVICES', status: 'deprecated', at: 'src/config.cc:58' },
      ],
      messages: [{ level: 'warn', text: 'Only {} cores', at: 'src/a.cc:5' }],
      ci: [{ implementation: 'dpcpp', revision: 'HEAD', nightly: false, at: 'ci.json:3' }],
    }),
  },
];

describe('version facts file', () => {
  const facts = buildVersionFacts(VERSIONS);

  it('merges the versions: one entry per fact with the versions and places that have it', () => {
    expect(facts.envVars).toEqual([
      {
        name: 'CELERITY_DEVICES',
        versions: ['0.6', '0.7'],
        deprecated: ['0.6', '0.7'],
        at: { '0.6': 'src/config.cc:9', '0.7': 'src/config.cc:58' },
      },
      { name: 'CELERITY_THREAD_PINNING', versions: ['0.7'], at: { '0.7': 'src/config.cc:43' } },
    ]);
    expect(facts.messages).toEqual([
      {
        text: 'Only {} cores',
        levels: ['warn'],
        versions: ['0.6', '0.7'],
        at: { '0.6': 'src/a.cc:1', '0.7': 'src/a.cc:5' },
      },
    ]);
    expect(facts.sycl).toEqual([
      { implementation: 'dpcpp', revision: 'HEAD', versions: ['0.6', '0.7'], nightly: ['0.6'] },
    ]);
  });

  it('round-trips through the file, one fact a line', () => {
    const text = serializeVersionFacts(facts);
    expect(text.split('\n').filter((line) => line.includes('CELERITY_'))).toHaveLength(2);
    const parsed = parseVersionFacts(JSON.parse(text), 'facts.json');
    expect(parsed).toEqual(facts);
    expect(serializeVersionFacts(parsed)).toBe(text);
    expect(staleFacts(parsed, facts)).toEqual([]);
  });

  it('names what is stale', () => {
    expect(staleFacts(facts, facts)).toEqual([]);
    const fresh = buildVersionFacts([
      VERSIONS[0]!,
      { ...VERSIONS[1]!, commit: 'c'.repeat(40), facts: release({}) },
    ]);
    expect(staleFacts(facts, fresh)).toEqual([
      `version 0.7 (v0.7.0 @ cccccccccccc) is new or moved`,
      `version 0.7 (v0.7.0 @ bbbbbbbbbbbb) is no longer read`,
      'envVars CELERITY_DEVICES: its versions or places differ',
      'envVars CELERITY_THREAD_PINNING: no longer in any version',
      'sycl dpcpp HEAD: its versions or places differ',
      'messages "Only {} cores": its versions or places differ',
    ]);
  });
});
