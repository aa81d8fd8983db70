// Whether a value typed on a card is one of its kind (lib/ops/card-edits.ts): a real date, a whole
// number, one of a choice's keys. Pure.
import type { Json } from '@/lib/db';

/** How a value is edited on the card. */
export type EditKind = 'text' | 'longtext' | 'integer' | 'number' | 'date' | 'datetime' | 'record' | 'choice' | 'boolean';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const realDate = (text: string) => {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
};

/** Whether `value` is a value of this kind (a choice: one of `options`' keys). */
export function fits(kind: EditKind, value: Json, options: ReadonlyArray<[string, string]> = []): boolean {
  switch (kind) {
    case 'text':
    case 'longtext':
      return typeof value === 'string' && value.length <= 100_000;
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && realDate(value);
    case 'datetime': {
      const m = typeof value === 'string' ? DATETIME.exec(value) : null;
      return !!m && realDate(m[1]!) && +m[2]! < 24 && +m[3]! < 60 && +m[4]! < 60;
    }
    case 'record':
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
    case 'choice':
      return typeof value === 'string' && options.some(([key]) => key === value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}
