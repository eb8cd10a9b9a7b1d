// Drives `npm run dev` on a copy of the project: every content edit must show on the next request, without
// a restart, and a broken file must show its file:line message in the page, as the build would print it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevProject } from './dev-project';

// The dev test's server sits next to the e2e server's port (E2E_PORT + 1).
const port = Number(process.env.E2E_PORT ?? 4173) + 1;
let project: DevProject;

beforeAll(async () => {
  project = new DevProject(port);
  await project.start(240_000);
}, 300_000);

// Stopping the server takes seconds on a busy machine; the copy is deleted in the background.
afterAll(() => project?.stop(), 60_000);

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** An MDX file added while the server runs. */
const mdx = (frontmatter: string, body: string) =>
  `---\n${frontmatter}\ndescription: Added while the server runs.\n---\n\n${body}\n`;

/** Short failure messages: the expected text and the server's recent output, not a page of HTML. */
function expectText(html: string, text: string | RegExp, present = true): void {
  const found = typeof text === 'string' ? html.includes(text) : text.test(html);
  if (found !== present) {
    throw new Error(
      `expected the page ${present ? 'to contain' : 'not to contain'} ${String(text)} (title: ${titleOf(html)}); server output:\n${project.log().slice(-3000)}`,
    );
  }
}

/** A record page of the working copy (docs version current, /docs/next/), from the model the dev server extracted. */
function recordUrl(qualifiedName: string): string {
  const model = JSON.parse(project.read('.generated/api/versions/current/model.json')) as {
    records: Array<{ id: string; qualifiedName: string }>;
  };
  const record = model.records.find((candidate) => candidate.qualifiedName === qualifiedName);
  if (!record) throw new Error(`no record ${qualifiedName} in the extracted model`);
  return `/docs/next/api/records/${record.id}/`;
}

describe('npm run dev', () => {
  it('shows an edited title and a new heading on the next request', async () => {
    expect(titleOf((await project.get('/docs/next/pitfalls/')).html)).toBe('Common Pitfalls | Celerity Next');
    project.edit('content/docs/pitfalls.mdx', (text) =>
      text
        .replace('title: Common Pitfalls', 'title: Pitfalls, revised')
        .concat('\n## A fresh heading\n\nText.\n'),
    );
    const { html } = await project.get('/docs/next/pitfalls/');
    expect(titleOf(html)).toBe('Pitfalls, revised | Celerity Next');
    expectText(html, /<h1[^>]*>Pitfalls, revised/);
    expectText(html, 'href="#a-fresh-heading"');
  });

  it('shows a new guide in the sidebar on the next request, and then the guide itself', async () => {
    project.write('content/docs/brand-new.mdx', mdx('title: Brand new guide', 'The fresh body.'));
    project.edit('content/sidebars.yaml', (text) =>
      text.replace(
        '  - category: Introduction\n',
        '  - category: Fresh\n    items: [brand-new]\n  - category: Introduction\n',
      ),
    );
    expectText((await project.get('/docs/next/pitfalls/')).html, 'href="/docs/next/brand-new/"');
    // Next.js refreshes its list of a dynamic route's pages after answering from the old list, so a
    // just-added page may answer 404 once; it must never answer with stale or wrong content.
    let page = await project.get('/docs/next/brand-new/');
    for (let attempt = 0; page.status === 404 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      page = await project.get('/docs/next/brand-new/');
    }
    // Any other answer is a render or compile error of the new page, which the server's output explains.
    expect(page.status, `the new guide answered ${page.status}; server output:\n${project.log()}`).toBe(200);
    expect(titleOf(page.html)).toBe('Brand new guide | Celerity Next');
    expectText(page.html, 'The fresh body.');
  });

  it('shows edits of the home, research, versions, blog and page files on the next request', async () => {
    project.edit('content/home.yaml', (text) =>
      text.replace('pitch: >-\n', 'pitch: >-\n    Freshly pitched.\n'),
    );
    project.edit('content/research/research.yaml', (text) =>
      text.replace('  - title: Automatic Discovery', '  - title: Fresh study of Automatic Discovery'),
    );
    project.edit('content/versions.yaml', (text) => text.replace("label: '0.6'", 'label: Legacy 0.6'));
    project.write(
      'content/blog/2025-09-01-fresh-news.mdx',
      mdx('title: Fresh news\ndate: 2025-09-01\nauthors: [A. Author]', 'News.'),
    );
    project.edit('content/pages/contribute.mdx', (text) =>
      text.replace('title: Contribute', 'title: Contribute today'),
    );

    expectText((await project.get('/')).html, 'Freshly pitched.');
    expectText((await project.get('/research/')).html, 'Fresh study of');
    expectText((await project.get('/docs/getting-started/')).html, 'Legacy 0.6');
    expectText((await project.get('/blog/')).html, 'Fresh news');
    expect(titleOf((await project.get('/contribute/')).html)).toBe('Contribute today | Celerity');
  });

  it('re-extracts the API model when a synopsis header changes', async () => {
    const url = recordUrl('celerity::buffer');
    expectText((await project.get(url)).html, 'Returns the extent, freshly documented.', false);
    project.edit('content/api/include/celerity/buffer.h', (text) =>
      text.replace('Returns the size of the buffer.', 'Returns the extent, freshly documented.'),
    );
    expectText((await project.get(url)).html, 'Returns the extent, freshly documented.');
  });

  it('shows a broken frontmatter or header in the page with its file:line, and recovers', async () => {
    project.edit('content/docs/pitfalls.mdx', (text) =>
      text.replace('title: Pitfalls, revised', 'titel: Pitfalls, revised'),
    );
    expectText(
      (await project.get('/docs/next/pitfalls/')).html,
      'content/docs/pitfalls.mdx:2:1: frontmatter.titel: unknown field. Did you mean',
    );
    project.edit('content/docs/pitfalls.mdx', (text) =>
      text.replace('titel: Pitfalls, revised', 'title: Pitfalls, revised'),
    );
    expect(titleOf((await project.get('/docs/next/pitfalls/')).html)).toBe(
      'Pitfalls, revised | Celerity Next',
    );

    const url = recordUrl('celerity::buffer');
    const header = project.read('content/api/include/celerity/buffer.h');
    project.write('content/api/include/celerity/buffer.h', header.replace(/\n};\n(?![\s\S]*\n};\n)/, '\n'));
    expectText(
      (await project.get(url)).html,
      /content\/api\/include\/celerity\/buffer\.h:\d+: syntax error: could not read the declaration/,
    );
    project.write('content/api/include/celerity/buffer.h', header);
    expect((await project.get(url)).status).toBe(200);
  });
});
