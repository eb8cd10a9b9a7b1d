// The drift report as Markdown: readable in a terminal and as a CI comment.
import type { DriftFinding } from './compare';
import type { Classified, DeliberateDifference } from './deliberate';
import { displayDeclaration } from './declarations';
import type { DriftEntry } from './entries';

interface ReportSides {
  /** What was compared, e.g. `/path/to/celerity-runtime (6e22728)`. */
  library: string;
  /** The docs version whose synopsis was compared; named in the title when given. */
  version?: string;
  /** Turns a synopsis location (named after the real header) into the synopsis file that holds it. */
  synopsisPath: (file: string) => string;
}

const SECTIONS: Array<{ kind: DriftFinding['kind']; title: string }> = [
  { kind: 'missing', title: 'In the library, missing from the synopsis' },
  { kind: 'extra', title: 'In the synopsis, not in the library' },
  { kind: 'differs', title: 'Declarations that differ' },
  { kind: 'deprecation', title: 'Deprecation documented differently' },
];

function place(entry: DriftEntry, sides: ReportSides, side: 'synopsis' | 'library'): string {
  const file = side === 'synopsis' ? sides.synopsisPath(entry.location.file) : entry.location.file;
  return `${file}:${entry.location.line}`;
}

const declaration = (entry: DriftEntry) =>
  entry.decl
    ? displayDeclaration(entry.decl)
    : `${entry.label === 'macro' ? '#define' : entry.label} ${entry.qualifiedName}`;

function formatFinding(finding: DriftFinding, sides: ReportSides): string[] {
  const head = `- \`${finding.qualifiedName}\` (${finding.label})${finding.details.length ? `: ${finding.details.join('; ')}` : ''}`;
  const lines = [head];
  if (finding.synopsis)
    lines.push(
      `  - synopsis \`${place(finding.synopsis, sides, 'synopsis')}\`: \`${declaration(finding.synopsis)}\``,
    );
  if (finding.library)
    lines.push(
      `  - library \`${place(finding.library, sides, 'library')}\`: \`${declaration(finding.library)}\``,
    );
  return lines;
}

export function summarize(result: Classified): string {
  const count = (kind: DriftFinding['kind']) => result.drift.filter((f) => f.kind === kind).length;
  if (!result.drift.length) return `no drift (${result.deliberate.length} deliberate differences)`;
  return (
    `${result.drift.length} differences: ${count('missing')} missing from the synopsis, ${count('extra')} no longer in the library, ` +
    `${count('differs')} declarations differ, ${count('deprecation')} deprecations documented differently ` +
    `(and ${result.deliberate.length} deliberate differences)`
  );
}

export function formatDriftReport(result: Classified, sides: ReportSides): string {
  const out = [
    `# API drift: synopsis${sides.version ? ` of version ${sides.version}` : ''} vs ${sides.library}`,
    '',
    `**${summarize(result)}**`,
    '',
  ];
  for (const { kind, title } of SECTIONS) {
    const findings = result.drift.filter((f) => f.kind === kind);
    if (!findings.length) continue;
    out.push(`## ${title} (${findings.length})`, '', ...findings.flatMap((f) => formatFinding(f, sides)), '');
  }
  if (result.deliberate.length) {
    out.push(`## Deliberate differences (${result.deliberate.length})`, '');
    const byEntry = new Map<DeliberateDifference, DriftFinding[]>();
    for (const { finding, entry } of result.deliberate)
      byEntry.set(entry, [...(byEntry.get(entry) ?? []), finding]);
    for (const [entry, findings] of byEntry) {
      const names = findings.map((f) => `\`${f.qualifiedName}\``).join(', ');
      out.push(`- ${names} (${entry.kind ?? findings[0]!.kind}): ${entry.reason}`);
    }
    out.push('');
  }
  if (result.unused.length) {
    out.push('## Deliberate entries that matched nothing', '');
    for (const entry of result.unused)
      out.push(`- \`${entry.symbol}\`${entry.kind ? ` (${entry.kind})` : ''}`);
    out.push('');
  }
  return out.join('\n');
}
