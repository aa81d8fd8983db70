import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as source from './catalog-source';
import { LANGUAGES } from './languages';
import { catalogs } from './messages';
import { languageChunk, splitCatalogs, splitSource } from './split-catalogs';

// The side panel's build runs the generated modules, not catalog-source.ts: they are written to
// files here (each language's chunk where the build would import it) and run as the panel runs them.
async function splitBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'weft-split-'));
  const chunkOf = (language: string) => {
    const file = join(dir, `${language}.mjs`);
    writeFileSync(file, languageChunk(catalogs, language as never));
    return pathToFileURL(file).href;
  };
  const file = join(dir, 'catalog-source.mjs');
  writeFileSync(file, splitSource(catalogs).replace(/"weft-catalog:(\w+)"/g, (_, language: string) => JSON.stringify(chunkOf(language))));
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof source;
}

describe('the side panel build cut by language', () => {
  it('exports what catalog-source.ts exports, with English alone at hand', async () => {
    const split = await splitBuild();
    expect(Object.keys(split).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(split.initial)).toEqual(['en']);
    expect(split.initial.en).toEqual(catalogs.en);
  });

  it('fetches every language whole, the same words as the messages people edit', async () => {
    const split = await splitBuild();
    for (const language of LANGUAGES) expect(await split.fetchCatalog(language), language).toEqual(catalogs[language]);
  });

  it('replaces only catalog-source.ts, and names each language a module of its own', () => {
    const plugin = splitCatalogs(catalogs);
    const load = plugin.load as (id: string) => string | undefined;
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    expect(load('/repo/lib/i18n/catalog-source.ts')).toBe(splitSource(catalogs));
    expect(load('/repo/lib/i18n/catalogs.ts')).toBeUndefined();
    expect(load(resolve('weft-catalog:de')!)).toBe(languageChunk(catalogs, 'de'));
    expect(resolve('./messages')).toBeUndefined();
  });
});
