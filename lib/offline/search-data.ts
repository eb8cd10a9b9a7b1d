// The search records of the offline bundle: the site's own search records (the same ones the local
// and hosted search use), cut down to what a plain list needs, with URLs relative to the bundle root.
import { getApiModel } from '@/lib/api/model/load';
import type { ApiModel } from '@/lib/api/model/schema';
import type { DocSearchRecord } from '@/lib/search/record';
import type { OfflineRecord } from './client/search';
import { relativeUrl } from './rewrite-page';

const MAX_TEXT = 300;

export function offlineRecords(records: readonly DocSearchRecord[]): OfflineRecord[] {
  return records.map((record) => {
    const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
    const headings = [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' › ');
    const text = (record.content ?? record.symbol?.signature ?? '').slice(0, MAX_TEXT);
    return [lvl1, headings, relativeUrl('/', record.url), text];
  });
}

/** `window.__celerityOfflineSearch = […]`: file:// pages load data as a script, never with fetch(). */
export function searchDataScript(records: readonly OfflineRecord[]): string {
  return `window.__celerityOfflineSearch=${JSON.stringify(records)};\n`;
}

/** The documented release, from the model's `celerity::version` constants: `0.7.0`. */
export function documentedVersion(model: ApiModel = getApiModel()): string | null {
  const part = (name: string) =>
    model.variables.find((variable) => variable.qualifiedName === `celerity::version::${name}`)?.value;
  const parts = ['major', 'minor', 'patch'].map(part);
  return parts.every((value) => value !== undefined && /^\d+$/.test(value)) ? parts.join('.') : null;
}
