import { languageOf } from '@/lib/i18n/languages';
import { page } from '@/lib/i18n/messages/page';

/**
 * The Odoo user's language as the page itself states it: Odoo 16-19 inline the session info
 * (user_context.lang) in the web client's page. Read from the DOM, so the control is labelled in
 * the right language before the worker says anything.
 */
export function pageLanguage(doc: Document): string | undefined {
  for (const script of doc.querySelectorAll('script:not([src])')) {
    const text = script.textContent ?? '';
    if (!text.includes('__session_info__')) continue;
    const lang = /"lang"\s*:\s*"([A-Za-z_@]{2,20})"/.exec(text)?.[1];
    if (lang) return lang;
  }
  return undefined;
}

/** The words Weft writes into the Odoo page, in the page's language (English when Weft has none). */
export function pageText(doc: Document): (typeof page)['en'] {
  const language = languageOf(pageLanguage(doc) ?? doc.documentElement.lang) ?? 'en';
  return page[language];
}
