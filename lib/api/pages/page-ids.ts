import type { SourceLocation } from '@/lib/api/model/schema';

/** Hands out element ids once per page; a clash (a member named like a section) gets a suffix. */
export class UniqueIds {
  private readonly used: Set<string>;

  constructor(reserved: Iterable<string> = []) {
    this.used = new Set(reserved);
  }

  take(id: string): string {
    let candidate = id;
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${id}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}

export function declaredAt(location: SourceLocation): { file: string; line: number; url: string } {
  return { file: location.file, line: location.line, url: location.sourceUrl };
}
