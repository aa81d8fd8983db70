import type { Language } from './languages';
import { catalogs, type Catalog } from './messages';

// The catalogs a context holds when it starts, and how it fetches another. Here, all five at once:
// the worker, the content script, tests and `wxt` dev. The side panel's build replaces this file
// (lib/i18n/split-catalogs.ts, same exports): English alone is at hand, each other language is a
// chunk of its own fetched when the panel first speaks it, so the chat's first paint evaluates one
// or two catalogs instead of five (issue 32).
export const initial: Partial<Record<Language, Catalog>> = catalogs;

export const fetchCatalog = (language: Language): Promise<Catalog> => Promise.resolve(catalogs[language]);
