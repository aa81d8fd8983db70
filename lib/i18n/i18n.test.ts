import { describe, expect, it } from 'vitest';
import { chooseLocale, languageOf, toLocaleTag } from './languages';
import { i18nFor } from './i18n';
import { createTranslate, placeholdersOf } from './translate';

describe('chooseLocale', () => {
  it('follows the Odoo user language first, keeping its region for formats', () => {
    expect(chooseLocale('fr_BE', ['de-DE'])).toEqual({ language: 'fr', locale: 'fr-BE' });
    expect(chooseLocale('nl_NL', ['en-US'])).toEqual({ language: 'nl', locale: 'nl-NL' });
    expect(chooseLocale('es_419', [])).toEqual({ language: 'es', locale: 'es-419' });
  });
  it('falls back to the browser language when Odoo has none or one Weft does not speak', () => {
    expect(chooseLocale(null, ['de-AT', 'en'])).toEqual({ language: 'de', locale: 'de-AT' });
    // Italian Odoo, German browser: German words, Italian numbers (the user's region).
    expect(chooseLocale('it_IT', ['de-DE'])).toEqual({ language: 'de', locale: 'it-IT' });
    expect(chooseLocale('it_IT', ['pt-BR'])).toEqual({ language: 'en', locale: 'it-IT' });
    expect(chooseLocale(undefined, [])).toEqual({ language: 'en', locale: 'en-US' });
  });
  it('reads Odoo codes as BCP 47 and refuses garbage', () => {
    expect(toLocaleTag('sr@latin')).toBe('sr-Latn');
    expect(toLocaleTag('de_CH')).toBe('de-CH');
    expect(toLocaleTag('not a code!')).toBeUndefined();
    expect(languageOf('NL_be')).toBe('nl');
  });
});

describe('translate', () => {
  it('fills placeholders, writing numbers in the locale', () => {
    const t = createTranslate('fr', 'fr-FR');
    expect(t('context.odooVersion', { version: '17.0' })).toBe('Odoo 17.0');
    expect(createTranslate('de', 'de-DE')('nav.settings')).toBe('Einstellungen');
  });
  it('leaves a missing param visible', () => {
    expect(createTranslate('en', 'en-US')('context.odooVersion')).toBe('Odoo {version}');
  });
  it('lists placeholders of every plural form', () => {
    expect(placeholdersOf({ one: 'one {name}', other: '{count} {name}s' })).toEqual(['count', 'name']);
  });
  it('caches one I18n per language and locale', () => {
    expect(i18nFor('fr_FR', [])).toBe(i18nFor('fr_FR', ['de']));
    expect(i18nFor('fr_FR', []).t('nav.changes')).toBe('Modifications');
  });
});
