import { fetchCatalog, initial } from './catalog-source';
import type { Language } from './languages';
import type { Catalog } from './messages';

// The catalogs this context holds (see catalog-source.ts): English always, the others once fetched.
const held: Partial<Record<Language, Catalog>> = { ...initial };

/** English, the fallback of every other language and the words lib code writes by default. */
export const englishCatalog: Catalog = held.en!;

/** A language's catalog if this context holds it (the side panel fetches all but English on demand). */
export function heldCatalog(language: Language): Catalog | undefined {
  return held[language];
}

/** Makes sure this context holds a language's catalog. */
export async function loadCatalog(language: Language): Promise<void> {
  held[language] ??= await fetchCatalog(language);
}
