// Synthetic C++ API headers of a chosen size, shaped like our synopsis: documented class templates
// with member functions, enums, aliases and free functions, spread over a few namespaces, with
// cross-references in prose and a code example per class. Deterministic, so runs are comparable.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Documented symbols per cycle: a class with 4 methods (5), an enum, 2 aliases, 2 free functions. */
const SYMBOLS_PER_CYCLE = 10;
const CYCLES_PER_FILE = 25;
const NAMESPACES = [
  ['celerity'],
  ['celerity', 'experimental'],
  ['celerity', 'algorithm'],
  ['celerity', 'io'],
];
const NOUNS = ['grid', 'block', 'tile', 'stream', 'region', 'window', 'ring', 'span', 'mesh', 'pool', 'slab'];
const VERBS = ['fill', 'copy', 'scan', 'merge', 'split', 'shift', 'pack', 'scale', 'blend', 'trace', 'probe'];
const PROSE = (
  'the runtime schedules each chunk on the node that owns most of the accessed elements and transfers ' +
  'the remaining halo regions before the kernel starts so that no device ever waits on the host'
).split(' ');

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const sentence = (i: number, words = 16) =>
  Array.from({ length: words }, (_, k) => pick(PROSE, i * 5 + k)).join(' ') + '.';

/** One cycle's declarations; `scope` is the namespace they are declared in, for the code example. */
function cycle(i: number, scope: readonly string[]): string {
  const cls = `${pick(NOUNS, i)}_${pick(NOUNS, i + 3)}_${i}`;
  const verb = (k: number) => `${pick(VERBS, i + k)}_${i}`;
  const method = (k: number) => `
	/**
	 * ${sentence(i + k, 10)}
	 *
	 * ${sentence(i + k + 1)} Call it before \`${verb(k + 1)}\` when the ${pick(NOUNS, k)} is shared.
	 * @param offset first element, in elements from the start of the ${pick(NOUNS, i)}
	 * @param count number of elements
	 * @return the number of elements that were ${pick(VERBS, k)}ed
	 */
	std::size_t ${verb(k)}(std::size_t offset, std::size_t count);
`;
  return `
/**
 * A ${pick(NOUNS, i)} of elements that ${sentence(i, 12)}
 *
 * ${sentence(i + 1)} ${sentence(i + 2)} Pass it to \`${verb(5)}\` or wrap it in \`${cls}_view\`.
 *
 * \`\`\`cpp
 * ${scope.join('::')}::${cls}<float, 2> ${pick(NOUNS, i)}(celerity::range<2>{64, 64});
 * const auto n = ${pick(NOUNS, i)}.${verb(0)}(0, 16);
 * \`\`\`
 *
 * @tparam T element type
 * @tparam Dims number of dimensions, 1 to 3
 * @see ${verb(5)}, ${cls}_mode
 */
template <typename T, int Dims = 1>
class ${cls} {
  public:
${[0, 1, 2, 3].map(method).join('')}};

/// How \`${cls}\` ${sentence(i + 3, 8)}
enum class ${cls}_mode {
	/// ${sentence(i + 4, 8)}
	${pick(VERBS, i)},
	/// ${sentence(i + 5, 8)}
	${pick(VERBS, i + 1)},
	/// ${sentence(i + 6, 8)}
	${pick(VERBS, i + 2)},
};

/// A one-dimensional \`${cls}\`; ${sentence(i + 7, 10)}
template <typename T>
using ${cls}_1d = ${cls}<T, 1>;

/// Read-only view of a \`${cls}\` of floats; ${sentence(i + 8, 10)}
using ${cls}_view = const ${cls}<float, 1>&;

/**
 * ${sentence(i + 9, 12)}
 *
 * ${sentence(i + 10)} The result is undefined when \`mode\` is not a \`${cls}_mode\`.
 * @tparam T element type of the ${pick(NOUNS, i)}
 * @param target the ${pick(NOUNS, i)} to change
 * @param mode how to change it
 * @return \`true\` when anything changed
 */
template <typename T, int Dims>
bool ${verb(5)}(${cls}<T, Dims>& target, ${cls}_mode mode);

/**
 * ${sentence(i + 11, 12)}
 * @param view the ${pick(NOUNS, i)} to read
 * @return the number of elements read
 * @note ${sentence(i + 12, 10)}
 */
std::size_t ${verb(6)}(${cls}_view view);
`;
}

function header(file: number, cycles: number[]): string {
  const scope = pick(NAMESPACES, file);
  const open = scope.map((name) => `namespace ${name} {`).join('\n');
  const close = [...scope]
    .reverse()
    .map((name) => `} // namespace ${name}`)
    .join('\n');
  return `#pragma once\n\n#include <cstddef>\n\n${open}\n${cycles.map((i) => cycle(i, scope)).join('')}\n${close}\n`;
}

/** Writes headers with `symbols` documented symbols (rounded up to whole cycles); returns the count. */
export function writeSyntheticHeaders(dir: string, symbols: number): number {
  mkdirSync(dir, { recursive: true });
  const cycles = Math.ceil(symbols / SYMBOLS_PER_CYCLE);
  for (let file = 0; file * CYCLES_PER_FILE < cycles; file++) {
    const first = file * CYCLES_PER_FILE;
    const ids = Array.from({ length: Math.min(CYCLES_PER_FILE, cycles - first) }, (_, k) => first + k);
    writeFileSync(path.join(dir, `synthetic_${String(file).padStart(3, '0')}.h`), header(file, ids));
  }
  return cycles * SYMBOLS_PER_CYCLE;
}
