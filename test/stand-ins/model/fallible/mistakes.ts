// The mistakes a real, imperfect model makes with Weft's tools, one class at a time. Each turns the
// call a careful model would make (the demo model's) into the wrong one; recover.ts reads the tool
// error back. The wrong names and values are a model's own words, never Weft's answer.

export const MISTAKES = [
  'unknown_skill', // run_skill with a misspelt or made-up name, never looked up
  'foreign_keys', // input keys another skill uses
  'wrong_enum', // "client" for "customer"
  'missing_required', // a required input left out
  'bad_id', // skips the lookup and writes to an id it made up
  'bad_field', // a field name Odoo does not have
  'state_write', // writes `state` instead of pressing the workflow button
  'bad_json', // tool input that does not parse
  'cut_json', // tool input cut off mid-value
  'false_claim', // says it changed something, without the write
] as const;
export type Mistake = (typeof MISTAKES)[number];

export interface Intended {
  name: string;
  input: Record<string, unknown>;
}

/** The wrong call (or text) a mistake makes of the intended call; undefined when it does not apply. */
export type Made =
  /** garble: what becomes of the call's input JSON on the wire. */
  | { call: Intended; garble?: (json: string) => string | undefined }
  | { text: string };

/** Keys other skills (or Odoo itself) use for what this key means. */
const FOREIGN_KEYS: Record<string, string> = { kind: 'type', group_by: 'groupby', name: 'query', ids: 'id', partner: 'customer', method: 'action' };
/** A model's own word for an enum value. */
export const MODEL_WORDS: Record<string, string> = { customer: 'client', vendor: 'supplier', confirmed: 'done', month: 'monthly', salesperson: 'seller', product: 'item' };
/** Field names a model guesses from the label. */
const GUESSED_FIELDS: Record<string, string> = { email: 'email_address', phone: 'phone_number', city: 'town', amount_total: 'total_amount', partner_id: 'customer_id', list_price: 'sale_price', qty_available: 'quantity_on_hand', expected_revenue: 'revenue', invoice_date_due: 'due_date' };
/** An id nobody has: a model that skips the lookup makes one up. */
export const MADE_UP_ID = 987_654;
const WRITES = new Set(['update_records', 'run_action', 'create_record', 'archive_records', 'delete_records', 'post_message']);

export interface MistakeContext {
  /** Required keys of each tool the request offers (core skills); run_skill's skills are not known. */
  required: ReadonlyMap<string, readonly string[]>;
  /** The careful model's write after a lookup that found `id` (undefined: the turn writes nothing). */
  writeAfterLookup(id: number): Intended | undefined;
  /** The careful model's closing words had the write succeeded. */
  claimAfterWrite(): string;
}

export function makeMistake(kind: Mistake, call: Intended, ctx: MistakeContext): Made | undefined {
  const input = call.input;
  switch (kind) {
    case 'unknown_skill':
      return ctx.required.has(call.name) ? undefined : { call: { name: misspelt(call.name), input } };
    case 'foreign_keys': {
      const key = Object.keys(input).find((k) => k in FOREIGN_KEYS);
      return key ? { call: { name: call.name, input: renameKey(input, key, FOREIGN_KEYS[key]!, key === 'ids' ? (input.ids as unknown[])[0] : input[key]) } } : undefined;
    }
    case 'wrong_enum': {
      const key = Object.keys(input).find((k) => typeof input[k] === 'string' && (input[k] as string) in MODEL_WORDS);
      return key ? { call: { name: call.name, input: { ...input, [key]: MODEL_WORDS[input[key] as string] } } } : undefined;
    }
    case 'missing_required': {
      const key = (ctx.required.get(call.name) ?? []).filter((k) => k in input).at(-1);
      if (!key) return undefined;
      const { [key]: _, ...rest } = input;
      return { call: { name: call.name, input: rest } };
    }
    case 'bad_id': {
      const write = call.name === 'find_by_name' ? ctx.writeAfterLookup(MADE_UP_ID) : undefined;
      return write ? { call: write } : undefined;
    }
    case 'bad_field': {
      const values = input.values as Record<string, unknown> | undefined;
      const inValues = values && typeof values === 'object' ? Object.keys(values).find((k) => k in GUESSED_FIELDS) : undefined;
      if (inValues) return { call: { name: call.name, input: { ...input, values: renameKey(values!, inValues, GUESSED_FIELDS[inValues]!, values![inValues]) } } };
      const fields = Array.isArray(input.fields) ? (input.fields as string[]) : [];
      const field = fields.find((f) => f in GUESSED_FIELDS);
      return field ? { call: { name: call.name, input: { ...input, fields: fields.map((f) => (f === field ? GUESSED_FIELDS[f]! : f)) } } } : undefined;
    }
    case 'state_write':
      return call.name === 'run_action' && Array.isArray(input.ids)
        ? { call: { name: 'update_records', input: { model: input.model, ids: input.ids, values: { state: 'confirmed' } } } }
        : undefined;
    case 'bad_json':
      // A key left unquoted: the stream does not parse at all.
      return { call, garble: (json) => (/"[a-z_]+":/.test(json) ? json.replace(/"([a-z_]+)":/, '$1:') : undefined) };
    case 'cut_json':
      // Cut inside the last string value: a lenient parser would quietly drop that key.
      return { call, garble: (json) => (json.lastIndexOf('":"') > 0 ? json.slice(0, json.lastIndexOf('":"') + 4) : undefined) };
    case 'false_claim':
      return WRITES.has(call.name) ? { text: ctx.claimAfterWrite() } : undefined;
  }
}

/** A plural dropped, or the words swapped: "sales_summary" -> "sale_summary", "stock_low" -> "low_stock". */
export function misspelt(name: string): string {
  const words = name.split('_');
  const plural = words.findIndex((w) => w.length > 3 && w.endsWith('s'));
  if (plural >= 0) return words.map((w, i) => (i === plural ? w.slice(0, -1) : w)).join('_');
  return [...words].reverse().join('_');
}

function renameKey(input: Record<string, unknown>, from: string, to: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([k, v]) => (k === from ? [to, value] : [k, v])));
}

export const isWrite = (name: string) => WRITES.has(name);
