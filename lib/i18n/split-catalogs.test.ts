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
async function splitBuild(from: typeof catalogs = catalogs) {
  const dir = mkdtempSync(join(tmpdir(), 'weft-split-'));
  const chunkOf = (language: string) => {
    const file = join(dir, `${language}.mjs`);
    writeFileSync(file, languageChunk(from, language as never));
    return pathToFileURL(file).href;
  };
  const file = join(dir, 'catalog-source.mjs');
  writeFileSync(file, splitSource(from).replace(/"weft-catalog:(\w+)"/g, (_, language: string) => JSON.stringify(chunkOf(language))));
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

  it('ships the keys once, with English: each language chunk holds its words alone', () => {
    const de = languageChunk(catalogs, 'de');
    expect(de).toContain(JSON.stringify(catalogs.de['nav.settings']).slice(1, -1));
    expect(de).not.toContain('nav.settings');
    expect(splitSource(catalogs)).toContain('nav.settings');
  });

  it('leaves a key out of a language that lacks it, so English stands in as before', async () => {
    const { ['nav.settings']: _dropped, ...rest } = catalogs.de;
    const split = await splitBuild({ ...catalogs, de: rest as typeof catalogs.de });
    const de = await split.fetchCatalog('de');
    expect(de).not.toHaveProperty('nav.settings');
    expect(de).toEqual(rest);
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
