// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { PanelStatus } from '@/lib/messaging';
import { ContextBar } from './context-bar';
import { render } from './test-render';
import { I18nProvider } from './use-i18n';

const status = (lang: string | undefined, loggedIn = true): PanelStatus => ({
  activeOrigin: 'http://odoo.test',
  granted: true,
  looksLikeOdoo: true,
  anyGranted: true,
  context: { url: 'http://odoo.test/odoo/sales/7', origin: 'http://odoo.test', isOdoo: true, loggedIn, model: 'sale.order', recordId: 7, viewType: 'form', title: 'S00007' } as PanelStatus['context'],
  user: { name: 'Mitchell Admin', version: '17.0', ...(lang ? { lang } : {}) },
  identity: 'http://odoo.test|odoo|2',
  odooProblem: null,
});

describe('I18nProvider', () => {
  it('speaks the Odoo user language', async () => {
    const { container } = await render(<I18nProvider odooLang="fr_FR"><ContextBar status={status('fr_FR')} /></I18nProvider>);
    expect(container.textContent).toContain('S00007 · commande');
    expect(document.documentElement.lang).toBe('fr-FR');
  });
  it('keeps the last Odoo language when the tab has no Odoo user', async () => {
    await render(<I18nProvider odooLang="de_DE"><span /></I18nProvider>);
    const { container } = await render(<I18nProvider odooLang={undefined}><ContextBar status={status(undefined, false)} /></I18nProvider>);
    expect(container.textContent).toBe('Sie sind von Odoo abgemeldet – melden Sie sich im Tab an, um fortzufahren.');
  });
  it('speaks the language chosen in Settings over Odoo\'s, with Odoo\'s region when the same', async () => {
    const { container } = await render(<I18nProvider odooLang="en_US" choice="de"><ContextBar status={status('en_US')} /></I18nProvider>);
    expect(container.textContent).toContain('S00007 · Auftrag');
    expect(document.documentElement.lang).toBe('de');
    await render(<I18nProvider odooLang="fr_BE" choice="fr"><span /></I18nProvider>);
    expect(document.documentElement.lang).toBe('fr-BE');
  });
  it('reads English without a provider (component tests, first paint)', async () => {
    const { container } = await render(<ContextBar status={status('en_US')} />);
    expect(container.textContent).toContain('S00007 · order');
  });
});
