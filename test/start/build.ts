// npm start builds the extension only when a source file is newer than the build it would load,
// so a second start (and the e2e, right after `npm run test:e2e` built it) does not wait for it.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['entrypoints', 'components', 'lib', 'skills', 'wxt.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

function newest(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newest(join(path, entry))), stat.mtimeMs);
}

/** Builds `browser`'s output (the test build for Chromium, the shipped one for Firefox) when stale. */
export function ensureBuilt(root: string, browser: 'chrome' | 'firefox', log: (line: string) => void): void {
  const manifest = join(root, browser === 'chrome' ? '.output-test/chrome-mv3/manifest.json' : '.output/firefox-mv3/manifest.json');
  const built = newest(manifest);
  if (built && SOURCES.every((source) => newest(join(root, source)) < built)) return;
  log(`Building the ${browser === 'chrome' ? 'Chromium test' : 'Firefox'} build of Weft…`);
  const env = browser === 'chrome' ? { ...process.env, WEFT_TEST_BUILD: '1' } : process.env;
  execFileSync('npx', ['wxt', 'build', ...(browser === 'firefox' ? ['-b', 'firefox'] : [])], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}
