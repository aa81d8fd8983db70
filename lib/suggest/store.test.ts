import { describe, expect, it } from 'vitest';
import { WeftDb } from '@/lib/db';
import { english, i18nFor, said, say } from '@/lib/i18n';
import { createdSince, HOUR, NAME_MAX, retireElsewhere, saveDraft, visibleSuggestions } from './store';
import type { SuggestionDraft } from './probe';

const origin = 'https://acme.odoo.com';
const identity = `${origin}|acme|2`;
const draft = (recordKey: string, hash = 'h'): SuggestionDraft => ({
  title: 'Azure Interior has 2 overdue invoices',
  why: '1,409.00 overdue',
  recordKey,
  dataHash: hash,
  action: { kind: 'chat', prompt: 'Which invoices are overdue?' },
});
let n = 0;
const fresh = () => new WeftDb(`t-suggest-store-${++n}`);

describe('suggestion cards and the user moving on', () => {
  it('a card made on one record is retired when the user opens another, and no longer shown', async () => {
    const db = fresh();
    const now = Date.now();
    await saveDraft(db, { origin, identity, probe: 'overdue-customer', draft: draft('res.partner:5'), now, pageKey: `${origin}|sale.order|7` });
    await saveDraft(db, { origin, identity, probe: 'partner-overview', draft: draft('res.partner:9'), now, pageKey: `${origin}|res.partner|9` });
    expect(await retireElsewhere(db, origin, `${origin}|res.partner|9`)).toBe(1);
    expect((await visibleSuggestions(db, identity)).map((s) => s.recordKey)).toEqual(['res.partner:9']);
    // Another Odoo's pages retire nothing here.
    expect(await retireElsewhere(db, 'https://other.odoo.com', 'https://other.odoo.com|res.partner|1')).toBe(0);
  });

  it('the same facts in another language reword the card on screen, without a new card or a dismissed one coming back', async () => {
    const db = fresh();
    const now = Date.now();
    const first = (await saveDraft(db, { origin, identity, probe: 'overdue-customer', draft: draft('res.partner:5'), now })).suggestion!;
    const french = { ...draft('res.partner:5'), title: 'Azure Interior a 2 factures en retard', why: '1 409,00 $US en retard' };
    expect((await saveDraft(db, { origin, identity, probe: 'overdue-customer', draft: french, now: now + 1000 })).outcome).toBe('duplicate');
    expect(await db.suggestions.get(first.id)).toMatchObject({ title: french.title, why: french.why, status: 'new' });
    await db.suggestions.update(first.id, { status: 'dismissed' });
    await saveDraft(db, { origin, identity, probe: 'overdue-customer', draft: draft('res.partner:5'), now: now + 2000 });
    expect(await db.suggestions.get(first.id)).toMatchObject({ title: french.title, status: 'dismissed' });
    expect(await db.suggestions.count()).toBe(1);
  });

  it('dismissed and retired cards do not use up the hourly cap', async () => {
    const db = fresh();
    const now = Date.now();
    for (let i = 0; i < 3; i++) {
      await saveDraft(db, { origin, identity, probe: 'p', draft: draft(`res.partner:${i}`), now, hourlyCap: 3, pageKey: `${origin}|res.partner|${i}` });
    }
    expect(await createdSince(db, now - HOUR)).toBe(3);
    const capped = await saveDraft(db, { origin, identity, probe: 'p', draft: draft('res.partner:3'), now, hourlyCap: 3, pageKey: `${origin}|res.partner|3` });
    expect(capped.outcome).toBe('capped');
    // The user moved on (two retired) and closed one card: room for three new ones.
    await retireElsewhere(db, origin, `${origin}|res.partner|2`);
    const [last] = await visibleSuggestions(db, identity);
    await db.suggestions.update(last!.id, { status: 'dismissed' });
    expect(await createdSince(db, now - HOUR)).toBe(0);
    const stored = await saveDraft(db, { origin, identity, probe: 'p', draft: draft('res.partner:3'), now, hourlyCap: 3, pageKey: `${origin}|res.partner|3` });
    expect(stored.outcome).toBe('stored');
  });
});

describe('names inside a card', () => {
  it('a very long record name is cut with an ellipsis inside the sentence, the sentence kept; Odoo’s own text among its parts is not cut to a name', async () => {
    const db = fresh();
    const name = `Azure Interior ${'Holding '.repeat(35)}`.trim();
    const warning = `${name.slice(0, 20)} has reached its credit limit of 1,000.00. Total amount due (including this document): 5,409.00, and more words of Odoo's own warning text here.`;
    const long: SuggestionDraft = {
      ...draft('res.partner:5'),
      title: said('suggest.overdue.title', { name, count: 2 }),
      why: said('suggest.joined', { parts: { join: [said('suggest.overdue.title', { name: { list: [name, 'Deco Addict'] }, count: 1 }), warning], by: ' · ' } }),
    };
    const stored = (await saveDraft(db, { origin, identity, probe: 'overdue-customer', draft: long, now: Date.now() })).suggestion!;
    const title = say(english, stored.title);
    expect(title.length).toBeLessThan(name.length);
    expect(title).toContain(`${name.slice(0, NAME_MAX - 1)}…`);
    expect(title).toMatch(/2 overdue invoices/);
    // The same cut in every language: the name is cut once, in the stored sentence.
    expect(say(i18nFor('fr_FR', []), stored.title)).toContain(`${name.slice(0, NAME_MAX - 1)}…`);
    const why = say(english, stored.why);
    expect(why).toContain(`${name.slice(0, NAME_MAX - 1)}… and Deco Addict`);
    expect(why).toContain(warning);
  });
});
