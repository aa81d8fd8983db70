// Pressing workflow buttons and checking they did what they say: a button may answer with a
// dialog (a wizard) and change nothing, which must not be journaled as done.
import type { Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { buttonContext } from './actions';
import { OpsError } from './errors';
import { readValues, type ReadResult } from './io';
import { listNames } from './summary';

export interface Pressed {
  read: ReadResult;
  /** Names of dialogs Odoo opened instead of (or besides) acting. */
  dialogs: string[];
}

/**
 * Runs `methods` in order on `ids`, then reads `watch`. Rejects with an OpsError saying what ran
 * and where the records are when they did not reach `to`.
 */
export async function pressButtons(
  client: OdooClient,
  target: { model: string; ids: number[]; watch: string[] },
  methods: string[],
  to: string,
  /** Filled with the methods that ran, so a caller can say how far it got after a refusal. */
  ran: string[] = [],
): Promise<Pressed> {
  const { model, ids, watch } = target;
  const dialogs: string[] = [];
  for (const method of methods) {
    const context = buttonContext(model, method);
    const dialog = dialogName(await client.callButton(model, method, ids, context ? { context } : {}));
    if (dialog) dialogs.push(dialog);
    ran.push(method);
  }
  const read = await readValues(client, model, ids, watch);
  // A stateless button (to = '') has nothing to check afterwards.
  const stuck = to ? ids.filter((id) => (read.values[id]?.state as Json) !== to) : [];
  if (stuck.length) {
    const where = stuck.map((id) => `${read.names[id] ?? `#${id}`} is ${String(read.values[id]?.state ?? 'gone')}`);
    const why = dialogs.length ? ` Odoo opened the dialog "${dialogs.join('", "')}" instead, which Weft does not fill in.` : '';
    throw new OpsError(`Odoo did not complete ${ran.join(' then ')}: ${listNames(where)}, not ${to}.${why}`);
  }
  return { read, dialogs };
}

function dialogName(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const action = result as { target?: unknown; name?: unknown; res_model?: unknown };
  if (action.target !== 'new') return undefined;
  return typeof action.name === 'string' ? action.name : String(action.res_model ?? 'a dialog');
}
