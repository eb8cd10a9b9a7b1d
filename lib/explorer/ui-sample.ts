/**
 * The C++ code that matches an explorer state: a queue, one buffer per accessor, and one command group
 * with the chosen hints, split constraint, accessors and kernel. The sample checker compiles the code of
 * every preset and of every `<Explorer>` of a guide against that guide's version (lib/samples/explorer-blocks.ts),
 * so the template stays valid Celerity for each API it follows.
 */
import { type AccessMode } from './accesses';
import { DEFAULT_EXPLORER_API, hasNeighborhoodShape, queueClass, type ExplorerApi } from './ui-api';
import { type AccessorState, type ExplorerState } from './ui-state';

const NAMES = ['a', 'b'] as const;

/** A kernel body that names each of `accessors`: a `[=]` lambda copies only what its body names, and the
 * runtime throws at submission when a command group's accessor is not copied into its kernel
 * (include/cgf_diagnostics.h). */
const using = (accessors: readonly string[]) => `{ ${accessors.map((name) => `(void)${name};`).join(' ')} }`;

function rangeText(v: readonly number[], dims: number): string {
  return `celerity::range<${dims}>(${v.slice(0, dims).join(', ')})`;
}

function modeTag(mode: AccessMode, host: boolean): string {
  const suffix = host ? '_host_task' : '';
  switch (mode) {
    case 'read':
      return `celerity::read_only${suffix}`;
    case 'write':
      return `celerity::write_only${suffix}`;
    case 'read_write':
      return `celerity::read_write${suffix}`;
    case 'discard_write':
      return `celerity::write_only${suffix}, celerity::no_init`;
    case 'discard_read_write':
      return `celerity::read_write${suffix}, celerity::no_init`;
  }
}

/** The mapper's code; its parameters have the buffer's dimensionality (include/range_mapper.h). */
function mapperText(a: AccessorState, api: ExplorerApi): string {
  const dims = a.bufferDims;
  const v = (pair: readonly number[]) => `{${pair.slice(0, dims).join(', ')}}`;
  switch (a.mapper) {
    case 'one_to_one':
      return 'celerity::access::one_to_one{}';
    case 'all':
      return 'celerity::access::all{}';
    case 'fixed':
      return `celerity::access::fixed<${dims}>(celerity::subrange<${dims}>(${v(a.offset)}, ${v(a.size)}))`;
    case 'slice':
      return `celerity::access::slice<${dims}>(${a.dim})`;
    case 'neighborhood':
      // Before v0.7.0 the extents are separate size_t arguments and there is no shape.
      return hasNeighborhoodShape(api)
        ? `celerity::access::neighborhood(${rangeText(a.offset, dims)}, celerity::neighborhood_shape::${a.shape})`
        : `celerity::access::neighborhood(${a.offset.slice(0, dims).join(', ')})`;
    case 'transposed':
      return 'transposed';
    case 'even_split':
      return a.granularity.slice(0, dims).every((g) => g === 1)
        ? `celerity::experimental::access::even_split<${dims}>()`
        : `celerity::experimental::access::even_split<${dims}>(${rangeText(a.granularity, dims)})`;
  }
}

/** The code of one state, in the API of `api`. */
export function explorerSample(s: ExplorerState, api: ExplorerApi = DEFAULT_EXPLORER_API): string {
  const d = s.dims;
  // Only buffers of one type can swap; the explorer refuses other iterating states with a message.
  const [first, second] = s.accessors;
  const swaps = s.steps === 'iterate' && !!first && !!second && first.bufferDims === second.bufferDims;
  const lines = [
    '#include <celerity.h>',
    '',
    ...(swaps ? ['#include <utility>'] : []),
    '#include <vector>',
    '',
    'int main() {',
  ];
  // The host data comes before the queue so that it outlives the work the queue's destructor waits for:
  // in v0.6.0 destroying a buffer does not wait for the work that reads its host data.
  s.accessors.forEach((a, i) => {
    lines.push(
      `    std::vector<float> init_${NAMES[i]}(${a.range.slice(0, a.bufferDims).join(' * ')}, 0.f);`,
    );
  });
  lines.push(`    ${queueClass(api)} q;`);
  s.accessors.forEach((a, i) => {
    const bd = a.bufferDims;
    lines.push(
      `    celerity::buffer<float, ${bd}> buf_${NAMES[i]}(init_${NAMES[i]}.data(), ${rangeText(a.range, bd)});`,
    );
  });
  if (s.accessors.some((a) => a.mapper === 'transposed')) {
    lines.push('    // A custom range mapper: the chunk (i, j) reads the mirrored chunk (j, i).');
    lines.push('    const auto transposed = [](const celerity::chunk<2>& ck) {');
    lines.push(
      '        return celerity::subrange<2>({ck.offset[1], ck.offset[0]}, {ck.range[1], ck.range[0]});',
    );
    lines.push('    };');
  }
  const global = rangeText(s.size, d);
  if (s.steps === 'producer') {
    const a = s.accessors[0]!;
    lines.push('    q.submit([&](celerity::handler& cgh) { // the producer writes every element of buf_a');
    lines.push(
      `        celerity::accessor out(buf_a, cgh, celerity::access::one_to_one{}, ${modeTag('discard_write', false)});`,
    );
    lines.push(
      `        cgh.parallel_for(${rangeText(a.range, a.bufferDims)}, [=](celerity::item<${a.bufferDims}>) ${using(['out'])});`,
    );
    lines.push('    });');
  }
  const runs = s.steps === 'twice' ? 2 : s.steps === 'iterate' ? s.iterations : 1;
  const loop = s.steps === 'twice' || s.steps === 'iterate';
  if (loop) lines.push(`    for (int step = 0; step < ${runs}; ++step) {`);
  const pad = loop ? '        ' : '    ';
  lines.push(`${pad}q.submit([&](celerity::handler& cgh) {`);
  const body = `${pad}    `;
  s.accessors.forEach((a, i) => {
    lines.push(
      `${body}celerity::accessor acc_${NAMES[i]}(buf_${NAMES[i]}, cgh, ${mapperText(a, api)}, ${modeTag(a.mode, s.host)});`,
    );
  });
  if (s.split2d)
    lines.push(`${body}celerity::experimental::hint(cgh, celerity::experimental::hints::split_2d{});`);
  if (s.oversubscribe > 1) {
    lines.push(
      `${body}celerity::experimental::hint(cgh, celerity::experimental::hints::oversubscribe{${s.oversubscribe}});`,
    );
  }
  if (s.constraint[0] > 0)
    lines.push(`${body}celerity::experimental::constrain_split(cgh, ${rangeText(s.constraint, d)});`);
  const kernel = using(s.accessors.map((_, i) => `acc_${NAMES[i]}`));
  if (s.host) {
    lines.push(`${body}cgh.host_task(${global}, [=](celerity::partition<${d}>) ${kernel});`);
  } else if (s.local[0] > 0) {
    lines.push(`${body}cgh.parallel_for(celerity::nd_range<${d}>(${global}, ${rangeText(s.local, d)}),`);
    lines.push(`${body}    [=](celerity::nd_item<${d}>) ${kernel});`);
  } else {
    lines.push(`${body}cgh.parallel_for(${global}, [=](celerity::item<${d}>) ${kernel});`);
  }
  lines.push(`${pad}});`);
  if (swaps) lines.push(`${pad}std::swap(buf_a, buf_b); // the next step reads what this one wrote`);
  if (loop) lines.push('    }');
  lines.push('}');
  return lines.join('\n');
}
