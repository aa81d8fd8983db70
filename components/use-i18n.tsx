import { createContext, Fragment, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { english, heldCatalog, i18nFor, loadCatalog, spokenLanguage, type I18n, type Language, type LanguageChoice } from '@/lib/i18n';

// English until the panel knows better: component tests render without a provider and read English.
const I18nContext = createContext<I18n>(english);

/** The panel's words (t) and formats (fmt), in the Odoo user's language. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

// The last Odoo language seen, so a panel reopened beside a non-Odoo tab (or before the worker
// answers) speaks the user's language instead of flashing the browser's.
const LAST_LANG = 'weft.odooLang';
const remembered = () => {
  try {
    return localStorage.getItem(LAST_LANG);
  } catch {
    return null;
  }
};

/** The language the panel speaks first (before the worker and Settings are heard): its catalog is fetched before the first render. */
export function firstLanguage(): Language {
  return i18nFor(remembered()).language;
}

/**
 * Speaks the user's choice (Settings): by default `odooLang` (res.users.lang, e.g. fr_FR) when
 * known, else the last one seen, else the browser's; or the browser's; or one fixed language.
 * A language whose catalog the panel does not hold yet is fetched; meanwhile it speaks the one before.
 */
export function I18nProvider({ odooLang, choice, children }: { odooLang: string | null | undefined; choice?: LanguageChoice; children: ReactNode }) {
  useEffect(() => {
    if (!odooLang) return;
    try {
      localStorage.setItem(LAST_LANG, odooLang);
    } catch { /* storage refused: the browser's language is the fallback */ }
  }, [odooLang]);
  const lang = choice === 'browser' ? null : spokenLanguage(choice, odooLang) ?? remembered();
  const wanted = useMemo(() => i18nFor(lang), [lang]);
  const held = (i18n: I18n) => heldCatalog(i18n.language) !== undefined;
  const [value, setValue] = useState(() => (held(wanted) ? wanted : english));
  if (value !== wanted && held(wanted)) setValue(wanted);
  useEffect(() => {
    if (held(wanted)) return;
    let live = true;
    loadCatalog(wanted.language).then(() => live && setValue(wanted), () => undefined); // not fetched: the language before stays
    return () => void (live = false);
  }, [wanted]);
  useEffect(() => {
    document.documentElement.lang = value.locale;
  }, [value.locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * A translated sentence with elements in it (a link, a button): `text` keeps its {placeholders}
 * (t() leaves unknown ones visible), each replaced by its element, so word order stays the translator's.
 */
export function rich(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
