import { LANGUAGES, DEFAULT_LANGUAGE } from './languages';
import { catalogs, type MessageKey } from './messages';

// The manifest's texts through the browser's own i18n: the manifest names them as __MSG_<name>__
// and each language's _locales/<lang>/messages.json, generated from the catalogs at build time
// (wxt.config.ts), holds the words. The browser picks its UI language (default_locale: en).

const NAMES = {
  extName: 'manifest.name',
  extDescription: 'manifest.description',
  openWeft: 'manifest.open',
} as const satisfies Record<string, MessageKey>;

export type ManifestMessage = keyof typeof NAMES;

export const DEFAULT_LOCALE = DEFAULT_LANGUAGE;

/** "__MSG_extName__": what the manifest says where the browser puts the words in. */
export const msg = (name: ManifestMessage) => `__MSG_${name}__`;

/** `_locales/<lang>/messages.json` for every language Weft speaks: path -> file text. */
export function manifestLocales(): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const catalog = catalogs[language];
      const messages = Object.fromEntries(
        Object.entries(NAMES).map(([name, key]) => [name, { message: catalog[key] as string, description: `Weft catalog key ${key}` }]),
      );
      return [`_locales/${language}/messages.json`, `${JSON.stringify(messages, null, 2)}\n`];
    }),
  );
}
