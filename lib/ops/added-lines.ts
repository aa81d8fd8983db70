import type { Json } from '@/lib/db';
import type { FieldsMap } from '@/lib/odoo';
import type { RecordValues } from './types';
import { x2manyIds } from './values';

// Lines a write added to a record (one2many, command 0) are undone by deleting exactly those lines
// ([2, id]) rather than by putting the old list of lines back: a line someone added since stays,
// and one of ours someone deleted since is no conflict. A field the write also took lines out of
// keeps the whole-list restore, and its conflict check.

/** Per record, per one2many field the write only added to: the line ids it added. */
export type AddedLines = Record<number, Record<string, number[]>>;

export function addedLines(before: RecordValues, after: RecordValues, fields: FieldsMap): AddedLines {
  const out: AddedLines = {};
  for (const [key, values] of Object.entries(after)) {
    const id = Number(key);
    for (const [name, value] of Object.entries(values)) {
      if (fields[name]?.type !== 'one2many') continue;
      const [was, now] = [x2manyIds(before[id]?.[name] ?? []), x2manyIds(value)];
      if (!was || !now || !was.every((line) => now.includes(line))) continue;
      const added = now.filter((line) => !was.includes(line));
      if (added.length) (out[id] ??= {})[name] = added;
    }
  }
  return out;
}

/** The values without the fields undone as added lines. */
export function withoutAdded(values: RecordValues, added: AddedLines): RecordValues {
  return Object.fromEntries(Object.entries(values).map(([id, v]) => [id, Object.fromEntries(Object.entries(v).filter(([f]) => !added[Number(id)]?.[f]))]));
}

/** Per record and field: [2, id] for each added line still there, and the line ids that stay. */
export function removeAdded(added: AddedLines, current: RecordValues): { commands: Record<number, Record<string, Json[]>>; left: RecordValues } {
  const commands: Record<number, Record<string, Json[]>> = {};
  const left: RecordValues = {};
  for (const [key, byField] of Object.entries(added)) {
    const id = Number(key);
    for (const [name, lines] of Object.entries(byField)) {
      const now = x2manyIds(current[id]?.[name] ?? []) ?? [];
      const there = lines.filter((line) => now.includes(line));
      if (!there.length) continue;
      (commands[id] ??= {})[name] = there.map((line) => [2, line]);
      (left[id] ??= {})[name] = now.filter((line) => !there.includes(line));
    }
  }
  return { commands, left };
}
