// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type Operation } from '@/lib/db';
import type { JournalEntry } from '@/lib/ops/types';
import type { PanelCommand } from '@/lib/messaging';
import { OperationsView } from './operations-view';
import { byText, click, render, waitFor } from './test-render';
import type { UndoResult } from './use-undo-results';

const IDENTITY = 'https://acme.odoo.com|acme|2';

const op = (over: Partial<JournalEntry>): JournalEntry => ({
  id: 'op-1', conversationId: 'c1', turnId: 't1', skill: 'update_records', origin: 'https://acme.odoo.com', identity: IDENTITY,
  model: 'res.partner', recordIds: [7], displayNames: { 7: 'Azure Interior' }, kind: 'write',
  before: { 7: { phone: '+32 2 111', street: false } }, after: { 7: { phone: '+32 2 999', street: 'Rue Haute 1' } },
  status: 'done', undoable: true, createdAt: Date.now() - 5 * 60_000, updatedAt: Date.now(), ...over,
});

const setup = async (results: Record<string, UndoResult> = {}) => {
  const sent: PanelCommand[] = [];
  const view = await render(<OperationsView client={{ send: (c) => void sent.push(c) }} results={results} identity={IDENTITY} />);
  return { sent, ...view };
};

beforeEach(async () => {
  await db.operations.clear();
  await db.conversations.clear();
});

describe('OperationsView', () => {
  it('shows a write as field: before → after with its record, time and status, and undoes it', async () => {
    await db.conversations.add({ id: 'c1', title: 'Fix Azure contact', origin: 'https://acme.odoo.com', identity: IDENTITY, createdAt: 0, updatedAt: 0, usage: { input: 0, cacheRead: 0, cacheWrite: 0, output: 0 } });
    await db.operations.add(op({}));
    // Another user's change in the same browser is not listed.
    await db.operations.add(op({ id: 'op-demo', identity: 'https://acme.odoo.com|acme|6', createdAt: Date.now() }));
    const { sent, container } = await setup();
    const item = await waitFor(() => container.querySelector('.operation'));
    expect(item.querySelector('.op-title')?.textContent).toBe('Updated Contact Azure Interior');
    expect(item.querySelector('.badge')?.textContent).toBe('done');
    const lines = [...item.querySelectorAll('.changes-list li')].map((li) => li.textContent);
    expect(lines).toEqual(['phone: +32 2 111 → +32 2 999', 'street: — → Rue Haute 1']);
    expect(container.querySelector('.turn-head')?.textContent).toBe('5 minutes ago · Fix Azure contact');

    await click(byText(item, 'button', 'Undo'));
    expect(sent).toEqual([{ type: 'undo/operation', operationId: 'op-1' }]);
    expect(item.textContent).toContain('Undoing…');
  });

  it('groups a turn, offers Undo all, and says what cannot be undone and why', async () => {
    await db.operations.bulkAdd([
      op({ id: 'a', createdAt: 3 }),
      op({ id: 'b', createdAt: 2, recordIds: [8], displayNames: { 8: 'Deco Addict' }, before: { 8: { phone: false } }, after: { 8: { phone: '1' } } }),
      op({ id: 'c', createdAt: 1, kind: 'action', model: 'account.move', method: 'action_post', displayNames: { 7: 'INV/2026/00003' }, undoable: false, notUndoableReason: 'a posted invoice cannot be reset here' }),
    ]);
    const { sent, container } = await setup();
    await waitFor(() => container.querySelectorAll('.operation').length === 3);
    expect(container.querySelectorAll('.turn-group')).toHaveLength(1);
    expect(container.textContent).toContain('Cannot be undone: a posted invoice cannot be reset here');
    expect(container.textContent).toContain('Ran Confirm on Journal Entry INV/2026/00003');
    await click(byText(container, 'button', 'Undo all 2'));
    expect(sent).toEqual([{ type: 'undo/turn', turnId: 't1' }]);
  });

  it("names the model as Odoo does when the write knew it, else by Weft's common name, else technically", async () => {
    await db.operations.bulkAdd([
      op({ id: 'a', createdAt: 3, model: 'helpdesk.ticket', modelLabel: 'Helpdesk Ticket', displayNames: { 7: 'Printer jam' } }),
      op({ id: 'b', createdAt: 2, model: 'x_custom.thing', displayNames: { 7: 'Thing 1' } }),
    ]);
    const { container } = await setup();
    await waitFor(() => container.querySelectorAll('.operation').length === 2);
    expect([...container.querySelectorAll('.op-title')].map((t) => t.textContent)).toEqual(['Updated Helpdesk Ticket Printer jam', 'Updated x_custom.thing Thing 1']);
  });

  it('shows the undo result inline', async () => {
    await db.operations.add(op({ id: 'gone', kind: 'unlink', status: 'undone', before: { 7: { name: 'Azure Interior', phone: '1' } }, after: {} }));
    const { container } = await setup({ gone: { status: 'undone', message: 'Re-created as a new record #57.' } });
    const status = await waitFor(() => container.querySelector('.operation [role="status"]'));
    expect(status.textContent).toBe('Undone: Re-created as a new record #57.');
    expect(byText(container, 'button', 'Undo')).toBeUndefined();
  });

  it('tells the story in the user\'s words: the request heads the group, only changed fields by label, links by name, the undo under its change', async () => {
    await db.messages.add({ id: 'm1', conversationId: 'c1', turnId: 't1', role: 'user', content: [{ type: 'text', text: 'Make Marc the salesperson of Azure' }], status: 'done', createdAt: 1 } as never);
    await db.operations.bulkAdd([
      {
        ...op({
          status: 'undone',
          before: { 7: { user_id: { id: 2, display_name: 'Mitchell Admin' }, phone: '1', display_name: 'Azure Interior', write_date: '2026-01-01 10:00:00' } },
          after: { 7: { user_id: { id: 6, display_name: 'Marc Demo' }, phone: '1', display_name: 'Azure Interior', write_date: '2026-01-02 10:00:00' } },
        }),
        labels: { user_id: 'Salesperson', phone: 'Phone' },
      } as Operation,
      op({ id: 'u1', undoOf: 'op-1', createdAt: Date.now(), status: 'done', undoable: false, notUndoableReason: 'An undo is not undone.' }),
    ]);
    const { container } = await setup();
    await waitFor(() => container.querySelector('.operation'));
    expect(container.querySelectorAll('.operation')).toHaveLength(1);
    expect(container.querySelector('.turn-head')?.textContent).toContain('Make Marc the salesperson of Azure');
    expect([...container.querySelectorAll('.changes-list li')].map((li) => li.textContent)).toEqual(['Salesperson: Mitchell Admin (was Marc Demo before the undo)']);
    expect(container.querySelector('.undone-line')?.textContent).toMatch(/^Undone/);
    expect(container.textContent).not.toContain('An undo is not undone');
  });

  it('on conflict, lets the user pick per field and sends the resolution', async () => {
    await db.operations.add({ ...op({ status: 'conflict' }), labels: { phone: 'Phone', street: 'Street' } } as Operation);
    const { sent, container } = await setup({ 'op-1': { status: 'conflict', message: 'Someone changed phone since.' } });
    const chooser = await waitFor(() => container.querySelector('fieldset.conflict'));
    expect(chooser.textContent).toContain('Someone changed phone since.');
    expect(chooser.textContent).toContain('Restore before: +32 2 111');
    // Keeping someone else's value is the default; the user restores the phone only.
    const restorePhone = chooser.querySelector<HTMLInputElement>('[aria-label="Phone"] input[type="radio"]:not(:checked)')!;
    await act(async () => restorePhone.click());
    await click(byText(chooser, 'button', 'Undo with these choices'));
    expect(sent).toEqual([
      { type: 'undo/operation', operationId: 'op-1', resolution: { 7: { phone: 'before', street: 'theirs' } } },
    ]);
  });

  it('"Undo all" does not stay on "Undoing…" when an undo of the turn fails', async () => {
    await db.operations.bulkAdd([op({ id: 'a', createdAt: 3 }), op({ id: 'b', createdAt: 2, recordIds: [8], displayNames: { 8: 'Deco Addict' } })]);
    const sent: PanelCommand[] = [];
    const client = { send: (c: PanelCommand) => void sent.push(c) };
    const { container, root } = await render(<OperationsView client={client} results={{}} identity={IDENTITY} />);
    await click(await waitFor(() => byText(container, 'button', 'Undo all 2')));
    expect(byText(container, 'button', 'Undoing…')).toBeDefined();
    // The worker answers with a failure (the undo threw): statuses in the journal are unchanged.
    await act(async () => root.render(<OperationsView client={client} results={{ a: { status: 'failed', message: 'Undo failed: The database was closed.', seq: 1 } }} identity={IDENTITY} />));
    await waitFor(() => byText(container, 'button', 'Undo all 2'));
    expect(container.textContent).toContain('Undo failed: The database was closed.');
  });
});
