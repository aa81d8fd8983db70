import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n';
import { spokenLanguage } from './languages';

describe('the language the user chose', () => {
  it('follows Odoo by default, and says nothing while Odoo is not known', () => {
    expect(spokenLanguage(undefined, 'de_DE')).toBe('de_DE');
    expect(spokenLanguage('odoo', 'de_DE')).toBe('de_DE');
    expect(spokenLanguage('odoo', undefined)).toBeNull();
  });

  it('follows the browser whatever Odoo speaks', () => {
    expect(spokenLanguage('browser', 'en_US')).toBeNull();
    expect(i18nFor(spokenLanguage('browser', 'en_US'), ['fr-FR']).language).toBe('fr');
  });

  it('speaks a fixed language, keeping the Odoo user region when it is the same language', () => {
    expect(spokenLanguage('fr', 'fr_BE')).toBe('fr_BE');
    expect(spokenLanguage('fr', 'en_US')).toBe('fr');
    // A French panel over an English Odoo: French words, even when the browser is German.
    expect(i18nFor(spokenLanguage('fr', 'en_US'), ['de-DE']).language).toBe('fr');
  });
});
