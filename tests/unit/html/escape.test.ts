import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/html/escape';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('celerity::buffer<T, Dims> operator<<')).toBe(
      'celerity::buffer&lt;T, Dims&gt; operator&lt;&lt;',
    );
    expect(escapeHtml('')).toBe('');
  });
});
