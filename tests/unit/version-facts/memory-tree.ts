import type { SourceTree } from '@/lib/version-facts/tree';

/** A library tree held in memory: path → text. */
export function memoryTree(files: Record<string, string>): SourceTree {
  return {
    root: '<memory>',
    files: Object.keys(files).sort(),
    read: (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`no file ${file}`);
      return text;
    },
  };
}
