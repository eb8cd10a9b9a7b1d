import { describe, expect, it } from 'vitest';
import { parseExternalRefs } from '@/lib/api/xref/external-refs';

// content/external-refs.yaml: what a valid file gives, and the message of each kind of mistake.

const valid = `sources:
  sycl:
    label: SYCL 2020 specification
    url: https://example.org/sycl.html
    language: cpp
    prefix: 'sycl::'
    names:
      sycl::buffer: '#subsec:buffers'
  cmake:
    label: CMake documentation
    url: https://example.org/cmake/
    language: cmake
    names:
      add_subdirectory: command/add_subdirectory.html
unlinked:
  MPI_COMM_WORLD: a constant
`;

const problemsOf = (source: string) => {
  try {
    parseExternalRefs('content/external-refs.yaml', source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('external references file', () => {
  it('joins each source url with its names, C++ and CMake apart', () => {
    const refs = parseExternalRefs('content/external-refs.yaml', valid);
    expect(refs.cpp).toEqual({
      'sycl::buffer': {
        url: 'https://example.org/sycl.html#subsec:buffers',
        source: 'SYCL 2020 specification',
      },
    });
    expect(refs.cmake['add_subdirectory']?.url).toBe(
      'https://example.org/cmake/command/add_subdirectory.html',
    );
    expect(refs.unlinked).toEqual({ MPI_COMM_WORLD: 'a constant' });
    expect(refs.unlinkedAt).toEqual({ MPI_COMM_WORLD: { file: 'content/external-refs.yaml', line: 16 } });
    expect(refs.prefixes).toEqual(['sycl::']);
  });

  it('refuses a name without its source prefix, at its line', () => {
    expect(problemsOf(valid.replace("sycl::buffer: '#", "std::vector: '#"))).toBe(
      'content/external-refs.yaml:8:7: `std::vector`: names of source "sycl" start with "sycl::"',
    );
  });

  it('refuses a C++ source without a prefix and a name that is not a name', () => {
    const message = problemsOf(
      valid.replace("    prefix: 'sycl::'\n", '').replace('sycl::buffer:', "'sycl buffer':"),
    );
    expect(message).toContain(
      'content/external-refs.yaml:2:3: source "sycl" links C++ names: expected a `prefix`',
    );
    expect(message).toContain(
      'content/external-refs.yaml:7:7: `sycl buffer`: expected a name such as sycl::buffer',
    );
  });

  it('refuses a url that is not https, an unknown field and a name both linked and unlinked', () => {
    expect(problemsOf(valid.replace('https://example.org/sycl.html', 'http://example.org/'))).toMatch(
      /^content\/external-refs\.yaml:4:5: sources\.sycl\.url: /,
    );
    expect(problemsOf(valid.replace('    language: cmake', '    language: cmake\n    lable: x'))).toBe(
      'content/external-refs.yaml:13:5: sources.cmake.lable: unknown field. Did you mean "label"?',
    );
    expect(problemsOf(`${valid}  sycl::buffer: twice\n`)).toBe(
      'content/external-refs.yaml:17:3: `sycl::buffer` is linked in sources; remove it from unlinked',
    );
  });
});
