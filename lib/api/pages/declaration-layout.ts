// How a variable's, field's, alias's, concept's or class's declaration is laid out in its box, with the
// rules of signature-layout.ts: a line that does not fit is broken after its `=` (a braced initialiser
// after its `{`) or between its arguments, whichever fits; a requires-expression gets a line per
// requirement; and a class's bases go on a line of their own (clang-format's "before colon"), one base
// per line when they do not fit together.

import { breakLine, breakList, indent, INDENT, SIGNATURE_COLUMNS } from '@/lib/api/pages/signature-layout';
import { splitAfter, topLevel } from '@/lib/api/pages/signature-lists';

const fits = (line: string, columns = SIGNATURE_COLUMNS) => line.length <= columns;

/** A requires-expression that ends the line (`requires(const T& a) { r1; r2; };`) with each requirement
 * on a line of its own, or undefined. */
function breakRequirements(line: string): string | undefined {
  const open = line.indexOf(') { ');
  if (!/\brequires\(/.test(line) || open < 0 || !line.endsWith(' };')) return undefined;
  const requirements = splitAfter(line.slice(open + 4, -3), ';');
  return [line.slice(0, open + 3), ...requirements.map((r) => indent(breakRequirement(r))), '};'].join('\n');
}

/** A compound requirement (`{ expr } -> constraint;`) that does not fit broken before its arrow. */
function breakRequirement(requirement: string): string {
  const width = SIGNATURE_COLUMNS - INDENT.length;
  const arrow = topLevel(requirement, ' -> ')[0];
  if (fits(requirement, width) || arrow === undefined) return breakLine(requirement, width);
  const constraint = requirement.slice(arrow + 1);
  return `${breakLine(requirement.slice(0, arrow), width)}\n${indent(breakLine(constraint, width - INDENT.length))}`;
}

/** The longest line of `text`. */
const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

/** A line with an initialiser, an alias or a concept laid out (see the module comment): of the ways to
 * break it, the first whose lines all fit, else the one whose longest line is shortest. */
function breakDeclarationLine(line: string): string {
  if (fits(line)) return line;
  const requirements = breakRequirements(line);
  if (requirements) return requirements;
  const broken = breakLine(line);
  const at = topLevel(line, ' = ')[0] ?? -1;
  const [left, right] = [line.slice(0, at + 2), line.slice(at + 3)];
  if (at < 0 || !fits(left)) return broken;
  const assigned = `${left}\n${indent(breakLine(right, SIGNATURE_COLUMNS - INDENT.length))}`;
  const ways = [
    // A braced initialiser keeps its brace after the `=`, an element per line.
    ...(right.startsWith('{') ? [breakList(line, at + 3)] : []),
    ...(fits(INDENT + right) ? [assigned] : []),
    broken,
    assigned,
  ];
  return (
    ways.find((way) => widest(way) <= SIGNATURE_COLUMNS) ??
    ways.reduce((a, b) => (widest(b) < widest(a) ? b : a))
  );
}

/** A class's head laid out: its name broken between its arguments, its bases on a line of their own. */
function breakRecordLine(line: string): string {
  const colon = /^(?:class|struct|union) /.test(line)
    ? line.search(/ : (?:public|protected|private|virtual) /)
    : -1;
  if (fits(line) || colon < 0) return breakDeclarationLine(line);
  const bases = splitAfter(line.slice(colon + 3), ',');
  const width = SIGNATURE_COLUMNS - INDENT.length - 2;
  const together = bases.join(' ');
  const baseLines = (fits(together, width) ? [together] : bases)
    .flatMap((base) => breakLine(base, width).split('\n'))
    .map((baseLine, i) => `${INDENT}${i === 0 ? ': ' : '  '}${baseLine}`);
  return [breakLine(line.slice(0, colon)), ...baseLines].join('\n');
}

/** A variable's, field's, alias's, concept's or class's declaration laid out for its box. */
export function layoutDeclaration(declaration: string): string {
  return declaration.split('\n').map(breakRecordLine).join('\n');
}
