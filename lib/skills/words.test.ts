import { describe, expect, it } from 'vitest';
import { normalWords, stem } from './words';

const stems = (text: string) => normalWords(text).map((w) => w.stem);

describe('normalWords', () => {
  it('drops accents, case and the function words of the five languages', () => {
    expect(stems('Qui nous doit de l’argent ?')).toEqual(stems('doit argent'));
    expect(stems('Welche Rechnungen sind überfällig')).toEqual([stem('welche'), stem('rechnungen'), stem('uberfallig')]);
    expect(normalWords('the of de la der het el')).toEqual([]);
  });

  it('joins e-mail and to-do, splits avons-nous', () => {
    expect(normalWords('send an e-mail').map((w) => w.raw)).toEqual(['send', 'email']);
    expect(normalWords('my to-do list').map((w) => w.raw)).toEqual(['todo', 'list']);
    expect(normalWords('combien avons-nous vendu').map((w) => w.raw)).toEqual(['vendu']);
  });

  it('marks past participles (a state) and period words (an input, not a topic)', () => {
    expect(normalWords('confirmed commandes confirmées ventas confirmadas').filter((w) => w.participle).map((w) => w.raw)).toEqual(['confirmed', 'confirmees', 'confirmadas']);
    expect(normalWords('confirm').every((w) => !w.participle)).toBe(true);
    expect(normalWords('sales this year').filter((w) => w.period).map((w) => w.raw)).toEqual(['year']);
  });
});

describe('stem', () => {
  it('cuts the same word in its forms to one stem, never below four letters', () => {
    expect(new Set(['invoice', 'invoices', 'invoicing'].map(stem)).size).toBe(1);
    expect(new Set(['facture', 'factures', 'factuur', 'facturen'].map(stem)).size).toBe(1);
    expect(new Set(['Rechnung', 'Rechnungen'].map((w) => stem(w.toLowerCase()))).size).toBe(1);
    expect(stem('note')).toBe('note');
  });
});
