// What the shipped Chrome build weighs: gzip sizes (node:zlib, default level) of the side panel's
// JavaScript and of the content script, from .output/chrome-mv3 (built by `npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { part, round, type Figures } from './figures';

export type BundleKey = 'bundle_sidepanel_gz_kb' | 'bundle_content_gz_kb';

const OUTPUT = resolve(import.meta.dirname, '../../.output/chrome-mv3');

const gzKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

export async function bundleFigures(): Promise<Figures<BundleKey>> {
  return {
    ...(await part(['bundle_sidepanel_gz_kb'], async () => sidePanel())),
    ...(await part(['bundle_content_gz_kb'], async () => {
      const file = join(OUTPUT, 'content-scripts/odoo.js');
      const raw = readFileSync(file).length / 1024;
      return { bundle_content_gz_kb: { value: round(gzKb(file), 1), note: `content-scripts/odoo.js, ${round(raw, 1)} KB raw` } };
    })),
  };
}

/** sidepanel.html's module scripts and modulepreloads, and every chunk they import (static or dynamic). */
function sidePanel(): Figures<'bundle_sidepanel_gz_kb'> {
  const html = readFileSync(join(OUTPUT, 'sidepanel.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  const files = new Set<string>();
  const queue = entries.map((src) => join(OUTPUT, src.replace(/^\//, '')));
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file) || !existsSync(file)) continue;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    // The minifier quotes a dynamic import's path with backticks.
    for (const m of code.matchAll(/(?:\bimport\s*\(?\s*|\bfrom\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      queue.push(join(dirname(file), posix.normalize(m[1]!)));
    }
  }
  if (!files.size) throw new Error('sidepanel.html names no script');
  const raw = [...files].reduce((sum, f) => sum + readFileSync(f).length, 0) / 1024;
  const names = [...files].map((f) => f.slice(OUTPUT.length + 1));
  return {
    bundle_sidepanel_gz_kb: {
      value: round([...files].reduce((sum, f) => sum + gzKb(f), 0), 1),
      note: `${names.join(' + ')}, ${round(raw, 1)} KB raw (CSS not counted)`,
    },
  };
}
