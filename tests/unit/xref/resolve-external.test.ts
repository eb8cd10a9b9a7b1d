import { describe, expect, it } from 'vitest';
import { API_KIND_NAMES } from '@/lib/api/kinds/registry';
import type { ApiModel } from '@/lib/api/model/schema';
import { createSignatureLinker } from '@/lib/api/pages/xref';
import { readExternalRefs } from '@/lib/api/xref/external-refs';
import { resolveCmake } from '@/lib/api/xref/resolve-cmake.mjs';
import { resolveCode } from '@/lib/api/xref/resolve-code.mjs';
import { lookupExternalName } from '@/lib/api/xref/resolve-name.mjs';
import { EMPTY_XREF_INDEX, type XrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { highlightToHtml } from '@/lib/mdx/highlighter.mjs';
import remarkApiLinks from '@/lib/mdx/remark-api-links.mjs';
import type { Link, Paragraph, Root } from 'mdast';

// Links out, resolved with the site's own content/external-refs.yaml: C++ samples, inline code,
// CMake samples and signatures.

const refs = readExternalRefs();
const index: XrefIndex = { ...EMPTY_XREF_INDEX, external: refs.cpp, cmake: refs.cmake };
const SYCL = 'https://registry.khronos.org/SYCL/specs/sycl-2020/html/sycl-2020.html';
const MPI = 'https://www.mpi-forum.org/docs/mpi-5.0/mpi50-report/';

describe('names of other projects', () => {
  it('link from C++ samples, each to its source, and are reported whether linked or not', () => {
    const code =
      'sycl::buffer<int, 1> b{r};\nstd::vector<std::size_t> v;\nMPI_Comm_rank(MPI_COMM_WORLD, &rank);\nMPI_Wtime();';
    const { links, otherNames } = resolveCode(index, code);
    expect(links.map(({ target, href, source }) => [target, href, source])).toEqual([
      ['sycl::buffer', `${SYCL}#subsec:buffers`, 'SYCL 2020 specification'],
      ['std::vector', 'https://en.cppreference.com/w/cpp/container/vector', 'cppreference'],
      ['std::size_t', 'https://en.cppreference.com/w/cpp/types/size_t', 'cppreference'],
      ['MPI_Comm_rank', `${MPI}node189.htm#Node189`, 'MPI 5.0 standard'],
      ['MPI_COMM_WORLD', `${MPI}node183.htm#Node183`, 'MPI 5.0 standard'],
    ]);
    const unlinked = otherNames.filter((use) => !use.href).map((use) => use.name);
    expect(unlinked.filter((name) => name.startsWith('MPI_'))).toEqual(['MPI_Wtime']);
  });

  it('link from inline code as prose writes it, after the API names', () => {
    expect(lookupExternalName(index, 'sycl::buffer<float, 2>')?.url).toBe(`${SYCL}#subsec:buffers`);
    expect(lookupExternalName(index, 'MPI_Comm_rank()')?.source).toBe('MPI 5.0 standard');
    expect(lookupExternalName(index, 'celerity::buffer')).toBeUndefined();
  });

  it('become links out in prose that the card recognises, API names first', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'inlineCode', value: 'sycl::buffer' },
            { type: 'inlineCode', value: 'celerity::buffer' },
          ],
        },
      ],
    } as Root;
    remarkApiLinks({ index: { ...index, names: { 'celerity::buffer': '/b/' } }, basePath: '/base' })(tree);
    expect((tree.children[0] as Paragraph).children.map((link) => [(link as Link).url, link.data])).toEqual([
      [
        `${SYCL}#subsec:buffers`,
        {
          hProperties: {
            href: `${SYCL}#subsec:buffers`,
            target: '_blank',
            rel: ['noopener', 'noreferrer'],
            dataXrefSource: 'SYCL 2020 specification',
          },
        },
      ],
      ['/base/b/', undefined],
    ]);
  });

  it('link CMake commands in any case and listed variables, not in comments or strings', () => {
    const code = 'add_subdirectory(celerity)\n# add_subdirectory(x)\nMESSAGE("set(x)")\nif(CMAKE_BUILD_TYPE)';
    expect(resolveCmake(index, code).map((link) => [link.target, link.href])).toEqual([
      ['add_subdirectory', 'https://cmake.org/cmake/help/latest/command/add_subdirectory.html'],
      ['MESSAGE', 'https://cmake.org/cmake/help/latest/command/message.html'],
      ['if', 'https://cmake.org/cmake/help/latest/command/if.html'],
      ['CMAKE_BUILD_TYPE', 'https://cmake.org/cmake/help/latest/variable/CMAKE_BUILD_TYPE.html'],
    ]);
  });

  it('become links in highlighted code that open a new tab and say where they go', async () => {
    const html = await highlightToHtml('sycl::queue q;', 'cpp', { links: { index, basePath: '/base' } });
    expect(html).toContain(
      `<a href="${SYCL}#sec:queue-class" target="_blank" rel="noopener noreferrer" data-xref-source="SYCL 2020 specification">`,
    );
    const cmake = await highlightToHtml('add_subdirectory(x)', 'cmake', { links: { index } });
    expect(cmake).toContain('data-xref-source="CMake documentation"');
    const mpi = await highlightToHtml('MPI_Barrier(comm);', 'cpp', { links: { index } });
    expect(mpi).toContain(
      `<a href="${MPI}node121.htm#Node121" target="_blank" rel="noopener noreferrer" data-xref-source="MPI 5.0 standard">`,
    );
  });

  it('link from signatures, without the base path', () => {
    const model = Object.fromEntries(API_KIND_NAMES.map((kind) => [kind, []])) as unknown as ApiModel;
    const tokens = createSignatureLinker(model, refs.cpp)('sycl::range<1> r', '');
    expect(tokens[0]).toEqual({
      text: 'sycl::range',
      href: `${SYCL}#range-class`,
      source: 'SYCL 2020 specification',
    });
  });
});
