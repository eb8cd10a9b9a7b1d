import { describe, expect, it } from 'vitest';
import { firstSampleError } from '@/lib/samples/gcc-diagnostics';

describe('firstSampleError', () => {
  it('returns the first error when it is in the sample file', () => {
    const stderr = [
      'docs/x.mdx: In function ‘int main()’:',
      'docs/x.mdx:14:5: warning: unused variable ‘y’ [-Wunused-variable]',
      'docs/x.mdx:15:9: error: ‘buf’ was not declared in this scope',
      'docs/x.mdx:16:1: error: expected ‘;’ before ‘}’ token',
    ].join('\n');
    expect(firstSampleError(stderr, 'docs/x.mdx')).toEqual({
      file: 'docs/x.mdx',
      line: 15,
      column: 9,
      message: '‘buf’ was not declared in this scope',
      excerpt: ['docs/x.mdx:15:9: error: ‘buf’ was not declared in this scope'],
    });
  });

  it('places an error inside a header at the sample line that instantiated it', () => {
    const stderr = [
      'In file included from .generated/samples/prelude.hpp:2:',
      'tests/sycl-stand-in/celerity-synopsis-completion.hpp: In instantiation of ‘void celerity::handler::host_task(…)’:',
      'docs/x.mdx:22:16:   required from here',
      'tests/sycl-stand-in/celerity-synopsis-completion.hpp:148:13: error: no match for call to ‘(lambda) (const celerity::experimental::collective_partition&)’',
      'docs/x.mdx:22:53: note: candidate: ‘main()::<lambda()>’',
      'docs/x.mdx:22:53: note:   candidate expects 0 arguments, 1 provided',
    ].join('\n');
    const error = firstSampleError(stderr, 'docs/x.mdx');
    expect(error).toMatchObject({ file: 'docs/x.mdx', line: 22, column: 16 });
    expect(error?.message).toMatch(/^no match for call/);
    expect(error?.excerpt).toContain('docs/x.mdx:22:53: note:   candidate expects 0 arguments, 1 provided');
    expect(error?.excerpt.filter((line) => line.startsWith('In file included from'))).toEqual([]);
  });

  it('ignores the declarations-only artefact and keeps looking', () => {
    const artefact =
      'content/api/include/celerity/accessor.h:240:9: error: ‘celerity::accessor<…>::accessor(…) [with Functor = main()::<lambda(celerity::chunk<1>)>]’, declared using local type ‘main()::<lambda(celerity::chunk<1>)>’, is used but never defined [-fpermissive]';
    expect(firstSampleError(artefact, 'docs/x.mdx')).toBeUndefined();
    const both = `${artefact}\ndocs/x.mdx:3:1: error: ‘f’ was not declared in this scope`;
    expect(firstSampleError(both, 'docs/x.mdx')).toMatchObject({ line: 3, column: 1 });
  });

  it('keeps an error that ends in a colon together with the error that explains it', () => {
    const stderr = [
      'docs/x.mdx:9:20: error: class template argument deduction failed:',
      'docs/x.mdx:9:20: error: no matching function for call to ‘accessor(…)’',
      'docs/x.mdx:30:1: error: later, unrelated',
    ].join('\n');
    expect(firstSampleError(stderr, 'docs/x.mdx')?.excerpt).toEqual([
      'docs/x.mdx:9:20: error: class template argument deduction failed:',
      'docs/x.mdx:9:20: error: no matching function for call to ‘accessor(…)’',
    ]);
  });

  it('reports an error outside the sample at its own place when nothing leads back to the sample', () => {
    const stderr = 'tests/sycl-stand-in/mpi.h:3:1: error: something broke';
    expect(firstSampleError(stderr, 'docs/x.mdx')).toMatchObject({
      file: 'tests/sycl-stand-in/mpi.h',
      line: 3,
    });
  });
});
