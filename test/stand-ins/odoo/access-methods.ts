// What a user may do, asked as Odoo's web client asks (real 16-19, pinned by
// test/contract/rights.contract.test.ts): check_access_rights on every version, has_access from
// 18, and ir.model's display_name_for, which any internal user may call although ir.model itself
// is refused to them.
import { checkAccess, type Operation } from './access.ts';
import { assertionError, OdooError } from './errors.ts';
import type { Method } from './orm-methods.ts';
import { browseAllowed } from './search.ts';

const OPERATIONS = ['read', 'write', 'create', 'unlink'];

/** Whether checking passes: Odoo's AccessError becomes false, anything else is raised. */
function passes(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof OdooError && error.exceptionName === 'odoo.exceptions.AccessError') return false;
    throw error;
  }
}

export const ACCESS_METHODS: Record<string, Method> = {
  check_access_rights: {
    params: ['operation', 'raise_exception'],
    run(env, m, p) {
      if (p.raise_exception === false) return passes(() => checkAccess(env, m, p.operation as Operation));
      checkAccess(env, m, p.operation as Operation);
      return true;
    },
  },
  // On an empty recordset the access rights only; on records the record rules too (18's _check_access).
  has_access: {
    multi: true,
    since: 18,
    params: ['operation'],
    run(env, m, p, ids) {
      const operation = String(p.operation) as Operation;
      if (!OPERATIONS.includes(operation)) throw assertionError('Invalid access mode');
      return passes(() => {
        checkAccess(env, m, operation);
        if (ids.length && operation !== 'create') browseAllowed(env, m, ids, operation);
      });
    },
  },
  // Readable models with their description; a refused, transient (17+) or unknown one answers its
  // own technical name, after the others (web/models/ir_model.py).
  display_name_for: {
    models: ['ir.model'],
    params: ['models'],
    run(env, _m, p) {
      const asked = Array.isArray(p.models) ? p.models.map(String) : [];
      const ok = (name: string) => {
        const model = env.registry.get(name);
        return !!model && !(env.version >= 17 && model.transient) && passes(() => checkAccess(env, model, 'read'));
      };
      const readable = asked.filter(ok);
      return [
        ...readable.map((name) => ({ display_name: env.registry.get(name)!.description, model: name })),
        ...asked.filter((name) => !readable.includes(name)).map((name) => ({ display_name: name, model: name })),
      ];
    },
  },
};
