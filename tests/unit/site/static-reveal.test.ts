import { describe, expect, it } from 'vitest';
import { revealStaticBoundaries, StaticRevealError } from '@/lib/site/static-reveal';

/** The shape React's prerender leaves when the page suspended under the root loading boundary. */
const exported =
  '<body><header>nav</header><div id="main-content">' +
  '<!--$?--><template id="B:0"></template><div role="status" data-page-loading="true"><span>Loading…</span></div><!--/$-->' +
  '</div><footer>foot</footer><!--$!--><template data-dgst=""></template><!--/$-->' +
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<div hidden id="S:0"><div class="layout"><main><h1>Title</h1><div><p>a<!-- -->b</p></div>' +
  '<!--$--><!--/$--></main></div></div>' +
  '<script>$RB=[];$RC=function(a,b){};$RC("B:0","S:0")</script></body>';

describe('revealStaticBoundaries', () => {
  const html = revealStaticBoundaries(exported, 'x.html');

  it('puts the page where the fallback was, as React does on load', () => {
    expect(html).toBe(
      '<body><header>nav</header><div id="main-content">' +
        '<!--$--><div class="layout"><main><h1>Title</h1><div><p>a<!-- -->b</p></div><!--$--><!--/$--></main></div><!--/$-->' +
        '</div><footer>foot</footer><!--$!--><template data-dgst=""></template><!--/$-->' +
        '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
        '<script>$RB=[];$RC=function(a,b){};</script></body>',
    );
  });

  it('leaves pages without pending boundaries alone', () => {
    const plain = '<body><main><!--$--><h1>x</h1><!--/$--></main></body>';
    expect(revealStaticBoundaries(plain, 'y.html')).toBe(plain);
  });

  it('handles a boundary nested in a revealed segment', () => {
    const nested = exported
      .replace('<h1>Title</h1>', '<h1>Title</h1><!--$?--><template id="B:1"></template><i>wait</i><!--/$-->')
      .replace('</body>', '<div hidden id="S:1"><b>late</b></div><script>$RC("B:1","S:1")</script></body>');
    const result = revealStaticBoundaries(nested, 'z.html');
    expect(result).toContain('<h1>Title</h1><!--$--><b>late</b><!--/$-->');
    expect(result).not.toMatch(/hidden id="S:|template id="B:|\$RC\("/);
  });

  it('names the file and the boundary when the markup is not what React writes', () => {
    expect(() =>
      revealStaticBoundaries(
        exported
          .replace('<!--/$--></div><footer>', '</div><footer>')
          .replace('<!--$!--><template data-dgst=""></template><!--/$-->', ''),
        'out/a.html',
      ),
    ).toThrow(new StaticRevealError('out/a.html: the Suspense boundary B:0 is never closed.'));
    expect(() => revealStaticBoundaries(exported.replace('id="S:0"', 'id="S:9"'), 'out/b.html')).toThrow(
      'out/b.html: no hidden segment S:0 after boundary B:0.',
    );
    expect(() => revealStaticBoundaries(`${exported}<script>$RX("B:2")</script>`, 'out/c.html')).toThrow(
      /^out\/c\.html: React segment or error scripts/,
    );
  });
});
