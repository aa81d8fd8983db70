import type { CallOptions, OdooClient } from './client';
import { traitsOf } from './versions';

// What a user's access rights (ir.model.access, by their groups) allow, asked the way Odoo's own
// web client asks. Record rules are per record and stay Odoo's job when a call is made.
// Proven for a non-admin on real 16-19 (test/contract/rights.contract.test.ts): ir.model.access
// is refused to them ("Administration/Access Rights"), JSON-RPC takes no batch (400), and no
// public method answers create/write/unlink for several models at once.

export type Operation = 'read' | 'create' | 'write' | 'unlink';

const READ_ONLY: CallOptions = { write: false };

/**
 * Which of `models` exist here and the user may read, in one call: ir.model.display_name_for
 * (16-19, any internal user; the web client's model selector) checks read access per model and
 * answers a model it refuses, or one that is not installed, with its technical name as its name.
 * 17+ also answer transient models (wizards) that way. A model whose description is its technical
 * name would read as refused: never one a skill needs.
 */
export async function readableModels(odoo: OdooClient, models: readonly string[]): Promise<Set<string>> {
  if (!models.length) return new Set();
  const rows = await odoo.callKw<unknown>('ir.model', 'display_name_for', [[...models]], {}, READ_ONLY);
  const readable = new Set<string>();
  for (const row of Array.isArray(rows) ? rows : []) {
    if (typeof row !== 'object' || row === null) continue;
    const { model, display_name: name } = row as { model?: unknown; display_name?: unknown };
    if (typeof model === 'string' && models.includes(model) && typeof name === 'string' && name !== model) readable.add(model);
  }
  return readable;
}

/**
 * Whether the user's access rights allow `operation` on `model` (an installed one: on a missing
 * model Odoo answers an error), asked as the server's web client asks (versions.ts accessCall; 18
 * and 19 still answer check_access_rights, with a deprecation warning).
 */
export async function hasAccess(odoo: OdooClient, model: string, operation: Operation): Promise<boolean> {
  const answer = traitsOf(await odoo.version()).accessCall === 'has_access'
    ? await odoo.callKw<unknown>(model, 'has_access', [[], operation], {}, READ_ONLY)
    : await odoo.callKw<unknown>(model, 'check_access_rights', [operation], { raise_exception: false }, READ_ONLY);
  return answer === true;
}

/**
 * Which of `fields` the user may see on `model`: fields_get leaves out a field of a module that is
 * not installed and one restricted to groups the user lacks (`groups=`, e.g. stock.quant's value
 * for Inventory / Administrator), on 16-19.
 */
export async function visibleFields(odoo: OdooClient, model: string, fields: readonly string[], opts: CallOptions = {}): Promise<Set<string>> {
  const answer = await odoo.callKw<unknown>(model, 'fields_get', [[...fields]], { attributes: ['type'] }, { ...opts, ...READ_ONLY });
  return new Set(fields.filter((f) => typeof answer === 'object' && answer !== null && f in answer));
}
