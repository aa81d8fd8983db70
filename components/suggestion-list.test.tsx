// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { WeftDb, type Suggestion } from '@/lib/db';
import type { PanelCommand } from '@/lib/messaging';
import { actionLabel } from './suggestion-card';
import { SuggestionList } from './suggestion-list';
import { byText, click, render, waitFor } from './test-render';
import { I18nProvider } from './use-i18n';

const db = new WeftDb('suggestion-list-test');
afterAll(() => db.delete());
beforeEach(() => db.suggestions.clear());

const origin = 'https://acme.odoo.com';
const IDENTITY = `${origin}|acme|2`;
let n = 0;
const row = (patch: Partial<Suggestion> = {}): Suggestion => ({
  id: `s${++n}`,
  origin,
  identity: IDENTITY,
  probe: 'overdue-customer',
  recordKey: `res.partner:${n}`,
  title: 'Azure Interior has 2 overdue invoices',
  why: '1,409.00 USD overdue, oldest due 2026-01-31',
  action: { kind: 'chat', prompt: 'List them' },
  dataHash: 'h',
  status: 'new',
  createdAt: 1_000 + n,
  ...patch,
});

async function setup() {
  const sent: PanelCommand[] = [];
  const view = await render(<SuggestionList identity={IDENTITY} client={{ send: (c) => void sent.push(c) }} db={db} />);
  return { sent, ...view };
}

describe('SuggestionList', () => {
  it("shows the signed-in identity's new and seen cards, newest first, live from the database", async () => {
    await db.suggestions.bulkAdd([
      row({ title: 'Older', status: 'seen' }),
      row({ title: 'Newer' }),
      row({ title: 'Other Odoo', origin: 'https://other.example.com', identity: 'https://other.example.com|acme|2' }),
      // Another user of the same Odoo and database (the browser is shared).
      row({ title: 'Demo user', identity: `${origin}|acme|6` }),
      row({ title: 'Dismissed', status: 'dismissed' }),
      row({ title: 'Acted', status: 'acted' }),
    ]);
    const { container } = await setup();
    await waitFor(() => container.querySelectorAll('.suggestion').length === 2);
    expect([...container.querySelectorAll('.suggestion-title')].map((e) => e.textContent)).toEqual(['Newer', 'Older']);
    await db.suggestions.add(row({ title: 'Just now' }));
    await waitFor(() => container.querySelector('.suggestion-title')?.textContent === 'Just now');
  });

  it('sends act, dismiss and "don’t suggest this again" for the card', async () => {
    const s = row();
    await db.suggestions.add(s);
    const { container, sent } = await setup();
    await waitFor(() => container.querySelector('.suggestion'));
    expect(container.querySelector('.suggestion-why')?.textContent).toBe(s.why);
    await click(byText(container, 'button', 'Ask Weft'));
    await click(container.querySelector('button[aria-label="Dismiss"]'));
    await click(byText(container, 'button', 'Don’t suggest this again'));
    expect(sent).toEqual([
      { type: 'suggestion/act', suggestionId: s.id },
      { type: 'suggestion/dismiss', suggestionId: s.id, forever: false },
      { type: 'suggestion/dismiss', suggestionId: s.id, forever: true },
    ]);
  });

  it('renders nothing without suggestions or without an Odoo origin, and keeps long lists short', async () => {
    const { container } = await setup();
    expect(container.innerHTML).toBe('');
    await db.suggestions.bulkAdd([row(), row(), row(), row(), row()]);
    await waitFor(() => container.querySelectorAll('.suggestion').length === 3);
    await click(byText(container, 'button', '2 more suggestions'));
    expect(container.querySelectorAll('.suggestion')).toHaveLength(5);
    const none = await render(<SuggestionList identity={null} client={{ send: () => {} }} db={db} />);
    expect(none.container.innerHTML).toBe('');
  });

  it('names the action by what it does', () => {
    expect(actionLabel({ kind: 'chat', prompt: 'x' })).toBe('Ask Weft');
    expect(actionLabel({ kind: 'chat', prompt: 'x', prefill: true })).toBe('Start in chat');
    expect(actionLabel({ kind: 'open', url: 'https://acme.odoo.com/web' })).toBe('Open');
    expect(actionLabel({ kind: 'write', spec: { kind: 'action', model: 'x', ids: [1], method: 'm' } })).toBe('Review');
  });

  it("says a card's stored sentences in the panel's language of now (a switch, or another identity's language); an older card's text as it is", async () => {
    const made = row({
      createdAt: 9_000_000,
      title: { key: 'suggest.overdue.title', params: { name: 'Azure Interior', count: 2 } },
      why: [{ key: 'suggest.overdue.amountsOldest', params: { amounts: { join: [{ amount: 1409, currency: 'USD' }], by: ' + ' }, date: { date: '2026-01-31' } } }, { key: 'suggest.picked.beforeSaving' }],
    });
    await db.suggestions.bulkAdd([made, row({ title: 'Older words' })]);
    const shown = async (lang: string) => {
      const { container } = await render(<I18nProvider odooLang={lang}><SuggestionList identity={IDENTITY} client={{ send: () => {} }} db={db} /></I18nProvider>);
      await waitFor(() => container.querySelectorAll('.suggestion').length === 2);
      return [...container.querySelectorAll('.suggestion')].map((e) => [e.querySelector('.suggestion-title')?.textContent, e.querySelector('.suggestion-why')?.textContent]);
    };
    const [english, older] = await shown('en_US');
    expect(english).toEqual(['Azure Interior has 2 overdue invoices', expect.stringMatching(/^\$1,409\.00 overdue, oldest due Jan 31, 2026 \S/)]);
    expect(older![0]).toBe('Older words');
    const [french, olderFr] = await shown('fr_FR');
    expect(french![0]).toBe('Azure Interior a 2 factures en retard');
    expect(french![1]).toMatch(/^1\s409,00\s\$US en retard, plus ancienne échéance le 31 janv\. 2026 \S/);
    expect(olderFr![0]).toBe('Older words');
  });
});
