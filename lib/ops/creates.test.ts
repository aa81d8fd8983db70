import { describe, expect, it } from 'vitest';
import { english, i18nFor, sayArg } from '@/lib/i18n';
import { createRow, rowName } from './creates';

describe('a row of a set of creates, named before it exists', () => {
  it('by its name, else its most telling values, else its model and place in words, never "#3"', () => {
    expect(rowName({ name: ' Ann Smith ', email: 'ann@acme.com' }, 1, 'res.partner')).toBe('Ann Smith');
    expect(rowName({ email: 'ann@acme.com', city: 'Paris', country_id: 75 }, 2, 'res.partner')).toBe('ann@acme.com · Paris');
    // A paragraph or HTML tells nothing at a glance; ids neither.
    expect(rowName({ comment: '<p>Met at the fair</p>', country_id: 75 }, 3, 'res.partner')).toEqual(expect.objectContaining({ key: 'set.newRow' }));
    const nameless = rowName({ country_id: 75 }, 3, 'res.partner');
    expect(sayArg(english, nameless)).toBe('Contact 3 (new)');
    expect(sayArg(i18nFor('fr'), nameless)).toBe('Contact 3 (à créer)');
    expect(sayArg(i18nFor('de'), rowName(undefined, 4, 'crm.lead'))).not.toMatch(/#|crm\.lead/);
  });

  it('runs each row as a plain create', () => {
    expect(createRow({ kind: 'creates', model: 'res.partner', rows: [{ name: 'A' }, { name: 'B' }] }, 2)).toEqual({ kind: 'create', model: 'res.partner', values: { name: 'B' } });
  });
});
