import { describe, expect, it } from 'vitest';
import { parseVersions } from '@/lib/content/versions';

describe('parseVersions', () => {
  it('reads the current version', () => {
    expect(parseVersions('v.yaml', '- { name: current, label: Next, path: /docs/, isLast: true }\n')).toEqual(
      [{ name: 'current', label: 'Next', path: '/docs/', isLast: true }],
    );
  });

  it('requires exactly one last version and docs paths', () => {
    expect(() => parseVersions('v.yaml', '- { name: a, label: A, path: /docs/, isLast: false }\n')).toThrow(
      'v.yaml:1:1: exactly one version must have "isLast: true"',
    );
    expect(() => parseVersions('v.yaml', '- { name: a, label: A, path: /guides/, isLast: true }\n')).toThrow(
      'v.yaml:1:24: [0].path: expected "/docs/" or "/docs/<version>/"',
    );
  });
});
