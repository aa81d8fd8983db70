// The outcomes an undo plan can end in without sending anything, and the small pieces every plan uses.
import type { Json } from '@/lib/db';
import { said, type Text } from '@/lib/i18n';
import type { FieldsMap } from '@/lib/odoo';
import { listArg } from './summary';
import type { JournalEntry } from './types';
import type { Settled } from './undo-types';
import { toWriteValue } from './values';

export const refused = (reason: Text): Settled => ({ type: 'settled', status: 'not_undoable', reason });
export const failedWith = (error: Text): Settled => ({ type: 'settled', status: 'failed', error });
export const nothingLeft = (note: Text): Settled => ({ type: 'settled', status: 'undone', note });
export const gone = (op: JournalEntry, ids: number[]): Settled =>
  failedWith(said('undo.gone', { count: ids.length, names: listArg(ids.map((id) => op.displayNames[id] ?? `#${id}`)) }));
export const writeValues = (values: Record<string, Json>, fields: FieldsMap) =>
  Object.fromEntries(Object.entries(values).map(([f, v]) => [f, toWriteValue(v, fields[f])]));
export const names = (ids: number[], known: Record<number, string>) => listArg(ids.map((id) => known[id] ?? `#${id}`));


/** Two notes one after the other (either may be absent, or text from an older entry). */
export function joined(a: Text | undefined, b: Text | undefined): Text | undefined;
export function joined(a: Text, b: Text | undefined): Text;
export function joined(a: Text | undefined, b: Text | undefined): Text | undefined {
  if (!a || (Array.isArray(a) && !a.length)) return b || undefined;
  if (!b || (Array.isArray(b) && !b.length)) return a;
  const list = (t: Text) => (typeof t === 'string' ? [said('ops.value', { value: t })] : Array.isArray(t) ? t : [t]);
  return [...list(a), ...list(b)];
}
