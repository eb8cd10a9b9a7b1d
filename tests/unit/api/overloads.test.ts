import { describe, expect, it } from 'vitest';
import { functionSetSlug, slugifyFunctionName } from '@/lib/api/model/names';
import { fixtureModel } from './extract-fixtures';

const { model } = await fixtureModel();
const set = (slug: string) => model.functions.find((f) => f.slug === slug);

describe('function sets', () => {
  it('groups free overloads per namespace and name', () => {
    expect(model.functions.map((f) => f.slug).sort()).toEqual([
      'celerity-get_impl',
      'celerity-operator-eq',
      'celerity-reduction',
      'celerity-submit_all',
      'celerity_experimental-hint',
      'celerity_runtime-init',
    ]);
    expect(set('celerity_experimental-hint')?.overloads.map((o) => o.signature)).toEqual([
      'void hint(int value)',
      'void hint(const char* name, int value = 0)',
      'template <typename T> requires Hintable<T> void hint(const T& h)',
    ]);
  });

  it('gives every overload a distinct anchor that ignores parameter names', () => {
    const anchors = set('celerity_experimental-hint')!.overloads.map((o) => o.anchor);
    expect(new Set(anchors).size).toBe(3);
    for (const anchor of anchors) expect(anchor).toMatch(/^hint-[0-9a-f]{8}$/);
  });

  it('keeps specifiers, trailing return types and docs', () => {
    const init = set('celerity_runtime-init')!.overloads;
    expect(init.map((o) => o.specifiers)).toEqual([['inline'], ['inline', '= delete']]);
    const reduction = set('celerity-reduction')!.overloads[0]!;
    expect(reduction).toMatchObject({ returnType: 'int', attributes: ['nodiscard'] });
    expect(reduction.doc).toMatchObject({
      brief: 'Creates a reduction.',
      returns: 'the reduction',
      warnings: ['Experimental.'],
      deprecated: 'Use something else.',
      see: ['range'],
    });
    expect(reduction.doc?.body).toBe('```cpp\nauto r = celerity::reduction(buf, cgh, plus);\n```');
    expect(reduction.usr).toBe('c:@N@celerity@FT@>1#Treduction#$@N@celerity@S@range>#VI1#t0.0#I#');
  });

  it('names a pack parameter and keeps its documentation', () => {
    const [submit] = set('celerity-submit_all')!.overloads;
    expect(submit?.params).toEqual([
      { type: 'const range<1>&', name: 'r' },
      { type: 'Tasks&&...', name: 'tasks' },
    ]);
    expect(submit?.signature).toBe(
      'template <typename... Tasks> void submit_all(const range<1>& r, Tasks&&... tasks)',
    );
    expect(submit?.doc?.params).toEqual([{ name: 'tasks', description: 'the tasks, in order' }]);
  });

  it('slugifies operators and destructors', () => {
    expect(slugifyFunctionName('operator==')).toBe('operator-eq');
    expect(slugifyFunctionName('operator()')).toBe('operator-call');
    expect(slugifyFunctionName('operator bool')).toBe('operator-conv-bool');
    expect(slugifyFunctionName('~buffer')).toBe('dtor-buffer');
    expect(functionSetSlug('celerity::experimental', 'hint')).toBe('celerity_experimental-hint');
    expect(functionSetSlug('', 'f')).toBe('f');
  });
});
