// /llms.txt (the llmstxt.org format: a title, a one-paragraph summary and sections of links with a
// line each) and the page lists behind it and llms-full.txt. Links point at the pages' Markdown
// twins, which is what the format recommends for assistants.
import { plainBrief } from '@/lib/api/kinds/labels';
import { API_KINDS, INDEX_KINDS, kindEntry, PAGED_KINDS } from '@/lib/api/kinds/registry';
import { apiIndexUrl, apiSymbolUrl } from '@/lib/api/kinds/urls';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import { listPosts } from '@/lib/content/blog';
import { getDoc, listDocs, MAIN_DOC_ID } from '@/lib/content/docs';
import { getSidebar } from '@/lib/content/route-data';
import { flattenSidebar } from '@/lib/content/sidebars';
import { latestVersion, otherVersions } from '@/lib/content/versions';
import { markdownTwinPath } from './twin-path';

interface LlmsLink {
  title: string;
  /** Site path of the HTML page (trailing slash). */
  path: string;
  description: string;
}

/** Namespaces whose symbols users call; `detail` and nested scopes are left to the full reference. */
const PUBLIC_NAMESPACES = new Set([
  'celerity',
  'celerity::access',
  'celerity::experimental',
  'celerity::debug',
]);

/** The docs home, every guide in sidebar order, then listed guides outside the sidebar (configuration). */
export function guideLinks(): LlmsLink[] {
  const docs = listDocs().filter((doc) => !doc.unlisted && !doc.draft);
  const inSidebar = flattenSidebar(getSidebar('docs')?.items ?? []).flatMap((item) => {
    const doc = item.docId ? getDoc(item.docId) : undefined;
    return doc ? [doc] : [];
  });
  const ordered = [
    ...docs.filter((doc) => doc.id === MAIN_DOC_ID),
    ...inSidebar,
    ...docs.filter((doc) => doc.id !== MAIN_DOC_ID && !inSidebar.includes(doc)),
  ];
  return ordered.map((doc) => ({ title: doc.title, path: doc.url, description: doc.description }));
}

function namespaceOf(symbol: ApiSymbol): string {
  return 'namespace' in symbol ? symbol.namespace : 'scope' in symbol ? symbol.scope : '';
}

/** The API index pages, then the documented public symbols with pages of their own. */
function apiLinks(model: ApiModel): { indexes: LlmsLink[]; symbols: LlmsLink[] } {
  const indexes = [...INDEX_KINDS].sort().map((kind) => ({
    title: `API reference: ${API_KINDS[kind].index.title.toLowerCase()}`,
    path: apiIndexUrl(kind),
    description: API_KINDS[kind].index.intro,
  }));
  const symbols = PAGED_KINDS.flatMap((kind) => {
    const entry = kindEntry(kind);
    return entry
      .symbols(model)
      .filter((symbol) => PUBLIC_NAMESPACES.has(namespaceOf(symbol)) && entry.brief(symbol))
      .map((symbol) => ({
        title: entry.name(symbol),
        path: apiSymbolUrl(symbol),
        description: plainBrief(entry.brief(symbol), entry.label(symbol)),
      }));
  }).sort((a, b) => a.title.localeCompare(b.title));
  return { indexes, symbols };
}

function otherLinks(): LlmsLink[] {
  return [
    { title: 'Research', path: '/research/', description: 'Publications about Celerity and how to cite it.' },
    { title: 'Contribute', path: '/contribute/', description: 'How to report issues and contribute code.' },
    ...listPosts().map((post) => ({
      title: `Blog: ${post.title}`,
      path: post.url,
      description: post.description,
    })),
  ];
}

function section(title: string, links: LlmsLink[], origin: string): string {
  const lines = links.map(
    (link) =>
      `- [${link.title}](${origin}${markdownTwinPath(link.path)}): ${link.description.replace(/\s+/g, ' ')}`,
  );
  return `## ${title}\n\n${lines.join('\n')}`;
}

/** The links below are the latest release's docs; the other versions are named by their roots. */
function otherVersionsLine(origin: string): string {
  const others = otherVersions().map((version) => `${version.label} at ${origin}${version.path}`);
  return `This file lists the documentation of Celerity ${latestVersion().label}, the latest release.${
    others.length > 0 ? ` Other versions: ${others.join('; ')}.` : ''
  }`;
}

/** The llms.txt of the site published at `origin` (scheme, host and base path). */
export function llmsTxt(options: {
  title: string;
  tagline: string;
  origin: string;
  model: ApiModel;
}): string {
  const { indexes, symbols } = apiLinks(options.model);
  return (
    [
      `# ${options.title}`,
      `> ${options.title} (${options.tagline}) is a C++ library that runs SYCL-style programs across the GPUs of a cluster: it splits kernels between devices and nodes and derives every data transfer from the accessors' range mappers.`,
      `Every page of this site also exists as Markdown at its URL with \`.md\` (as linked below). The full text of all guides is in ${options.origin}/llms-full.txt.`,
      otherVersionsLine(options.origin),
      section('Guides', guideLinks(), options.origin),
      section('API reference', [...indexes, ...symbols], options.origin),
      section('Optional', otherLinks(), options.origin),
    ].join('\n\n') + '\n'
  );
}
