// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { PanelCommand } from '@/lib/messaging';
import { ConfirmCard } from './confirm-card';
import { I18nProvider } from './use-i18n';
import { byText, click, render } from './test-render';
import type { ConfirmRequest } from './use-turn';

const request: ConfirmRequest = {
  turnId: 't1',
  pendingId: 'pend-42',
  argsHash: 'sha256:abc123',
  preview: {
    spec: { kind: 'write', model: 'sale.order' },
    summary: 'Update 1 Sales Order: S00007',
    changes: [{ recordId: 7, displayName: 'S00007', field: 'client_order_ref', label: 'Customer Reference', before: false, after: 'PO-981' }],
    undoable: true,
  },
};

const setup = async (req = request) => {
  const sent: PanelCommand[] = [];
  const { container } = await render(<ConfirmCard request={req} client={{ send: (c) => void sent.push(c) }} />);
  return { sent, container };
};

describe('ConfirmCard', () => {
  it('shows field: before → after for the one record its title names, and that it can be undone', async () => {
    const { container } = await setup();
    expect(container.querySelector('h3')?.textContent).toBe('Update 1 Sales Order: S00007');
    const row = container.querySelector('tbody tr')!.textContent;
    expect(container.querySelector('thead')!.textContent).toBe('FieldBefore → after');
    expect(row).toMatch(/^Customer Reference/);
    expect(row).toContain('— → PO-981');
    expect(container.textContent).toContain('You can undo this');
  });

  it('shows a record being made by its values alone, with no empty "before"', async () => {
    const create: ConfirmRequest = {
      ...request,
      preview: {
        spec: { kind: 'create', model: 'res.partner' },
        summary: 'Create a contact: Acme Corp.',
        changes: [{ recordId: null, displayName: 'Acme Corp', field: 'email', label: 'Email', before: null, after: 'hi@acme.test' }],
        undoable: true,
      },
    };
    const { container } = await setup(create);
    expect(container.querySelector('thead')!.textContent).toBe('FieldValue');
    expect(container.querySelector('tbody tr')!.textContent).toBe('Emailhi@acme.test');
    expect(container.querySelector('tbody .before')).toBeNull();
  });

  it('sends exactly the pendingId and argsHash on Approve, once', async () => {
    const { sent, container } = await setup();
    await click(byText(container, 'button', 'Approve'));
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'pend-42', argsHash: 'sha256:abc123', approve: true }]);
    await click(byText(container, 'button', 'Decline'));
    expect(sent).toHaveLength(1); // answered: both buttons are disabled
  });

  it('answers from the keyboard only with Ctrl and the focus on the card, and says so in words', async () => {
    const { sent, container } = await setup();
    const card = container.querySelector<HTMLElement>('.confirm-card')!;
    expect(card.tabIndex).toBe(0);
    expect(container.querySelector('.card-keys')?.textContent).toBe('With the card selected: Ctrl+Enter approves, Ctrl+Backspace declines.');
    const press = (target: Element, key: string, ctrlKey = true) =>
      act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey, bubbles: true })));
    await press(document.body, 'Enter'); // outside the card
    await press(card, 'Enter', false); // no modifier
    expect(sent).toEqual([]);
    await press(byText(container, 'button', 'Decline')!, 'Enter');
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'pend-42', argsHash: 'sha256:abc123', approve: true }]);
    await press(card, 'Backspace');
    expect(sent).toHaveLength(1); // answered once
  });

  it('declines with Ctrl+Backspace on the card', async () => {
    const { sent, container } = await setup();
    await act(async () => void container.querySelector('.confirm-card')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', ctrlKey: true, bubbles: true })));
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'pend-42', argsHash: 'sha256:abc123', approve: false }]);
  });

  it('sends approve: false on Decline and says why a change cannot be undone', async () => {
    const { sent, container } = await setup({
      ...request,
      preview: { ...request.preview, undoable: false, notUndoableReason: 'the email is sent to the customer' },
    });
    expect(container.textContent).toContain('Cannot be undone: the email is sent to the customer');
    await click(byText(container, 'button', 'Decline'));
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'pend-42', argsHash: 'sha256:abc123', approve: false }]);
  });

  it('shows lines and recipients as sentences, and why it asks', async () => {
    const { container } = await setup({
      ...request,
      preview: {
        ...request.preview,
        summary: 'Update Sales Order S00007: Order Lines.',
        askedBecause: 'Asked because this turn read text from Odoo records, and S00007 is not a record you named.',
        changes: [{ recordId: 7, displayName: 'S00007', field: 'order_line', label: 'Order Lines', before: null, after: null, note: 'remove line: Large Desk x 2' }],
        undoable: false,
        notUndoableReason: 'Removed Order Lines are deleted in Odoo and undo cannot bring them back.',
      },
    });
    const row = container.querySelector('tbody tr')!.textContent;
    expect(row).toMatch(/^Order Lines/);
    // A line note has no before and after: the column says "Value".
    expect(container.querySelector('thead')!.textContent).toBe('FieldValue');
    expect(row).toContain('remove line: Large Desk x 2');
    expect(row).not.toContain('→');
    expect(container.textContent).toContain('Asked because this turn read text from Odoo records');
    expect(container.textContent).toContain('Cannot be undone: Removed Order Lines are deleted');
  });

  it("lists the skill's notes, e.g. the rows of a file it left out", async () => {
    const { container } = await setup({ ...request, preview: { ...request.preview, notes: ['Not added, row 3 "Flux capacitor" x 1: no product found.'] } });
    expect([...container.querySelectorAll('.card-notes li')].map((li) => li.textContent)).toEqual(['Not added, row 3 "Flux capacitor" x 1: no product found.']);
    expect((await setup()).container.querySelector('.card-notes')).toBeNull();
  });
});

describe('ConfirmCard in the user’s language', () => {
  it('says the worker’s sentences in French: heading, labels, line notes, undo, amounts and dates', async () => {
    const req: ConfirmRequest = {
      ...request,
      preview: {
        spec: { kind: 'action', model: 'sale.order' },
        summary: { key: 'ops.action', params: { action: { key: 'action.sale.order.action_confirm' }, what: { key: 'ops.subject.one', params: { model: { model: 'sale.order' }, name: 'S00007' } } } },
        changes: [
          { recordId: 7, displayName: 'S00007', field: 'amount_total', label: 'Total', before: null, after: null, note: { key: 'ops.value', params: { value: { amount: 1234.5, currency: 'EUR' } } } },
          { recordId: 7, displayName: 'S00007', field: 'order_line', label: 'Lignes de commande', before: null, after: null, note: { key: 'ops.line.remove', params: { line: { key: 'ops.line.qty', params: { name: 'Bureau', qty: 2 } } } } },
          { recordId: 7, displayName: 'S00007', field: 'validity_date', label: 'Expiration', before: '2024-03-05', after: '2024-04-01', type: 'date' },
          { recordId: null, displayName: '', field: 'id', label: { key: 'ops.label.record' }, before: 1500, after: 2500.5, type: 'monetary', currency: 'EUR' },
        ],
        undoable: true,
        undoNote: [{ key: 'act.saleBackToQuotation' }, { key: 'act.notSentAgain' }],
      },
    };
    const { container } = await render(
      <I18nProvider odooLang="fr_FR">
        <ConfirmCard request={req} client={{ send: () => undefined }} />
      </I18nProvider>,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Confirmer : Bon de commande S00007.');
    const rows = [...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent?.replace(/\s/g, ' '));
    expect(rows[0]).toBe('S00007 · Total1 234,50 €');
    expect(rows[1]).toBe('S00007 · Lignes de commanderetirer la ligne : Bureau × 2');
    expect(rows[2]).toBe('S00007 · Expiration5 mars 2024 → 1 avr. 2024');
    expect(rows[3]).toBe('Nouvel enregistrement · Enregistrement1 500,00 € → 2 500,50 €');
    expect(container.textContent).toContain('Vous pourrez l’annuler depuis Modifications. La commande est annulée (avec ses livraisons), puis remise en devis. Le document redevient un devis en brouillon');
    expect(byText(container, 'button', 'Approuver')).toBeTruthy();
  });
});

describe('a change to many records', () => {
  const setRequest = {
    pendingId: 'p-set', argsHash: 'h'.repeat(64), turnId: 't1',
    preview: {
      spec: { kind: 'write', model: 'res.partner', ids: [5, 6, 7], values: { city: 'Athens' } },
      undoable: true,
      summary: 'Update 3 contacts: City.',
      changes: [5, 6, 7].map((id, i) => ({ recordId: id, displayName: ['Azure Interior', 'Deco Addict', 'Gemini Furniture'][i]!, field: 'city', label: 'City', before: 'Fremont', after: 'Athens' })),
    },
  } as unknown as ConfirmRequest;

  it('is a table with a row per record, and Approve sends the rows left out', async () => {
    const sent: PanelCommand[] = [];
    const { container } = await render(<ConfirmCard request={setRequest} client={{ send: (c) => void sent.push(c) }} />);
    expect(container.querySelectorAll('.set-table tbody tr')).toHaveLength(3);
    expect(container.textContent).toContain('Deco Addict');
    expect(container.textContent).toContain('City: Fremont → Athens');
    await click(container.querySelector('input[aria-label="Include Deco Addict"]'));
    expect(container.textContent).toContain('2 of 3 records will change.');
    await click(byText(container, 'button', 'Approve 2 records'));
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'p-set', argsHash: 'h'.repeat(64), approve: true, exclude: [6] }]);
  });

  it('names a row of creates without a name by what it holds, or in words, never "#3"', async () => {
    const creates = {
      ...setRequest,
      preview: {
        spec: { kind: 'creates', model: 'res.partner', rows: [{ name: 'Ann' }, { email: 'bo@acme.com', city: 'Lyon' }, { country_id: 75 }] },
        undoable: true, summary: 'Create 3 contacts',
        changes: [{ recordId: null, displayName: 'Ann', field: 'name', label: 'Name', before: null, after: 'Ann', row: 1 }],
      },
    } as unknown as ConfirmRequest;
    const { container } = await render(<I18nProvider odooLang="fr_FR"><ConfirmCard request={creates} client={{ send: () => undefined }} /></I18nProvider>);
    const names = [...container.querySelectorAll('.set-row-name')].map((n) => n.textContent);
    expect(names).toEqual(['Ann', 'bo@acme.com · Lyon', 'Contact 3 (à créer)']);
    expect(container.textContent).not.toContain('#3');
  });

  it('edits one row in its own cells: the value goes to Odoo for that record alone', async () => {
    const withEdits = {
      ...setRequest,
      edit: { fields: [5, 6, 7].map((id) => ({ field: `row/${id}/city`, kind: 'text', label: 'City', value: 'Athens', row: { key: id, field: 'city' } })), edited: {}, revision: 0 },
    } as unknown as ConfirmRequest;
    const sent: PanelCommand[] = [];
    const { container } = await render(<ConfirmCard request={withEdits} client={{ send: (c) => void sent.push(c) }} />);
    // The rows are edited in the table; no separate "Edit values" for them.
    expect(byText(container, 'button', 'Edit values')).toBeFalsy();
    await click(container.querySelector('button[aria-label="Edit Deco Addict"]'));
    const input = container.querySelector<HTMLInputElement>('input[aria-label="City of Deco Addict"]')!;
    expect(input.value).toBe('Athens');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Sparta');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(sent).toEqual([{ type: 'confirm/revise', pendingId: 'p-set', argsHash: 'h'.repeat(64), edits: { 'row/6/city': 'Sparta' } }]);
  });

  it('says in words when the set was cut to the cap, and which rows cannot be edited (in French too)', async () => {
    const capped = {
      ...setRequest,
      preview: { ...setRequest.preview, capped: { cap: 3, total: 5, org: true } },
      // The card offered the first two rows' values only (a card holds at most 100).
      edit: { fields: [5, 6].map((id) => ({ field: `row/${id}/city`, kind: 'text', label: 'City', value: 'Athens', row: { key: id, field: 'city' } })), edited: {}, revision: 0 },
    } as unknown as ConfirmRequest;
    const { container } = await render(<ConfirmCard request={capped} client={{ send: () => undefined }} />);
    expect(container.querySelector('.set-capped')?.textContent).toBe(
      'Your organisation allows at most 3 records in one change: this card shows the first 3 of 5, and only they change. The other 2 records are not part of this change; ask again for them.',
    );
    expect(container.querySelector('.set-edit-some')?.textContent).toBe('Values can be changed on the first 2 rows of 3 only: a card offers at most 100 values. The others change as shown; untick a row to leave it out.');
    expect(container.querySelector('button[aria-label="Edit Gemini Furniture"]')).toBeNull();
    const fr = await render(<I18nProvider odooLang="fr_FR"><ConfirmCard request={capped} client={{ send: () => undefined }} /></I18nProvider>);
    expect(fr.container.querySelector('.set-capped')?.textContent).toMatch(/^Votre organisation autorise au plus 3 enregistrements.*Les 2 autres enregistrements ne font pas partie de cette modification/);
    // Every row editable, not cut: nothing said.
    const whole = await render(<ConfirmCard request={setRequest} client={{ send: () => undefined }} />);
    expect(whole.container.querySelector('.set-capped, .set-edit-some')).toBeNull();
  });

  it("a transfer left out takes its backorder question with it: Approve waits only for the rows left in", async () => {
    const q = (id: number, name: string) => ({ wizard: `stock.backorder.confirmation@${id}`, asks: `${name} is short`, options: [{ button: 'process', label: 'Create a backorder' }, { button: 'process_cancel_backorder', label: 'No backorder' }] });
    const two = {
      pendingId: 'p-bo', argsHash: 'b'.repeat(64), turnId: 't1',
      preview: {
        spec: { kind: 'action', model: 'stock.picking', ids: [3, 8], method: 'button_validate' },
        undoable: false, summary: 'Validate 2 transfers',
        changes: [3, 8].map((id) => ({ recordId: id, displayName: `WH/OUT/0000${id}`, field: 'state', label: 'Status', before: 'Ready', after: 'Done' })),
        consequences: { lines: [], facts: [], warnings: [], questions: [q(3, 'WH/OUT/00003'), q(8, 'WH/OUT/00008')] },
      },
    } as unknown as ConfirmRequest;
    const sent: PanelCommand[] = [];
    const { container } = await render(<ConfirmCard request={two} client={{ send: (c) => void sent.push(c) }} />);
    expect(container.querySelectorAll('[data-testid="card-question"]')).toHaveLength(2);
    await click(container.querySelector('input[aria-label="Include WH/OUT/00008"]'));
    expect(container.querySelectorAll('[data-testid="card-question"]')).toHaveLength(1);
    expect(container.textContent).not.toContain('WH/OUT/00008 is short');
    await click(container.querySelector('input[name="p-bo-stock.backorder.confirmation@3"][value="process"]'));
    await click(byText(container, 'button', 'Approve 1 record'));
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'p-bo', argsHash: 'b'.repeat(64), approve: true, exclude: [8], choices: { 'stock.backorder.confirmation@3': 'process' } }]);
  });

  it('cannot be approved with every row left out', async () => {
    const sent: PanelCommand[] = [];
    const { container } = await render(<ConfirmCard request={setRequest} client={{ send: (c) => void sent.push(c) }} />);
    await click(container.querySelector('.set-all input'));
    expect(container.textContent).toContain('Tick at least one record to approve.');
    const approve = [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Approve'))!;
    expect(approve.disabled).toBe(true);
    await click(approve);
    expect(sent).toEqual([]);
  });
});
