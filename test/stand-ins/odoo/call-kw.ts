import { checkAccess, checkCompanies } from './access.ts';
import { asIds, type Env, modelOf } from './env.ts';
import { accessError, attributeError, typeError } from './errors.ts';
import type { ModelDef } from './models.ts';
import { METHODS, type Method, type Params } from './orm-methods.ts';
import { browseAllowed } from './search.ts';
import { BUTTONS } from './workflow.ts';
import { existingOrMissing } from './write.ts';

function missingMethod(env: Env, model: ModelDef, method: string) {
  // Odoo 18 moved the lookup to get_public_method, which words it differently.
  return attributeError(
    env.version >= 18
      ? `The method '${model.name}.${method}' does not exist`
      : `The method '${method}' does not exist on the model '${model.name}'`,
  );
}

function buttonMethod(model: ModelDef, method: string): Method | undefined {
  const button = BUTTONS[model.name]?.[method];
  if (!button) return undefined;
  return {
    multi: true,
    params: [],
    run(env, m, _p, ids) {
      checkAccess(env, m, 'write');
      return button(env, existingOrMissing(env, m, ids, browseAllowed(env, m, ids, 'write')));
    },
  };
}

function findMethod(env: Env, model: ModelDef, method: string): Method {
  // A model's own button wins over the generic method of the same name (crm.lead's action_unarchive).
  const def = buttonMethod(model, method) ?? METHODS[method];
  const unavailable =
    !def ||
    (def.since !== undefined && env.version < def.since) ||
    (def.until !== undefined && env.version > def.until) ||
    (def.mail && !model.mail) ||
    (def.models && !def.models.includes(model.name));
  if (unavailable) throw missingMethod(env, model, method);
  return def;
}

/** Binds positional args then keyword args to the method's parameter names. */
function bind(names: string[], args: unknown[], kwargs: Params): Params {
  const params: Params = {};
  names.forEach((name, i) => {
    if (i < args.length) params[name] = args[i];
  });
  for (const [key, value] of Object.entries(kwargs)) if (key !== 'context') params[key] = value;
  return params;
}

/** odoo.api.call_kw as reached from /web/dataset/call_kw and /web/dataset/call_button. */
export function callKw(env: Env, modelName: string, method: string, args: unknown, kwargs: unknown): unknown {
  if (method.startsWith('_')) {
    const shown = env.version >= 18 ? `'${modelName}.${method}'` : method;
    throw accessError(`Private methods (such as ${shown}) cannot be called remotely.`);
  }
  const model = modelOf(env, modelName);
  checkCompanies(env);
  const def = findMethod(env, model, method);
  const list = Array.isArray(args) ? args : [];
  const keywords = kwargs && typeof kwargs === 'object' ? (kwargs as Params) : {};
  let ids: number[] = [];
  let rest = list;
  if (def.multi) {
    if (!list.length) throw typeError(`${model.name}.${method}() missing 1 required positional argument: 'self'`);
    ids = asIds(list[0]);
    rest = list.slice(1);
  }
  const names = typeof def.params === 'function' ? def.params(env.version) : def.params;
  return def.run(env, model, bind(names, rest, keywords), ids);
}
