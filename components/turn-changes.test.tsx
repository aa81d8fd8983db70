// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type Operation } from '@/lib/db';
import type { PanelCommand } from '@/lib/messaging';
import { byText, click, render, waitFor } from './test-render';
import { TurnChanges } from './turn-changes';
import { I18nProvider } from './use-i18n';
import { OdooError } from '@/lib/odoo/errors';
import { useUndoShortcut } from './use-undo-shortcut';

const IDENTITY = 'https://acme.odoo.com|acme|2';
const op = (over: Partial<Operation>): Operation => ({
  id: 'a', conversationId: 'c1', turnId: 't1', skill: 'update_records', origin: 'https://acme.odoo.com', identity: IDENTITY,
  model: 'res.partner', recordIds: [7], displayNames: { 7: 'Azure Interior' }, kind: 'write',
  before: { 7: { phone: '1' } }, after: { 7: { phone: '2' } }, status: 'done', undoable: true, createdAt: 1, updatedAt: 1, ...over,
});

beforeEach(async () => {
  await db.operations.clear();
});

describe('changes under a reply in the chat', () => {
  it('each write has its own Undo, and the turn an "Undo all"', async () => {
    await db.operations.bulkAdd([op({ id: 'a', createdAt: 1 }), op({ id: 'b', createdAt: 2, recordIds: [8], displayNames: { 8: 'Deco Addict' } }), op({ id: 'x', turnId: 'other' })]);
    const sent: PanelCommand[] = [];
    const { container } = await render(<TurnChanges turnId="t1" client={{ send: (c) => void sent.push(c) }} results={{}} />);
    await waitFor(() => container.querySelectorAll('.operation').length === 2);
    await click(container.querySelectorAll('.operation')[1]!.querySelector('button'));
    expect(sent).toEqual([{ type: 'undo/operation', operationId: 'b' }]);
    await click(byText(container, 'button', 'Undo all 2'));
    expect(sent.at(-1)).toEqual({ type: 'undo/turn', turnId: 't1' });
  });
});

describe('a change set under a reply', () => {
  it('is one change: a row per record, the refused one said, one Undo for the set', async () => {
    const row = (id: string, recordId: number, name: string, over: Partial<Operation> = {}) =>
      op({ id, setId: 's1', recordIds: [recordId], displayNames: { [recordId]: name }, before: { [recordId]: { city: 'Fremont' } }, after: { [recordId]: { city: 'Athens' } }, labels: { city: 'City' }, ...over } as Partial<Operation>);
    await db.operations.bulkAdd([
      row('r1', 5, 'Azure Interior', { createdAt: 1 }),
      row('r2', 6, 'Deco Addict', { createdAt: 2, status: 'failed', after: {}, error: 'The city is locked.' }),
      row('r3', 7, 'Gemini Furniture', { createdAt: 3 }),
    ]);
    const sent: PanelCommand[] = [];
    const { container } = await render(<TurnChanges turnId="t1" client={{ send: (c) => void sent.push(c) }} results={{}} />);
    await waitFor(() => container.querySelectorAll('.set-row').length === 3);
    expect(container.querySelectorAll('.operation')).toHaveLength(1);
    const text = container.textContent!;
    expect(text).toContain('2 records changed · 1 not changed: Odoo refused it');
    expect(text).toContain('Azure Interior · City: Fremont → Athens');
    expect(text).toContain('Deco Addict · not changed: The city is locked.');
    // One Undo, for the set; no "Undo all" beside it, since the turn made one change.
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Undo']);
    await click(byText(container, 'button', 'Undo'));
    expect(sent).toEqual([{ type: 'undo/set', turnId: 't1', setId: 's1' }]);
  });
});

describe('a change set in French', () => {
  it("says a refused row's reason, stored as a sentence, in French", async () => {
    const refused = new OdooError({ kind: 'missing_record' }).sentence();
    await db.operations.bulkAdd([
      op({ id: 'r1', setId: 's2', recordIds: [5], displayNames: { 5: 'Azure Interior' }, createdAt: 1 }),
      op({ id: 'r2', setId: 's2', recordIds: [6], displayNames: { 6: 'Deco Addict' }, createdAt: 2, status: 'failed', after: {}, error: refused }),
    ]);
    const { container } = await render(<I18nProvider odooLang="fr_FR"><TurnChanges turnId="t1" client={{ send: () => undefined }} results={{}} /></I18nProvider>);
    await waitFor(() => container.querySelectorAll('.set-row').length === 2);
    expect(container.querySelectorAll('.set-row')[1]!.textContent).toMatch(/^Deco Addict · .*: Cet enregistrement n’existe plus dans Odoo — il a peut-être été supprimé\.$/);
  });
});

function Shortcut({ send }: { send: (c: PanelCommand) => void }) {
  useUndoShortcut({ send }, IDENTITY);
  return null;
}

describe('the undo shortcut', () => {
  it('Ctrl+Shift+Z undoes the last AI change, and only the last', async () => {
    await db.operations.bulkAdd([op({ id: 'old', createdAt: 1 }), op({ id: 'last', createdAt: 2 })]);
    const sent: PanelCommand[] = [];
    await render(<Shortcut send={(c) => void sent.push(c)} />);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Z', ctrlKey: true, shiftKey: true }));
    await waitFor(() => sent.length === 1);
    expect(sent).toEqual([{ type: 'undo/operation', operationId: 'last' }]);

    // The last one is undone: the shortcut does not reach back to an older change.
    await db.operations.update('last', { status: 'undone' });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, shiftKey: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
  });
});
