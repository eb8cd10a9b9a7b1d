// The "framework floor": first-load JS of an empty App Router app with our next/react versions
// (a layout, a page, one link), built and measured exactly like the site. Our code = site − floor.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { measurePage, type PageWeight } from './page-weight';
import { runMeasured, type ProcessFigures } from './process-stats';
import { serveExport } from './serve-export';
import { bin, linkNodeModules, makeTempDir } from './workspace';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'framework-floor', private: true, type: 'module' }),
  'next.config.mjs': `export default { output: 'export', trailingSlash: true };\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'ES2023'],
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      noEmit: true,
      isolatedModules: true,
      skipLibCheck: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}\n`,
  'app/page.tsx': `import Link from 'next/link';
export default function Home() {
  return (<main><h1>Floor</h1><Link href="/other/">Other</Link></main>);
}\n`,
  'app/other/page.tsx': `export default function Other() { return <p>Other</p>; }\n`,
};

export interface FloorFigures {
  dir: string;
  build: ProcessFigures;
  weight: PageWeight;
}

export async function measureFrameworkFloor(browser: Browser): Promise<FloorFigures> {
  const dir = makeTempDir('floor');
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  linkNodeModules(dir);
  console.log('  framework floor: next build …');
  const build = await runMeasured(bin(dir, 'next'), ['build'], {
    cwd: dir,
    logFile: path.join(dir, 'build.log'),
  });
  const server = await serveExport(path.join(dir, 'out'));
  try {
    const weight = await measurePage(
      browser,
      server.origin,
      { name: 'empty app', path: '/', jsBudget: false },
      { untilHydrated: false },
    );
    return { dir, build, weight };
  } finally {
    await server.close();
  }
}
