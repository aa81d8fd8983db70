import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from './languages';
import type { Catalog } from './messages';

// Build time only (wxt.config.ts, the side panel's build): catalog-source.ts is replaced by English
// inlined and one chunk per other language, fetched by catalogs.ts when the panel first speaks it.
// The messages stay side by side in lib/i18n/messages (one area, five languages) where people edit
// them; only the shipped panel is cut by language. JSON.parse of a string costs the page less to
// parse and run than the same object written as code. Each chunk holds its words alone, in the
// order of one key list shipped with English: the ~1,000 keys repeated in every language's chunk
// were a quarter of each chunk's gzip, since chunks compress separately.

const SOURCE = /\/lib\/i18n\/catalog-source\.ts$/;
const PREFIX = 'weft-catalog:';

const parsed = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** Every key of any language, English's first, in the one order all chunks follow. */
const keyList = (catalogs: Record<Language, Catalog>) => [...new Set(LANGUAGES.flatMap((l) => Object.keys(catalogs[l])))];

/** A language's words in key order; a key the language lacks is null (JSON has no undefined) and stays absent. */
const words = (catalogs: Record<Language, Catalog>, language: Language) =>
  keyList(catalogs).map((key) => (catalogs[language] as Record<string, unknown>)[key] ?? null);

/** The catalog-source module of the split build: the same exports as lib/i18n/catalog-source.ts. */
export function splitSource(catalogs: Record<Language, Catalog>): string {
  const loaders = LANGUAGES.filter((l) => l !== 'en').map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(PREFIX + l)})`);
  return [
    `const keys = ${parsed(keyList(catalogs))};`,
    'const catalog = (list) => { const out = {}; keys.forEach((key, i) => { if (list[i] !== null) out[key] = list[i]; }); return out; };',
    `export const initial = { en: catalog(${parsed(words(catalogs, 'en'))}) };`,
    `const loaders = { ${loaders.join(', ')} };`,
    'export const fetchCatalog = (language) => (initial[language] ? Promise.resolve(initial[language]) : loaders[language]().then((m) => catalog(m.default)));',
  ].join('\n');
}

/** One language's chunk: its words in key order. */
export function languageChunk(catalogs: Record<Language, Catalog>, language: Language): string {
  return `export default ${parsed(words(catalogs, language))};`;
}

export function splitCatalogs(catalogs: Record<Language, Catalog>): Plugin {
  return {
    name: 'weft-split-catalogs',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (SOURCE.test(id.split('?')[0]!)) return splitSource(catalogs);
      if (id.startsWith(`\0${PREFIX}`)) return languageChunk(catalogs, id.slice(PREFIX.length + 1) as Language);
      return undefined;
    },
  };
}
