import { describe, expect, it } from 'vitest';
import { plainBrief } from '@/lib/api/kinds/labels';

// The briefs of the API pages as plain text, for <meta name="description">, llms.txt and search.

describe('plainBrief', () => {
  it('keeps names in code spans whole, underscores included', () => {
    expect(
      plainBrief("Brings SYCL's `all_of_group` overloads (for `sycl::sub_group`) into `celerity`.", ''),
    ).toBe("Brings SYCL's all_of_group overloads (for sycl::sub_group) into celerity.");
    expect(
      plainBrief('Used as `q.submit(celerity::allow_by_ref, [&](celerity::handler& cgh) {})`.', ''),
    ).toBe('Used as q.submit(celerity::allow_by_ref, [&](celerity::handler& cgh) {}).');
  });

  it('drops emphasis and link targets outside code, and leaves snake_case prose alone', () => {
    expect(plainBrief('A *very* **strong** _case_ of [a link](/docs/x/) for get_num_nodes.', '')).toBe(
      'A very strong case of a link for get_num_nodes.',
    );
  });

  it('falls back when the brief is missing or empty', () => {
    expect(plainBrief(undefined, 'class celerity::queue')).toBe('class celerity::queue');
    expect(plainBrief('  ', 'fallback')).toBe('fallback');
  });
});
