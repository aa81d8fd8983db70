import { type Env, userCompanies } from './env.ts';
import { accessError, accessRightsError } from './errors.ts';
import type { ModelDef } from './models.ts';

export type Operation = 'read' | 'write' | 'create' | 'unlink';

export function isAdmin(env: Env): boolean {
  return env.uid === 1 || env.uid === 2;
}

/** ir.model.access: admin may do anything; other users are limited per model. */
export function checkAccess(env: Env, model: ModelDef, operation: Operation): void {
  // Only the superuser (uid 1) is above the access rights; admin holds them through its groups.
  if (env.uid !== 1 && env.db.revoked.get(`${env.uid}:${model.name}`)?.has(operation)) {
    throw accessRightsError(operation, model.description, model.name, model.groups ?? []);
  }
  const demo = typeof model.demo === 'function' ? model.demo(env.version) : model.demo;
  if (isAdmin(env) || !demo) return;
  if (demo === 'no-unlink' ? operation === 'unlink' : demo === 'none' || operation !== 'read') {
    throw accessRightsError(operation, model.description, model.name, model.groups ?? []);
  }
}

/** The web client may only ask for companies the user belongs to. */
export function checkCompanies(env: Env): void {
  const ids = env.context.allowed_company_ids;
  if (!Array.isArray(ids)) return;
  const mine = userCompanies(env);
  if (ids.some((id) => !mine.includes(Number(id)))) throw accessError('Access to unauthorized or invalid companies.');
}
