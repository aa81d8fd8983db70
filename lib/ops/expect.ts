// What Odoo should hold if a journaled RPC landed, and what a new record is recognised by: written
// with the pending entry, so a restarted worker can tell whether the write happened.
import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import { stateOf, stateValue } from './actions';
import type { Grounds } from './grounds';
import type { Expectation, RecordValues } from './types';
import { valuesFor } from './row-values';
import { asStored, META_FIELDS, x2manyIds } from './values';

// Types whose values survive a create or write unchanged, so they identify a record.
const COMPARABLE = new Set(['char', 'integer', 'float', 'monetary', 'boolean', 'selection', 'many2one', 'date', 'datetime', 'many2many']);
const IDENTITY = new Set(['name', 'ref', 'default_code', 'email', 'login', 'code']);

/**
 * The values a new record can be recognised by: for a create, what was sent; for a re-create from
 * a snapshot (`identityOnly`), its required and name-like fields, since computed values may move.
 */
export function matchValues(values: Record<string, Json>, fields: FieldsMap, identityOnly = false): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => {
      const f = fields[name];
      if (!f || !COMPARABLE.has(f.type) || META_FIELDS.has(name)) return false;
      if (f.type === 'many2many' && !x2manyIds(value)) return false;
      return !identityOnly || f.required || IDENTITY.has(name);
    }).map(([name, value]) => [name, asStored(value, fields[name])]),
  );
}

/** What the records hold after a write that landed; fields whose result Odoo decides are left out. */
export function expectedAfter({ spec, fields, action }: Grounds, before: RecordValues, uid: number, since: number): Expectation | undefined {
  const each = (values: Record<string, Json>): RecordValues =>
    Object.fromEntries(('ids' in spec ? spec.ids : []).map((id) => [id, values]));
  switch (spec.kind) {
    case 'create':
      return { type: 'created', model: spec.model, records: [matchValues(spec.values, fields)], uid, since };
    case 'write': {
      const values: RecordValues = {};
      for (const id of spec.ids) {
        values[id] = {};
        for (const [name, value] of Object.entries(valuesFor(spec, id))) {
          const type = fields[name]?.type;
          if (type === 'one2many' || type === 'many2many') {
            const prior = x2manyIds(before[id]?.[name] ?? []) ?? [];
            const ids = x2manyIds(value, prior);
            if (ids) values[id]![name] = ids;
          } else if (type !== 'html' && type !== 'binary') values[id]![name] = asStored(value, fields[name]);
        }
      }
      return { type: 'values', model: spec.model, values };
    }
    case 'archive':
    case 'unarchive':
      return { type: 'values', model: spec.model, values: each({ active: spec.kind === 'unarchive' }) };
    case 'unlink':
      return { type: 'gone', model: spec.model, ids: spec.ids };
    case 'action':
    {
      if (!action) return undefined;
      // An action that only makes records (an invoice, a credit note) is seen by the records it made.
      if (action.creates && action.to.length !== 1) return { type: 'created', model: action.creates.model, records: [{}], uid, since };
      // Nothing to check on the records (Order Once): as before the table, no record holds ''.
      if (!action.to.length) return { type: 'values', model: spec.model, values: each({ state: '' }) };
      const field = action.stateField ?? 'state';
      // Several outcomes ('sent' or 'sale' after an e-mail): a record already in one stays in it.
      const to = (id: number) => (action.to.includes(stateOf(action, before[id])) ? before[id]![field]! : stateValue(action.to[0]!, fields[field]?.type));
      return { type: 'values', model: spec.model, values: Object.fromEntries(spec.ids.map((id) => [id, { [field]: to(id) }])) };
    }
    case 'message':
      return { type: 'created', model: 'mail.message', records: [{ model: spec.model, res_id: spec.ids[0], message_type: 'comment' }], uid, since };
  }
}
