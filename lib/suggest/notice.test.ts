import { describe, expect, it } from 'vitest';
import { PROBES } from './probes';
import { english, i18nFor, said } from '@/lib/i18n';
import { noticeFor } from './notice';

const row = (probe: string, id = probe) => ({ id, probe, title: `${probe} title`, why: `${probe} why` });

describe('noticeFor', () => {
  it('picks the first important suggestion of a run: an overdue customer, an error to explain', () => {
    expect(noticeFor([row('partner-overview'), row('overdue-customer')], english)).toEqual({ suggestionId: 'overdue-customer', title: 'overdue-customer title', why: 'overdue-customer why' });
    expect(noticeFor([row('explain-error', 'e1'), row('overdue-customer')], english)?.suggestionId).toBe('e1');
  });

  it("says a card's sentences in the words it is given (the page shows text), Odoo's own text as it is", () => {
    const card = { id: 's1', probe: 'overdue-customer', title: said('suggest.overdue.title', { name: 'Azure Interior', count: 2 }), why: 'Crédit dépassé' };
    expect(noticeFor([card], i18nFor('fr_FR', []))).toEqual({ suggestionId: 's1', title: 'Azure Interior a 2 factures en retard', why: 'Crédit dépassé' });
  });

  it('leaves every other suggestion to the badge', () => {
    const others = PROBES.map((p) => p.id).filter((id) => id !== 'overdue-customer' && id !== 'explain-error');
    expect(others.length).toBeGreaterThan(2);
    expect(noticeFor(others.map((id) => row(id)), english)).toBeNull();
  });

  it('names only probes that exist', () => {
    const ids = new Set(PROBES.map((p) => p.id));
    expect(ids.has('overdue-customer') && ids.has('explain-error')).toBe(true);
  });
});
