// Every probe file is registered, named after its id, documented and tested (as refined-github does for features).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TriggerKind } from '@/lib/messaging';
import { PROBES } from '.';

const dir = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');

describe('probes', () => {
  it('lists every probe file once, under its file name', () => {
    expect(PROBES.map((p) => `${p.id}.ts`).sort()).toEqual(files.sort());
    expect(new Set(PROBES.map((p) => p.id)).size).toBe(PROBES.length);
  });

  it.each(files)('%s is documented, tested and listens to real triggers', async (file) => {
    const source = readFileSync(`${dir}/${file}`, 'utf8');
    expect(source).toMatch(/\/\*\*[^*]+/); // a doc comment saying what it notices
    expect(readdirSync(dir)).toContain(file.replace('.ts', '.test.ts'));
    const probe = PROBES.find((p) => `${p.id}.ts` === file)!;
    expect(probe.triggers.length).toBeGreaterThan(0);
    for (const kind of probe.triggers) expect(TriggerKind.options).toContain(kind);
  });
});
