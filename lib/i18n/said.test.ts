import { describe, expect, it } from 'vitest';
import { WORKFLOW_ACTIONS } from '@/lib/ops/actions';
import { i18nFor } from './i18n';
import { catalogs } from './messages';
import { inWords, said, say } from './said';

const en = i18nFor('en_US', []);
const fr = i18nFor('fr_FR', []);
const de = i18nFor('de_DE', []);
const nl = i18nFor('nl_NL', []);
const es = i18nFor('es_ES', []);

describe('say', () => {
  it('says one sentence in each language, with Weft’s word for the model and Odoo’s for the field', () => {
    const update = said('ops.update', { what: said('ops.subject.one', { model: { model: 'res.partner' }, name: 'Azure Interior' }), fields: { list: ['Téléphone'] } });
    expect(say(fr, update)).toBe('Modifier Contact Azure Interior : Téléphone.');
    expect(say(de, said('ops.update', { what: said('ops.subject.one', { model: { model: 'sale.order' }, name: 'S00007' }), fields: { list: ['Telefon', 'E-Mail'] } }))).toBe('Verkaufsauftrag S00007 ändern: Telefon und E-Mail.');
    expect(say(nl, said('ops.create', { what: { model: 'crm.lead', form: 'new' } }))).toBe('Verkoopkans aanmaken.');
    expect(say(es, said('ops.createNamed', { what: { model: 'crm.lead', form: 'new' }, name: 'Mesas' }))).toBe('Crear una oportunidad: Mesas.');
  });

  it('writes plurals, lists cut with "and N more", amounts and moments in the locale', () => {
    const many = said('ops.subject.many', { count: 4, model: { model: 'res.partner', count: 4 }, names: { list: ['A', 'B', 'C', 'D'] } });
    expect(say(en, many)).toBe('4 Contacts (A, B, C and 1 more)');
    expect(say(fr, many)).toBe('4 Contacts (A, B, C et 1 de plus)');
    expect(say(fr, said('ops.value', { value: { amount: 1234.5, currency: 'EUR' } }))).toMatch(/^1\s234,50\s€$/);
    expect(say(de, said('ops.value', { value: { amount: 1234.5, currency: 'USD' } }))).toMatch(/^1\.234,50\s\$$/);
    expect(say(en, said('undo.changedByAt', { who: 'Marc Demo', at: { dateTime: '2024-03-05 10:00:00' } }))).toMatch(/^Changed by Marc Demo on Mar 5, 2024/);
  });

  it('joins parts by a sign, each said in the language, the empty ones left out', () => {
    const sums = { join: [{ amount: 1200, currency: 'EUR' }, { amount: 30, currency: 'USD' }], by: ' + ' };
    expect(say(fr, said('suggest.overdue.amounts', { amounts: sums }))).toMatch(/^1\s200,00\s€ \+ 30,00\s\$US en retard$/);
    expect(say(en, said('suggest.joined', { parts: { join: [said('suggest.overview.noOrder'), '', 'Odoo text'], by: ' · ' } }))).toBe('no confirmed order yet · Odoo text');
  });

  it('names a model Weft has no word for as Odoo does, else by its technical name', () => {
    expect(say(fr, said('ops.create', { what: { model: 'helpdesk.ticket', form: 'new', name: 'Ticket d’assistance' } }))).toBe('Créer un enregistrement « Ticket d’assistance ».');
    expect(say(de, said('ops.subject.one', { model: { model: 'x_custom' }, name: 'X1' }))).toBe('x_custom X1');
  });

  it('shows text as it is (Odoo’s words, or an entry written before sentences were stored)', () => {
    expect(say(fr, 'Restored Phone on Deco Addict.')).toBe('Restored Phone on Deco Addict.');
    expect(say(fr, [said('undo.nothing'), said('undo.kept', { fields: { list: ['Téléphone'] } })])).toBe('Rien à restaurer : les valeurs sont déjà revenues, ou ont été modifiées depuis. Conservé tel que modifié depuis : Téléphone.');
    expect(say(fr, { key: 'no.such.key' })).toBe('no.such.key');
  });

  it('puts every sentence of a result in words, leaving other values alone', () => {
    const result = { status: 'undone', note: [said('undo.deleted', { names: { list: ['S00001'] } })], operation: { recordIds: [1], labels: { phone: 'Phone' } } };
    expect(inWords(result, fr)).toEqual({ status: 'undone', note: 'Supprimé : S00001.', operation: { recordIds: [1], labels: { phone: 'Phone' } } });
  });
});

describe('the words of workflow actions', () => {
  it('name every button of the action table in every language', () => {
    for (const action of WORKFLOW_ACTIONS) {
      for (const catalog of Object.values(catalogs)) expect(catalog, `${action.model}.${action.method}`).toHaveProperty([`action.${action.model}.${action.method}`]);
    }
  });
});

describe('the words of skills', () => {
  it('name every skill of the registry in every language (tool cards show them)', async () => {
    const { skills } = await import('@/skills');
    for (const skill of skills) {
      for (const catalog of Object.values(catalogs)) expect(catalog, skill.name).toHaveProperty([`skill.${skill.name}`]);
    }
  });
});
