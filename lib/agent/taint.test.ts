import { english, i18nFor, say, type Sayable } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import type { FieldsMap } from '@/lib/odoo';
import { namedIn, TurnTaint } from './taint';

const en = (text: Sayable | undefined) => (text === undefined ? undefined : say(english, text));

describe('namedIn', () => {
  it("finds a record's name (or its last part, or #id) among the user's words, not inside other words", () => {
    expect(namedIn('Set the phone of Azure Interior to 1', 5, 'Azure Interior')).toBe(true);
    expect(namedIn('call brandon freeman', 12, 'Azure Interior, Brandon Freeman')).toBe(true);
    expect(namedIn('update #42 please', 42, 'Whatever')).toBe(true);
    expect(namedIn('Set the phone of Azure', 5, 'Azure Interior')).toBe(false);
    expect(namedIn('add 2 chairs', 2, 'Office Chair Black')).toBe(false);
    expect(namedIn('Setting up', 9, 'Set')).toBe(false); // too short, and not a whole word anyway
  });
});

describe('TurnTaint', () => {
  const names = async (_model: string, ids: number[]) => Object.fromEntries(ids.map((id) => [id, id === 5 ? 'Azure Interior' : `Record ${id}`]));
  const fields = async (model: string): Promise<FieldsMap> =>
    model === 'sale.order.line' ? { order_id: { type: 'many2one', string: 'Order', required: true, relation: 'sale.order' }, product_id: { type: 'many2one', string: 'Product', relation: 'product.product' } } : {};
  const page = { origin: 'https://x.example', url: 'https://x.example/odoo/contacts/16', isOdoo: true, loggedIn: true, model: 'res.partner', recordId: 16 };

  it('lets everything run until Odoo text was read', async () => {
    const taint = new TurnTaint({ userText: 'hello', page, names, fields });
    expect(en(await taint.whyAsk({ kind: 'write', model: 'res.partner', ids: [9], values: { phone: '1' } }))).toBeUndefined();
  });

  it('says why in the user’s language: a French user reads French, names and all', async () => {
    const taint = new TurnTaint({ userText: 'Mets le téléphone d’Azure Interior à jour', page, names, fields });
    taint.read('records');
    taint.read('quote');
    const fr = i18nFor('fr_FR');
    const why = await taint.whyAsk({ kind: 'write', model: 'res.partner', ids: [9, 11, 12, 13, 14], values: { phone: '1' } });
    expect(say(fr, why)).toBe(
      'Demandé parce que cette demande a lu du texte d’enregistrements Odoo et votre message cite du texte d’une page Odoo, et Record 9, Record 11, Record 12 et 2 de plus ne sont pas des enregistrements que vous avez nommés, que vous regardez ou que cette demande a créés.',
    );
    expect(say(fr, await taint.whyAsk({ kind: 'write', model: 'res.partner', ids: [9], values: { phone: '1' } }))).toMatch(/, et Record 9 n’est pas un enregistrement que vous avez nommé/);
    expect(say(fr, await taint.whyAsk({ kind: 'create', model: 'res.partner', values: { name: 'X' } }))).toMatch(/et votre message ne demandait de rien créer\.$/);
    // The same value in English for the model's side and the other languages.
    expect(say(english, why)).toMatch(/^Asked because this turn read text from Odoo records and your message quotes text from an Odoo page, and Record 9, Record 11, Record 12 and 2 more are not records you named/);
    for (const locale of ['es_ES', 'de_DE', 'nl_NL']) expect(say(i18nFor(locale), why)).not.toMatch(/Asked because|taint\./);
  });

  it('after a read: runs on the record on screen, a named one, one the turn created; asks for the rest', async () => {
    const taint = new TurnTaint({ userText: 'Set the phone of Azure Interior', page, names, fields });
    taint.read('records');
    const write = (ids: number[]) => ({ kind: 'write' as const, model: 'res.partner', ids, values: { phone: '1' } });
    expect(en(await taint.whyAsk(write([16])))).toBeUndefined();
    expect(en(await taint.whyAsk(write([5])))).toBeUndefined();
    expect(en(await taint.whyAsk(write([5, 9])))).toBe(
      'Asked because this turn read text from Odoo records, and Record 9 is not a record you named, are looking at, or this turn created.',
    );
    taint.created('res.partner', [9]);
    expect(en(await taint.whyAsk(write([5, 9])))).toBeUndefined();
    expect(en(await taint.whyAsk({ kind: 'create', model: 'res.partner', values: { name: 'X' } }))).toMatch(/did not ask to create anything/);
  });

  it('a record the user clicked among a question’s candidates counts as one they named; its neighbour does not', async () => {
    const taint = new TurnTaint({ userText: 'Set the phone of Deco to 1', page, names, fields });
    taint.read('records');
    const write = (ids: number[]) => ({ kind: 'write' as const, model: 'res.partner', ids, values: { phone: '1' } });
    expect(en(await taint.whyAsk(write([13])))).toMatch(/Record 13 is not a record you named/);
    taint.chose('res.partner', 13);
    expect(en(await taint.whyAsk(write([13])))).toBeUndefined();
    expect(en(await taint.whyAsk(write([6])))).toMatch(/Record 6 is not a record you named/);
    expect(en(await taint.whyAsk({ kind: 'write', model: 'res.users', ids: [13], values: { phone: '1' } }))).toMatch(/not a record you named/);
  });

  it('a create the user asked for runs, unless it would hang on a parent the user did not choose', async () => {
    const taint = new TurnTaint({ userText: 'Add a line of 2 lamps', page: { ...page, model: 'sale.order', recordId: 1 }, names, fields });
    taint.read('records');
    expect(en(await taint.whyAsk({ kind: 'create', model: 'sale.order.line', values: { order_id: 1, product_id: 3 } }))).toBeUndefined();
    expect(en(await taint.whyAsk({ kind: 'create', model: 'sale.order.line', values: { order_id: 9, product_id: 3 } }))).toBe(
      'Asked because this turn read text from Odoo records, and the new record would belong to Record 9, which is not a record you named, are looking at, or this turn created.',
    );
  });

  it('a create asked for in any of the five languages runs; one merely mentioned asks', async () => {
    const create = { kind: 'create' as const, model: 'res.partner', values: { name: 'Nadia Petrova' } };
    const whyAsk = async (userText: string) => {
      const taint = new TurnTaint({ userText, page, names, fields });
      taint.read('records');
      return en(await taint.whyAsk(create));
    };
    for (const asks of ['Create a contact Nadia Petrova', 'Crée un contact Nadia Petrova', 'Crea un contacto Nadia Petrova', 'Kontakt Nadia Petrova anlegen', 'Maak een contact Nadia Petrova aan']) {
      expect(await whyAsk(asks)).toBeUndefined();
    }
    for (const mentions of ['Who created Nadia Petrova?', 'Qui a créé Nadia Petrova ?', '¿Quién creó Nadia Petrova?', 'Wer hat Nadia Petrova angelegt?', 'Wie heeft Nadia Petrova aangemaakt?']) {
      expect(await whyAsk(mentions)).toMatch(/did not ask to create anything/);
    }
  });

  it('counts the rows ticked in the list on screen as records the user is looking at', async () => {
    const list = { model: 'res.partner', selectedIds: [9, 11], facets: [] };
    const taint = new TurnTaint({ userText: 'set the phone of the selected ones', page: { ...page, recordId: undefined, viewType: 'list', list }, names, fields });
    taint.read('records');
    const write = (model: string, ids: number[]) => ({ kind: 'write' as const, model, ids, values: { phone: '1' } });
    expect(en(await taint.whyAsk(write('res.partner', [9, 11])))).toBeUndefined();
    expect(en(await taint.whyAsk(write('res.partner', [9, 12])))).toMatch(/Record 12 is not a record you named/);
    expect(en(await taint.whyAsk(write('crm.lead', [9])))).toMatch(/is not a record you named/);
  });
});

let r: AgentRig;
afterEach(async () => r?.close());

describe('the everyday auto-edit turn still runs without a click', () => {
  it("'set this contact's phone' on the record on screen, after reading it", async () => {
    r = await agentRig({ mode: 'auto-edit' });
    r.model.script(
      toolCall('read_record', { model: 'res.partner', ids: [16], fields: ['name', 'phone', 'comment'] }),
      toolCall('update_records', { model: 'res.partner', ids: [16], values: { phone: '+1 555 0123' } }),
      text('Done.'),
    );
    expect(await (await r.send("Set this contact's phone to +1 555 0123")).ended).toMatchObject({ status: 'done' });
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(r.ops.odoo.db.get('res.partner', 16)?.phone).toBe('+1 555 0123');
  });

  it("'add 2 chairs to this quotation' adds a line to the order on screen", async () => {
    r = await agentRig({ mode: 'auto-edit' });
    const page = { ...r.page, model: 'sale.order', recordId: 1, title: 'S00001', url: `${r.ops.odoo.url}/odoo/sales/1` };
    r.model.script(
      toolCall('find_by_name', { model: 'product.product', name: 'Office Chair Black' }),
      toolCall('update_records', { model: 'sale.order', ids: [1], values: { order_line: [[0, 0, { product_id: 2, product_uom_qty: 2 }]] } }),
      text('Added.'),
    );
    const lines = () => r.ops.odoo.db.records('sale.order.line').filter((l) => l.order_id === 1).length;
    const before = lines();
    expect(await (await r.service.send({ text: 'Add 2 chairs to this quotation', page, identity: r.identity })).ended).toMatchObject({ status: 'done' });
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(lines()).toBe(before + 1);
  });

  it('a contact the user asked to create, then edited by the same turn', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    r.model.script(
      toolCall('search_records', { model: 'res.partner', domain: [['name', 'ilike', 'Nadia']], fields: ['name'] }),
      toolCall('create_record', { model: 'res.partner', values: { name: 'Nadia Petrova' } }, 'toolu_create'),
      (req) => {
        const created = JSON.parse(req.body.messages.at(-1).content[0].content) as { ids: number[] };
        return toolCall('update_records', { model: 'res.partner', ids: created.ids, values: { email: 'nadia@example.com' } });
      },
      text('Created.'),
    );
    expect(await (await r.send('Create a contact Nadia Petrova with e-mail nadia@example.com')).ended).toMatchObject({ status: 'done' });
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(r.ops.odoo.db.records('res.partner').find((p) => p.name === 'Nadia Petrova')?.email).toBe('nadia@example.com');
  });
});
