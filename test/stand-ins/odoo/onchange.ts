// The form's onchange, as 16 (values, field_name, field_onchange) and 17+ (values, field_names,
// fields_spec) answer it: the record is made (or changed) in a transaction that is always rolled
// back, and the fields asked for are read off it, so totals and prices are the ones a save stores.
// What real Odoo does that Weft relies on, kept here (seen on real 16-19):
// - the first call (no field named) answers every field asked; a later one only what changed,
//   never the fields named (the lines a change names are not sent back);
// - a first call with lines leaves the totals of a journal entry at 0 (its items are synced only
//   when the lines change), and so does 16 for an order, whose lines it prices at 0 unless the
//   pricelist comes in the values (it is computed after them);
// - a field named that the model lacks: {}; 17+ refuse a spec naming an unknown field.
import type { Rec } from './db.ts';
import { type Env, fieldOf, nameOf } from './env.ts';
import { valueError } from './errors.ts';
import type { Method, Params } from './orm-methods.ts';
import type { ModelDef } from './models.ts';
import { readValue } from './read.ts';
import { browseAllowed } from './search.ts';
import { productOnchange } from './product-warnings.ts';
import { createRecords, writeRecords } from './write.ts';

type Vals = Record<string, unknown>;
type Wanted = { fields: string[]; lines: Record<string, string[]> };

export const ONCHANGE: Method = {
  multi: true,
  params: (v) => (v >= 17 ? ['values', 'field_names', 'fields_spec'] : ['values', 'field_name', 'field_onchange']),
  run(env, model, p, ids) {
    const names = changedNames(env, p);
    if (names.some((n) => !(n in model.fields))) return {};
    const wanted = wantedFields(env, model, env.version >= 17 ? p.fields_spec : p.field_onchange);
    // 16-18: a line's product picked, with its warning (product-warnings.ts).
    const picked = productOnchange(env, model.name, (p.values ?? {}) as Vals, names);
    if (picked) return picked;
    const values = { ...((p.values ?? {}) as Vals) };
    delete values.id;
    const first = !names.length;
    const snapshot = env.db.snapshot();
    try {
      const before = ids.length ? browseAllowed(env, model, ids, 'read')[0] : undefined;
      const was = before ? { ...before } : undefined;
      const rec = simulate(env, model, values, before, first);
      const answer: Vals = {};
      for (const name of wanted.fields) {
        if (names.includes(name)) continue;
        const value = shaped(env, model, rec, name, wanted.lines[name], first);
        if (first || changed(model, name, value, name in values ? values[name] : was?.[name], !was && !(name in values))) answer[name] = value;
      }
      quirks(env, model, answer, values, first);
      // default_get fills only the form's fields: the payment dialog's items to pay, and all it computes from them.
      if (model.name === 'account.payment.register' && !wanted.fields.includes('line_ids')) Object.assign(answer, 'journal_id' in answer ? { journal_id: false } : {}, 'amount' in answer ? { amount: 0 } : {});
      const warning = warningOf(env, model, rec, names, first);
      return warning ? { value: answer, warning } : { value: answer };
    } finally {
      env.db.restore(snapshot);
    }
  },
};

function changedNames(env: Env, p: Params): string[] {
  const raw = env.version >= 17 ? p.field_names : p.field_name;
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

function wantedFields(env: Env, model: ModelDef, spec: unknown): Wanted {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) throw valueError(`Invalid onchange spec for ${model.name}: ${JSON.stringify(spec)}`);
  const wanted: Wanted = { fields: [], lines: {} };
  for (const [key, sub] of Object.entries(spec as Record<string, unknown>)) {
    if (env.version >= 17) {
      fieldOf(model, key); // 17+ fetch the spec's fields first: an unknown one is refused
      wanted.fields.push(key);
      const nested = sub && typeof sub === 'object' ? (sub as { fields?: Record<string, unknown> }).fields : undefined;
      if (nested) wanted.lines[key] = Object.keys(nested);
    } else {
      const [head, tail] = key.split('.', 2) as [string, string | undefined];
      if (!(head in model.fields)) continue; // 16 walks the model's fields: unknown names are ignored
      if (!wanted.fields.includes(head)) wanted.fields.push(head);
      if (tail) (wanted.lines[head] ??= []).push(tail);
    }
  }
  return wanted;
}

/** The record as the form holds it: made from the values (a new record) or changed by them. */
function simulate(env: Env, model: ModelDef, values: Vals, before: Rec | undefined, first: boolean): Rec {
  const known = Object.fromEntries(Object.entries(values).filter(([k]) => k in model.fields && !model.fields[k]!.compute).map(([k, v]) => [k, parentOf(env, model, k, v)]));
  if (before) {
    writeRecords(env, model, [before], known);
    return env.db.get(model.name, before.id)!;
  }
  // 16 prices an order's new lines before it knows the pricelist the partner brings.
  if (first && env.version < 17 && model.name === 'sale.order' && !('pricelist_id' in values) && Array.isArray(known.order_line)) {
    known.order_line = (known.order_line as unknown[]).map((c) => (Array.isArray(c) && c[0] === 0 ? [0, 0, { ...(c[2] as Vals), price_unit: 0 }] : c));
  }
  return createRecords(env, model, [known])[0]!;
}

/**
 * A many2one given as a dict of values (a line's order as its form holds it, new or not): a new
 * record made of them, as Odoo's convert_to_cache makes one (its `id`, the record it stands for).
 * Made inside the onchange's rolled-back transaction.
 */
function parentOf(env: Env, model: ModelDef, name: string, value: unknown): unknown {
  const field = model.fields[name]!;
  if (field.type !== 'many2one' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const given = value as Vals;
  if (typeof given.id === 'number') return given.id;
  const comodel = env.registry.get(field.relation!)!;
  return createRecords(env, comodel, [Object.fromEntries(Object.entries(given).filter(([k]) => k in comodel.fields && !comodel.fields[k]!.compute))])[0]!.id;
}

function shaped(env: Env, model: ModelDef, rec: Rec, name: string, lineFields: string[] | undefined, first: boolean): unknown {
  const field = model.fields[name]!;
  if (name === 'tax_totals') return taxTotals(env, rec);
  if (field.type === 'one2many' || field.type === 'many2many') {
    const comodel = env.registry.get(field.relation!)!;
    const ids = (readValue(env, model, rec, name) as number[]) ?? [];
    const lines = ids.map((id) => env.db.get(comodel.name, id)).filter((r): r is Rec => !!r);
    const valuesOf = (line: Rec) => Object.fromEntries((lineFields ?? []).filter((f) => f in comodel.fields).map((f) => [f, many2one(env, comodel, line, f)]));
    // New lines come back as creates (16 clears first), the record's own as links.
    const commands = lines.map((line) => (first ? [0, 0, valuesOf(line)] : [1, line.id, valuesOf(line)]));
    return env.version < 17 ? [[5, 0, 0], ...commands] : commands;
  }
  return many2one(env, model, rec, name);
}

function many2one(env: Env, model: ModelDef, rec: Rec, name: string): unknown {
  const field = model.fields[name]!;
  const value = readValue(env, model, rec, name);
  if (field.type === 'many2one') {
    if (!Array.isArray(value)) return false;
    return env.version >= 17 ? { id: value[0], display_name: value[1] } : value;
  }
  if (field.type === 'many2many') return env.version >= 17 ? (value as number[]).map((id) => [4, id, { id }]) : [[5, 0, 0], ...(value as number[]).map((id) => [4, id, 0])];
  return value;
}

function changed(model: ModelDef, name: string, value: unknown, sent: unknown, unknown: boolean): boolean {
  if (unknown) return value !== false && value !== 0 && !(Array.isArray(value) && !value.length);
  const id = (v: unknown) => (Array.isArray(v) && model.fields[name]?.type === 'many2one' ? v[0] : v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v);
  return JSON.stringify(id(value)) !== JSON.stringify(id(sent ?? false));
}

/** The form's tax totals widget: 16-17 {amount_untaxed, amount_total, …}; 18+ the summary with *_currency amounts. */
function taxTotals(env: Env, rec: Rec): Vals {
  const untaxed = Number(rec.amount_untaxed ?? 0);
  const total = Number(rec.amount_total ?? 0);
  if (env.version < 18) return { amount_untaxed: untaxed, amount_total: total, groups_by_subtotal: {}, subtotals: [], subtotals_order: [], display_tax_base: false };
  return { currency_id: rec.currency_id ?? 1, currency_pd: 0.01, base_amount_currency: untaxed, tax_amount_currency: total - untaxed, total_amount_currency: total, subtotals: [], has_tax_groups: total !== untaxed };
}

function quirks(env: Env, model: ModelDef, answer: Vals, values: Vals, first: boolean): void {
  const lines = model.name === 'account.move' ? 'invoice_line_ids' : 'order_line';
  const withLines = Array.isArray(values[lines]) && (values[lines] as unknown[]).length > 0;
  const zeroed = model.name === 'account.move' || (env.version < 17 && model.name === 'sale.order');
  if (!first || !withLines || !zeroed) return;
  for (const name of ['amount_untaxed', 'amount_tax', 'amount_total']) if (name in answer) answer[name] = 0;
  if ('tax_totals' in answer) answer.tax_totals = taxTotals(env, { id: 0, amount_untaxed: 0, amount_total: 0 } as Rec);
}

/** sale's partner warning (res.partner sale_warn 'warning' or 'block'), raised when the customer is set. */
function warningOf(env: Env, model: ModelDef, rec: Rec, names: string[], first: boolean): Vals | undefined {
  if (model.name !== 'sale.order' || !(first || names.includes('partner_id')) || typeof rec.partner_id !== 'number') return undefined;
  const partner = env.db.get('res.partner', rec.partner_id);
  if (!partner || !['warning', 'block'].includes(String(partner.sale_warn))) return undefined;
  return { title: `Warning for ${nameOf(env, 'res.partner', partner.id)}`, message: String(partner.sale_warn_msg ?? ''), type: 'dialog' };
}
