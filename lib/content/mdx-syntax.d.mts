import type { Root } from 'mdast';

export interface MdxErrorLike {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message?: string;
}
export function parseMdxSource(source: string): Root;
export function mdxErrorPlace(error: MdxErrorLike): { line: number; column: number } | undefined;
export function formatMdxError(file: string, error: MdxErrorLike): string;
