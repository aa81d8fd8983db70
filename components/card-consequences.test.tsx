// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { OdooError } from '@/lib/odoo/errors';
import { CardConsequences } from './card-consequences';
import { I18nProvider } from './use-i18n';
import { render } from './test-render';

const bill = {
  currency: 'USD',
  totals: { untaxed: 165, tax: 24.75, total: 189.75 },
  lines: [{ name: 'Paper', quantity: 2, price: 55, subtotal: 110 }, { name: 'Ink', quantity: 1, price: 55, discount: 10, subtotal: 49.5 }],
  facts: [{ label: 'Journal', value: 'Vendor Bills' }, { label: 'Due Date', value: '2026-12-31', type: 'date' }],
  warnings: ['Warning for Wood Corner: Pays only by bank transfer'],
};

const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent?.replace(/\s+/g, ' ').trim());

describe('CardConsequences', () => {
  it("shows Odoo's warning first, the lines as priced, what Odoo set, and the totals in the document's currency", async () => {
    const { container } = await render(<I18nProvider odooLang="en_US"><CardConsequences consequences={bill} /></I18nProvider>);
    expect(container.querySelector('[role="note"]')?.textContent).toBe('Odoo warns: Warning for Wood Corner: Pays only by bank transfer');
    expect(rows(container)).toEqual([
      'Paper × 2 at $55.00: $110.00',
      'Ink × 1 at $55.00, 10% off: $49.50',
      'JournalVendor Bills',
      'Due DateDec 31, 2026',
      'Untaxed amount$165.00',
      'Taxes$24.75',
      'Total$189.75',
    ]);
    expect(container.querySelector('caption')?.textContent).toBe('What Odoo computes');
    // A line's quantity in its own unit of measure, as Odoo names it.
    const units = await render(<I18nProvider odooLang="fr_FR"><CardConsequences consequences={{ ...bill, lines: [{ name: 'Œufs', quantity: 2, unit: 'Douzaines', price: 3, subtotal: 6 }, { name: 'Réparation', quantity: 3.5, unit: 'Heures', price: 40, subtotal: 140 }] }} /></I18nProvider>);
    expect(rows(units.container).slice(0, 2).map((r) => r!.replace(/\u202f|\u00a0/g, ' '))).toEqual(['Œufs × 2 Douzaines à 3,00 $US : 6,00 $US', 'Réparation × 3,5 Heures à 40,00 $US : 140,00 $US']);
  });

  it("says in the user's words what Odoo will also do (a down payment's first product), after Odoo's own warnings", async () => {
    const downPayment = { currency: 'USD', totals: { untaxed: 40.01, tax: 0, total: 40.01 }, lines: [], facts: [], warnings: [], notes: [{ key: 'conseq.downPaymentProduct' }] };
    const { container } = await render(<I18nProvider odooLang="de_DE"><CardConsequences consequences={downPayment} /></I18nProvider>);
    expect(container.querySelector('[role="note"]')?.textContent).toMatch(/^Dies ist hier die erste Anzahlung: Odoo legt auch ein Produkt „Anzahlung“/);
  });

  it("a product's warning on a line, after the form's, in the user's language with Odoo's own message", async () => {
    const quotation = { ...bill, productWarnings: [{ product: 'Office Chair', message: 'Fragile: ships in a crate' }] };
    const notes = async (lang: string) => [...(await render(<I18nProvider odooLang={lang}><CardConsequences consequences={quotation} /></I18nProvider>)).container.querySelectorAll('[role="note"]')].map((n) => n.textContent);
    expect(await notes('en_US')).toEqual(['Odoo warns: Warning for Wood Corner: Pays only by bank transfer', 'Warning for Office Chair: Fragile: ships in a crate']);
    expect((await notes('de_DE'))[1]).toBe('Warnung für Office Chair: Fragile: ships in a crate');
  });

  it('an update reads before → after where a total changes; in French, in euros', async () => {
    const update = { currency: 'EUR', totals: { untaxed: 200, tax: 0, total: 200 }, totalsBefore: { untaxed: 100, tax: 0, total: 100 }, lines: [], facts: [], warnings: [] };
    const { container } = await render(<I18nProvider odooLang="fr_FR"><CardConsequences consequences={update} /></I18nProvider>);
    const text = rows(container);
    expect(text[0]).toMatch(/^Montant hors taxes100,00\s€ → 200,00\s€$/);
    expect(text[1]).toMatch(/^Taxes0,00\s€$/);
  });

  it('says when Odoo could not compute the figures, and shows no empty table', async () => {
    const { container } = await render(<I18nProvider odooLang="en_US"><CardConsequences consequences={{ lines: [], facts: [], warnings: [], unavailable: 'The pricelist is archived.' }} /></I18nProvider>);
    expect(container.textContent).toBe('Odoo could not compute the totals beforehand: The pricelist is archived.');
    expect(container.querySelector('table')).toBeNull();
  });

  it("says exactly what Odoo could not answer: the products' warnings alone (the totals kept), or both for one reason", async () => {
    const lines = { ...bill, warnings: [], warningsUnavailable: 'Access denied.' };
    const fr = await render(<I18nProvider odooLang="fr_FR"><CardConsequences consequences={lines} /></I18nProvider>);
    expect(fr.container.querySelector('[role="note"]')?.textContent).toBe('Odoo n’a pas pu vérifier à l’avance les avertissements des produits (un produit bloqué par Odoo est tout de même refusé à l’exécution) : Access denied.');
    expect(rows(fr.container).at(-1)).toMatch(/^Total189,75\s\$US$/);
    const down = new OdooError({ kind: 'network', origin: 'https://odoo.example.com' }).sentence();
    const all = await render(<I18nProvider odooLang="en_US"><CardConsequences consequences={{ lines: [], facts: [], warnings: [], unavailable: down, warningsUnavailable: down }} /></I18nProvider>);
    expect(all.container.textContent).toBe('Odoo could not compute the totals or check the products’ warnings beforehand (a product Odoo blocks is still refused when the change runs): Odoo could not be reached at https://odoo.example.com — is the server up?');
  });

  it("says Odoo's refusal in the card's language, Odoo's own message verbatim", async () => {
    const refused = new OdooError({ kind: 'access_denied', serverMessage: 'You are not allowed to access the product warnings.' }).sentence();
    const fr = await render(<I18nProvider odooLang="fr_FR"><CardConsequences consequences={{ ...bill, warnings: [], warningsUnavailable: refused }} /></I18nProvider>);
    expect(fr.container.querySelector('[role="note"]')?.textContent).toBe(
      'Odoo n’a pas pu vérifier à l’avance les avertissements des produits (un produit bloqué par Odoo est tout de même refusé à l’exécution) : Odoo a refusé : vous n’avez pas les droits pour faire cela (Odoo a répondu : You are not allowed to access the product warnings.).',
    );
    const de = await render(<I18nProvider odooLang="de_DE"><CardConsequences consequences={{ lines: [], facts: [], warnings: [], unavailable: new OdooError({ kind: 'validation', serverMessage: 'Die Preisliste ist archiviert.' }).sentence() }} /></I18nProvider>);
    expect(de.container.textContent).toBe('Odoo konnte die Summen nicht vorab berechnen: Odoo hat die Werte abgelehnt (Odoo meldete: Die Preisliste ist archiviert.).');
  });
});
