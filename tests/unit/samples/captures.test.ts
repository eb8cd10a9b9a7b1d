import { describe, expect, it } from 'vitest';
import { uncapturedAccessor } from '@/lib/samples/captures';
import type { SampleBlock } from '@/lib/samples/sample-block';

const block = (...lines: string[]): SampleBlock => ({
  file: 'content/docs/x.mdx',
  line: 10,
  lines,
  options: { prelude: 'auto' },
});

const found = (...lines: string[]) => uncapturedAccessor(block(...lines));

describe('accessors a kernel would not copy', () => {
  it('finds an accessor the [=] kernel never names, at its declaration', () => {
    const error = found(
      '//% celerity::buffer<float, 1> data{celerity::range<1>{8}};',
      'q.submit([&](celerity::handler& cgh) {',
      '    celerity::accessor a{data, cgh, celerity::access::one_to_one{}, celerity::read_only};',
      '    cgh.parallel_for(data.get_range(), [=](celerity::item<1> it) { /* a[it] */ });',
      '});',
    );
    expect(error).toMatchObject({ file: 'content/docs/x.mdx', line: 12, column: 5 });
    expect(error?.message).toMatch(/^accessor "a" is never named in the kernel/);
    expect(error?.excerpt).toEqual([
      '    celerity::accessor a{data, cgh, celerity::access::one_to_one{}, celerity::read_only};',
    ]);
  });

  it('finds an accessor captured by reference, by default or by name', () => {
    for (const captures of ['&', '=, &r'])
      expect(
        found(
          'q.submit([&](celerity::handler& cgh) {',
          '    celerity::accessor r{result, cgh, celerity::read_only_host_task};',
          `    cgh.host_task(celerity::once, [${captures}] { use(*r); });`,
          '});',
        )?.message,
      ).toMatch(/^accessor "r" is captured by reference/);
  });

  it('accepts copies: [=], a name after a & default, hidden accessors, host tasks with a partition', () => {
    expect(
      found(
        'q.submit([&](celerity::handler& cgh) {',
        '//%     celerity::accessor in{src, cgh, celerity::access::all{}, celerity::read_only};',
        '    auto out = celerity::accessor{dst, cgh, celerity::access::one_to_one{}, celerity::write_only};',
        '    cgh.parallel_for(celerity::range<1>(8), [=](celerity::item<1> it) { out[it] = in[0]; });',
        '});',
        'q.submit([&](celerity::handler& cgh) {',
        '    celerity::accessor r{result, cgh, celerity::read_only_host_task};',
        '    cgh.host_task(celerity::once, [&, r] { std::printf("%f", *r); });',
        '});',
      ),
    ).toBeUndefined();
  });

  it('does not count a name in a comment or a string as a use', () => {
    expect(
      found(
        'q.submit([&](celerity::handler& cgh) {',
        '    celerity::accessor b{buf, cgh, celerity::read_write_host_task};',
        '    cgh.host_task(celerity::once, [=] { std::puts("b"); /* b */ });',
        '});',
      )?.message,
    ).toMatch(/^accessor "b" is never named/);
  });

  it('leaves alone what it cannot read: a named functor, a command group without its launch', () => {
    expect(
      found(
        'q.submit([&](celerity::handler& cgh) {',
        '    celerity::accessor a{data, cgh, celerity::read_only};',
        '    cgh.parallel_for(data.get_range(), kernel);',
        '});',
      ),
    ).toBeUndefined();
    expect(
      found(
        'q.submit([&](celerity::handler& cgh) {',
        '    celerity::accessor a{data, cgh, celerity::read_only};',
        '    // …',
        '});',
        'q.submit([&](celerity::handler& cgh) {',
        '    cgh.parallel_for(data.get_range(), [=](celerity::item<1>) {});',
        '});',
      ),
    ).toBeUndefined();
  });

  it('does not take SYCL or local accessors for Celerity ones', () => {
    expect(
      found(
        'q.submit([&](sycl::handler& cgh) {',
        '    sycl::accessor a{buf, cgh, sycl::read_only};',
        '    celerity::local_accessor<float, 1> scratch{celerity::range<1>(8), cgh};',
        '    cgh.parallel_for(celerity::range<1>(8), [=](celerity::item<1>) {});',
        '});',
      ),
    ).toBeUndefined();
  });
});
