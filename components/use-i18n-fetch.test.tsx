// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n';
import { catalogs } from '@/lib/i18n/messages';
import { render } from './test-render';
import { I18nProvider, useI18n } from './use-i18n';

// As in the side panel's build (lib/i18n/split-catalogs.ts): English at hand, the others fetched.
const fetches = vi.hoisted(() => new Map<string, () => void>());
vi.mock('@/lib/i18n/catalog-source', () => ({
  initial: { en: catalogs.en },
  fetchCatalog: (language: Language) => new Promise((resolve) => fetches.set(language, () => resolve(catalogs[language]))),
}));

function Words() {
  const { t, language } = useI18n();
  return <p lang={language}>{t('nav.settings')}</p>;
}

describe('I18nProvider with a language the panel does not hold yet', () => {
  it('goes on in the language before until the catalog has come, then speaks it', async () => {
    const { container, root } = await render(<I18nProvider odooLang="en_US"><Words /></I18nProvider>);
    expect(container.textContent).toBe('Settings');
    await act(async () => root.render(<I18nProvider odooLang="fr_FR"><Words /></I18nProvider>));
    expect(fetches.has('fr')).toBe(true);
    expect(container.querySelector('p')!.lang).toBe('en');
    expect(container.textContent).toBe('Settings');
    await act(async () => fetches.get('fr')!());
    expect(container.querySelector('p')!.lang).toBe('fr');
    expect(container.textContent).toBe('Paramètres');
  });

  it('never speaks a language whose catalog was asked for after it: the last wish wins', async () => {
    const { container, root } = await render(<I18nProvider odooLang="nl_NL"><Words /></I18nProvider>);
    expect(container.textContent).toBe('Settings');
    await act(async () => root.render(<I18nProvider odooLang="de_DE"><Words /></I18nProvider>));
    await act(async () => fetches.get('nl')!());
    expect(container.textContent).toBe('Settings');
    await act(async () => fetches.get('de')!());
    expect(container.textContent).toBe('Einstellungen');
  });
});
