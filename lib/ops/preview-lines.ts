// The parts of a confirm card that need a second read: names of linked records (many2one values),
// x2many commands as lines ("remove line: Large Desk x 2"), and who a message is e-mailed to.
import type { Json } from '@/lib/db';
import { said, type Arg, type Said } from '@/lib/i18n';
import type { FieldInfo, FieldsMap, OdooClient } from '@/lib/odoo';
import { commandIds, parseX2many } from '@/lib/odoo/x2many';
import { idsOf } from './effects';
import { displayValue } from './values';
import { refusedByOdoo } from './io';

// display_name per client, model and id: a card names the same customer or product many times.
const nameCache = new WeakMap<OdooClient, Map<string, string>>();

/** display_name of records, read once per client and cached. */
export async function namesOf(client: OdooClient, model: string, ids: number[]): Promise<Record<number, string>> {
  let cache = nameCache.get(client);
  if (!cache) nameCache.set(client, (cache = new Map()));
  const missing = [...new Set(ids)].filter((id) => !cache.has(`${model}:${id}`));
  if (missing.length) {
    for (const record of await client.read(model, missing, ['display_name'])) {
      cache.set(`${model}:${record.id}`, typeof record.display_name === 'string' ? record.display_name : `#${record.id}`);
    }
  }
  return Object.fromEntries(ids.map((id) => [id, cache.get(`${model}:${id}`) ?? `#${id}`]));
}

/** A many2one value as {id, display_name}, so the card shows the name; other values as they are. */
export async function named(client: OdooClient, field: FieldInfo | undefined, value: Json): Promise<Json> {
  if (field?.type !== 'many2one' || typeof value !== 'number' || !field.relation) return value;
  return { id: value, display_name: (await namesOf(client, field.relation, [value]))[value] ?? `#${value}` };
}

/**
 * The name Odoo gives a model, for models lib/ops/summary does not name: a card says "Update
 * Helpdesk Ticket ..." rather than "helpdesk.ticket". Asked as the web client asks,
 * ir.model.display_name_for, which every internal user may call on 16-19 (ir.model itself is refused
 * to anyone outside Administration/Access Rights: a salesperson's cards said "account.analytic.line");
 * a model it refuses is answered with its technical name. Undefined when it cannot be had.
 */
export async function modelName(client: OdooClient, model: string): Promise<string | undefined> {
  let cache = modelNames.get(client.fields);
  if (!cache) modelNames.set(client.fields, (cache = new Map()));
  if (!cache.has(model)) {
    try {
      const rows = await client.callKw<unknown>('ir.model', 'display_name_for', [[model]], {}, { write: false });
      const row = (Array.isArray(rows) ? rows : []).find((r) => (r as { model?: unknown })?.model === model) as { display_name?: unknown } | undefined;
      cache.set(model, typeof row?.display_name === 'string' && row.display_name !== model ? row.display_name : '');
    } catch (error) {
      // Odoo refused: the technical name stays for the session. A failure of the way to Odoo (no
      // answer, a server error) is not remembered: the next card or write asks again.
      if (refusedByOdoo(error)) cache.set(model, '');
      else return undefined;
    }
  }
  return cache.get(model) || undefined;
}

/** The name Odoo gave the model, if a card already asked (no call): the Changes view shows it. */
export function knownModelName(client: OdooClient, model: string): string | undefined {
  return modelNames.get(client.fields)?.get(model) || undefined;
}

// Model names per Odoo session: keyed by the fields cache, which a client shares with its
// per-company copies (withCompanies), so the name a card read is there when the write runs.
const modelNames = new WeakMap<object, Map<string, string>>();

const QUANTITY = ['product_uom_qty', 'quantity', 'product_qty'];

/** The lines an x2many write touches, one sentence each (lib/i18n said), for one record's current lines. */
export async function lineNotes(client: OdooClient, field: FieldInfo, value: Json, current: number[]): Promise<Said[]> {
  const relation = field.relation;
  if (!relation) return [];
  const many2many = field.type === 'many2many';
  if (!Array.isArray(value)) return [said(many2many ? 'ops.line.replaceAllLinks' : 'ops.line.replaceAll', { value: JSON.stringify(value) })];
  const lineFields = await client.fieldsGet(relation);
  const qty = QUANTITY.find((f) => lineFields[f]);
  const commands = parseX2many(value) ?? [];
  const touched = new Set<number>();
  const edited = new Set<string>();
  for (const command of commands) {
    if (command.op === 'clear' || command.op === 'set') current.forEach((x) => touched.add(x));
    commandIds(command).forEach((x) => touched.add(x));
    if (command.op === 'update') Object.keys(command.values).forEach((k) => edited.add(k));
  }
  const read = touched.size
    ? await client.read(relation, [...touched], [...new Set(['display_name', ...(lineFields.product_id ? ['product_id'] : []), ...(qty ? [qty] : []), ...edited])].filter((f) => f === 'display_name' || lineFields[f]))
    : [];
  const lines = new Map(read.map((r) => [r.id, r as Record<string, unknown>]));
  const label = (values: Record<string, unknown> | undefined, fallback: Arg): Arg => {
    if (!values) return fallback;
    const product = values.product_id ? displayValue(values.product_id) : '';
    const name = product || (typeof values.name === 'string' && values.name) || (typeof values.display_name === 'string' && values.display_name) || fallback;
    return qty && typeof values[qty] === 'number' ? said('ops.line.qty', { name, qty: values[qty] as number }) : name;
  };
  const of = (id: number) => label(lines.get(id), `#${id}`);
  const remove = (line: Arg) => said(many2many ? 'ops.line.removeLink' : 'ops.line.remove', { line });
  const bring = (line: Arg) => said(many2many ? 'ops.line.addLink' : 'ops.line.move', { line });
  const shown = (value: unknown) => displayValue(value) || said('ops.empty');

  const notes: Said[] = [];
  for (const command of commands) {
    if (command.op === 'create') {
      const line = await priceAndTaxes(client, lineFields, command.values, label(await withProductName(client, lineFields, command.values), said('ops.line.newLine')));
      notes.push(said(many2many ? 'ops.line.addLink' : 'ops.line.add', { line }));
    } else if (command.op === 'update') {
      for (const [name, after] of Object.entries(command.values)) {
        const before = lines.get(command.id)?.[name];
        const shownAfter = await named(client, lineFields[name], after as Json);
        notes.push(said('ops.line.edit', { line: of(command.id), field: lineFields[name]?.string ?? name, before: shown(before), after: shown(shownAfter) }));
      }
    } else if (command.op === 'delete') notes.push(said(many2many ? 'ops.line.removeLink' : 'ops.line.delete', { line: of(command.id) }));
    else if (command.op === 'unlink') notes.push(remove(of(command.id)));
    else if (command.op === 'link') notes.push(bring(of(command.id)));
    else if (command.op === 'clear') notes.push(...(current.length ? current.map((x) => remove(of(x))) : [said(many2many ? 'ops.line.removeAllLinks' : 'ops.line.removeAll')]));
    else if (command.op === 'set') {
      const wanted = command.ids;
      notes.push(...current.filter((x) => !wanted.includes(x)).map((x) => remove(of(x))));
      notes.push(...wanted.filter((x) => !current.includes(x)).map((x) => bring(of(x))));
    }
  }
  return notes;
}

/** "Desk at 12.50, taxes 15%" for a new line that sets its price or taxes (a bill's lines), else the line as it is. */
async function priceAndTaxes(client: OdooClient, fields: FieldsMap, values: Record<string, unknown>, line: Arg): Promise<Arg> {
  const priced = typeof values.price_unit === 'number' && fields.price_unit ? said('ops.line.price', { line, price: { amount: values.price_unit } }) : line;
  const relation = fields.tax_ids?.relation;
  if (!relation || !Array.isArray(values.tax_ids)) return priced;
  const ids = (parseX2many(values.tax_ids) ?? []).flatMap((c) => (c.op === 'set' || c.op === 'link' ? commandIds(c) : []));
  const names = Object.values(await namesOf(client, relation, ids));
  return names.length ? said('ops.line.taxes', { line: priced, taxes: names.join(', ') }) : said('ops.line.noTax', { line: priced });
}

async function withProductName(client: OdooClient, fields: FieldsMap, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const product = values.product_id;
  if (typeof product !== 'number' || !fields.product_id?.relation) return values;
  return { ...values, product_id: await named(client, fields.product_id, product) };
}

export interface Recipient {
  id: number;
  name: string;
  email: string;
  /** Not one of the database's internal users: the message leaves the company. */
  outside: boolean;
}

/** Who a message to followers reaches: the record's followers, with their e-mail addresses. */
export async function recipientsOf(client: OdooClient, model: string, id: number): Promise<Recipient[]> {
  const [record] = await client.read(model, [id], ['message_partner_ids']);
  const ids = idsOf(record?.message_partner_ids);
  if (!ids.length) return [];
  const partners = await client.read('res.partner', ids, ['display_name', 'email', 'partner_share']);
  return partners.map((p) => ({
    id: p.id,
    name: typeof p.display_name === 'string' ? p.display_name : `#${p.id}`,
    email: typeof p.email === 'string' ? p.email : '',
    outside: p.partner_share !== false,
  }));
}

