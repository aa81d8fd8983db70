// Fields restricted to a group (`groups=` on an Odoo field, e.g. stock.quant's value for
// Inventory / Administrator). The stand-in's admin has every group, demo none of these.
// fields_get leaves them out; read names them in an AccessError (each version's words); a read
// without fields skips them. read_group checks them from 19 only: 16-18 sum stock.quant's value
// for anyone (seen on real 17 and 18 with demo).
import { isAdmin } from './access.ts';
import type { Env } from './env.ts';
import { accessError } from './errors.ts';
import type { FieldDef, ModelDef } from './models.ts';

export function fieldAllowed(env: Env, field: FieldDef | undefined): boolean {
  return !field?.groups || isAdmin(env);
}

/** Throws Odoo's AccessError when the user lacks the group of a field named. */
export function checkFieldAccess(env: Env, model: ModelDef, names: string[]): void {
  const refused = [...new Set(names)].filter((n) => !fieldAllowed(env, model.fields[n]));
  if (!refused.length) return;
  const groups = [...new Set(refused.map((n) => model.fields[n]!.groups!))].map((g) => `'${g}'`).join(', ');
  const list = refused.map((n) => `- ${n} (allowed for groups ${`'${model.fields[n]!.groups}'`})`).join('\n');
  const kind = `${model.description} (${model.name})`;
  if (env.version === 16) {
    throw accessError(`You do not have enough rights to access the fields "${refused.join(',')}" on ${kind}. Please contact your system administrator.\n\n(Operation: read)`);
  }
  if (env.version === 17) {
    throw accessError(`The requested operation can not be completed due to security restrictions.\n\nDocument type: ${kind}\nOperation: read\nUser: ${env.uid}\nFields:\n${list}`);
  }
  if (env.version === 18) {
    throw accessError(`You do not have enough rights to access the fields "${refused.join(',')}" on ${kind}. Please contact your system administrator.\n\nOperation: read\nUser: ${env.uid}\nFields:\n${list}`);
  }
  throw accessError(`You do not have enough rights to access the field${refused.length > 1 ? 's' : ''} "${refused.join(',')}" on ${kind}. Please contact your system administrator.\n\nOperation: read\nUser: ${env.uid}\nGroups: allowed for groups ${groups}`);
}
