// An x2many value as Odoo's write and create read it, one grammar on 16-19 (fields.py Command and
// _RelationalMulti.write_batch): a list of commands, or a plain list of ids for "set exactly these".
// The one place Weft reads the tuples; everything else switches on `op`.
//   [0, ref, values]   create a line (ref: 0 from a script, 'virtual_…' from the 17+ web client)
//   [1, id, values]    update a line          [2, id]   delete the record
//   [3, id]            drop the link only      [4, id]   link an existing record
//   [5]                drop every link         [6, _, ids]  set exactly these (_ is 0 or false)
// Trailing fillers ([2, id, 0], [4, id, false], [5, 0, 0]) are accepted as Odoo accepts them.

export type X2manyValues = Record<string, unknown>;

export type X2manyCommand =
  | { op: 'create'; values: X2manyValues }
  | { op: 'update'; id: number; values: X2manyValues }
  | { op: 'delete'; id: number }
  | { op: 'unlink'; id: number }
  | { op: 'link'; id: number }
  | { op: 'clear' }
  | { op: 'set'; ids: number[] }
  /** Not a command Weft can read (a bad id, an unknown code): whoever judges it assumes the worst. */
  | { op: 'unknown'; raw: unknown };

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
const isValues = (v: unknown): v is X2manyValues => typeof v === 'object' && v !== null && !Array.isArray(v);
const ON_ID = { 2: 'delete', 3: 'unlink', 4: 'link' } as const;

/**
 * The commands in an x2many value; undefined when it is not a list (false or a bare id, which a
 * write does not take as commands). An empty list is no command: Odoo changes nothing for it.
 */
export function parseX2many(value: unknown): X2manyCommand[] | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length && !Array.isArray(value[0])) {
    // Odoo reads a list whose first item is not a command as the ids to set.
    return [value.every(isId) ? { op: 'set', ids: [...value] } : { op: 'unknown', raw: value }];
  }
  return value.map(parseCommand);
}

function parseCommand(raw: unknown): X2manyCommand {
  if (!Array.isArray(raw)) return { op: 'unknown', raw };
  const [code, id, arg] = raw as unknown[];
  if (code === 0 && isValues(arg)) return { op: 'create', values: arg };
  if (code === 1 && isId(id) && isValues(arg)) return { op: 'update', id, values: arg };
  if ((code === 2 || code === 3 || code === 4) && isId(id)) return { op: ON_ID[code], id };
  if (code === 5) return { op: 'clear' };
  if (code === 6 && Array.isArray(arg) && arg.every(isId)) return { op: 'set', ids: [...arg] };
  return { op: 'unknown', raw };
}

/** The ids a command names (the line it updates, deletes, unlinks or links; the ids it sets). */
export function commandIds(command: X2manyCommand): number[] {
  return 'id' in command ? [command.id] : command.op === 'set' ? command.ids : [];
}
