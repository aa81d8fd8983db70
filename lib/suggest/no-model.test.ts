// A trigger never costs a model call: nothing the engine loads can reach the model client.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? resolve(root, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** Every file and package the module pulls in at run time (type-only imports left out). */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, spec] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (typeOnly) continue;
      const target = resolveImport(file, spec!);
      if (target) queue.push(target);
      else if (!spec!.startsWith('.') && !spec!.startsWith('@/')) packages.add(spec!);
    }
  }
  return { files, packages };
}

it('the suggestion engine loads neither the agent nor a model SDK', () => {
  const { files, packages } = closure(resolve(root, 'lib/suggest/index.ts'));
  expect([...files].some((f) => f.includes('/lib/suggest/engine.ts'))).toBe(true);
  expect([...files].filter((f) => f.includes('/lib/agent/'))).toEqual([]);
  expect([...packages].filter((p) => p.startsWith('@anthropic-ai/'))).toEqual([]);
});
