// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { said } from '@/lib/i18n';
import { OdooError } from '@/lib/odoo/errors';
import type { JournalEntry } from '@/lib/ops/types';
import { OperationItem } from './operation-item';
import { click, render } from './test-render';
import { I18nProvider } from './use-i18n';

const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: 'op-1', conversationId: 'c1', turnId: 't1', skill: 'run_action', origin: 'https://acme.odoo.com', identity: 'https://acme.odoo.com|acme|2',
  model: 'sale.order', recordIds: [7], displayNames: { 7: 'S00007' }, kind: 'write',
  before: { 7: { validity_date: '2024-03-05', amount_total: 1500 } }, after: { 7: { validity_date: '2024-04-01', amount_total: 2500.5 } },
  labels: { validity_date: 'Expiration', amount_total: 'Total' }, types: { validity_date: 'date', amount_total: 'monetary' },
  status: 'done', undoable: true, createdAt: Date.now() - 60_000, updatedAt: Date.now(), ...over,
});

const inFrench = (op: JournalEntry, undo?: JournalEntry) =>
  render(
    <I18nProvider odooLang="fr_FR">
      <OperationItem op={op} undo={undo} onUndo={() => undefined} />
    </I18nProvider>,
  );

describe('OperationItem in the user’s language', () => {
  it('writes dates and amounts with Intl, and the workflow button as Odoo names it', async () => {
    const { container } = await inFrench(entry({ kind: 'action', method: 'action_confirm' }));
    const text = container.textContent!.replace(/\s/g, ' ');
    expect(text).toContain('Confirmer exécuté sur Bon de commande S00007');
    expect(text).toContain('Expiration: 5 mars 2024 → 1 avr. 2024');
    expect(text).toContain('Total: 1 500,00 → 2 500,50');
  });

  it('names an edited line value by Odoo\'s label ("Quantité 3 → 4"), and an older entry\'s in words, never product uom qty', async () => {
    const lineEntry = (labels?: Record<string, string>) => entry({
      before: { 7: {} }, after: { 7: {} }, labels: { order_line: 'Lignes de la commande' },
      lines: { order_line: { model: 'sale.order.line', before: { 4: { product_uom_qty: 3, price_unit: 10 } }, after: { 4: { product_uom_qty: 4, price_unit: 12.5 } }, names: { 4: 'Chaise' }, ...(labels ? { labels, types: { product_uom_qty: 'float', price_unit: 'monetary' } } : {}) } },
    });
    const fresh = (await inFrench(lineEntry({ product_uom_qty: 'Quantité', price_unit: 'Prix unitaire' }))).container.querySelector('.changes-list')!.textContent!.replace(/\s/g, ' ');
    expect(fresh).toContain('Lignes de la commande "Chaise" · Quantité: 3 → 4');
    expect(fresh).toContain('Prix unitaire: 10,00 → 12,50');
    // Journaled before the labels were kept: Weft's own words in the user's language.
    const older = (await inFrench(lineEntry())).container.querySelector('.changes-list')!.textContent!;
    expect(older).toContain('· Quantité: 3 → 4');
    expect(older).not.toMatch(/uom|_/);
  });

  it('says lines and tags in words, never their record ids (seen on real 16 and 18: "Order Lines: 613, 614", "Tags: — → 9")', async () => {
    const created = (await inFrench(entry({
      kind: 'create', before: {}, after: { 7: { partner_id: { id: 10, display_name: 'Deco Addict' }, order_line: [613, 614] } },
      labels: { partner_id: 'Client', order_line: 'Lignes de la commande' }, types: { partner_id: 'many2one', order_line: 'one2many' },
    }))).container.querySelector('.changes-list')!.textContent!.replace(/\s/g, ' ');
    expect(created).toBe('Client: Deco AddictLignes de la commande: 2 lignes ajoutées');
    const tagged = (await inFrench(entry({
      model: 'res.partner', before: { 7: { category_id: [3] } }, after: { 7: { category_id: [9] } }, labels: { category_id: 'Étiquettes' }, types: { category_id: 'many2many' },
      linkNames: { category_id: { 9: 'VIP', 3: 'Prospect' } },
    }))).container.querySelector('.changes-list')!.textContent!.replace(/\s/g, ' ');
    expect(tagged).toBe('Étiquettes: ajouté : VIP ; retiré : Prospect');
    // Journaled without the names (an answer lost, then read back): counted.
    const counted = (await inFrench(entry({
      model: 'res.partner', before: { 7: { category_id: [] } }, after: { 7: { category_id: [9, 11] } }, labels: { category_id: 'Étiquettes' }, types: { category_id: 'many2many' },
    }))).container.querySelector('.changes-list')!.textContent!;
    expect(counted).toBe('Étiquettes: 2 ajoutés');
    expect(`${created}${tagged}${counted}`).not.toMatch(/\d{2,}|#/);
  });

  it('says a status as Odoo words it, not its key', async () => {
    const { container } = await inFrench(entry({
      kind: 'action', method: 'button_validate', model: 'stock.picking', before: { 7: { state: 'assigned' } }, after: { 7: { state: 'done' } },
      labels: { state: 'Statut' }, types: { state: 'selection' }, selections: { state: { assigned: 'Prêt', done: 'Fait' } },
    }));
    expect(container.querySelector('.changes-list')!.textContent).toBe('Statut: Prêt → Fait');
  });

  it('says the undo’s note, stored as a sentence, in French', async () => {
    const undo = entry({ id: 'u-1', undoOf: 'op-1', note: [{ key: 'undo.restored', params: { fields: { list: ['Téléphone'] }, names: { list: ['Azure Interior'] } } }] });
    const { container } = await inFrench(entry({ status: 'undone', undoneBy: 'u-1' }), undo);
    expect(container.querySelector('.undone-line')?.textContent).toMatch(/^Annulé .+ : Valeurs restaurées sur Azure Interior \(Téléphone\)\.$/);
  });

  it('says why a change failed in French: Odoo’s refusal and Weft’s own reasons, stored as sentences', async () => {
    const refused = new OdooError({ kind: 'access_denied' }).sentence();
    const failed = await inFrench(entry({ status: 'failed', error: refused }));
    expect(failed.container.querySelector('.error')?.textContent).toBe('Odoo a refusé : vous n’avez pas les droits pour faire cela.');
    const lost = await inFrench(entry({ status: 'checking', error: said('rec.noAnswer', { reason: new OdooError({ kind: 'timeout', origin: 'https://acme.odoo.com' }).sentence() }) }));
    expect(lost.container.querySelector('.error')?.textContent).toBe('Pas de réponse d’Odoo (Odoo sur https://acme.odoo.com n’a pas répondu à temps — il est peut-être occupé ; réessayez.).');
    // An entry written before sentences were stored keeps its text.
    expect((await inFrench(entry({ status: 'failed', error: 'Odoo refused the operation.' }))).container.querySelector('.error')?.textContent).toBe('Odoo refused the operation.');
  });

  it('after an undo, the value before reads as the current one, not struck through', async () => {
    const { container } = await inFrench(entry({ status: 'undone', undoneBy: 'u-1' }));
    expect(container.querySelector('.before')).toBeNull();
    const total = [...container.querySelectorAll('.changes-list li')].find((li) => li.textContent!.startsWith('Total'))!;
    expect(total.querySelector('.after')!.textContent!.replace(/\s/g, ' ')).toBe('1 500,00');
    expect(total.textContent!.replace(/\s/g, ' ')).toBe('Total: 1 500,00 (était 2 500,50 avant l’annulation)');
  });

  it('before the undo, the change still reads before → after', async () => {
    const { container } = await inFrench(entry({}));
    expect(container.querySelector('.before')!.textContent!.replace(/\s/g, ' ')).toBe('5 mars 2024');
  });
});

describe('Redo', () => {
  const undone = (over: Partial<JournalEntry> = {}) =>
    entry({ status: 'undone', undoneBy: 'u-1', spec: { kind: 'write', model: 'sale.order', ids: [7], values: { validity_date: '2024-04-01' } }, ...over });

  it('offers Redo on an undone edit, sends it once, and says it is doing it', async () => {
    const asked: string[] = [];
    const { container } = await render(<OperationItem op={undone()} onUndo={() => undefined} onRedo={() => asked.push('redo')} />);
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Redo')!;
    await click(button);
    expect(asked).toEqual(['redo']);
    expect(container.textContent).toContain('Doing it again…');
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Redo')).toBe(false);
  });

  it('offers none once done again, on a change still done, or on a workflow action', async () => {
    for (const op of [undone({ redoneBy: 'r-1' }), undone({ status: 'done', undoneBy: undefined }), undone({ kind: 'action', spec: { kind: 'action', model: 'sale.order', ids: [7], method: 'action_confirm' } as never })]) {
      const { container } = await render(<OperationItem op={op} onUndo={() => undefined} onRedo={() => undefined} />);
      expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Redo')).toBe(false);
    }
    const { container } = await render(<OperationItem op={undone({ redoneBy: 'r-1' })} onUndo={() => undefined} onRedo={() => undefined} />);
    expect(container.textContent).toContain('Done again: the change is in the list again, with its own Undo.');
  });
});
