import type { OdooClient } from '@/lib/odoo/client';

// Which Odoo apps a user has: the root menus Odoo shows them (ir.ui.menu's search keeps only the
// menus the user's groups see, on 16-19, for any internal user; ir.model and ir.module.module are
// refused to non-admins). A root menu's web_icon names its module. So one search_read says both
// what is installed and what this user may open: a skill for an app they lack is not offered.

export type App = 'crm' | 'sales' | 'invoicing' | 'purchase' | 'inventory';

const MODULES: Record<App, readonly string[]> = {
  crm: ['crm'],
  sales: ['sale', 'sale_management'],
  invoicing: ['account', 'account_accountant'],
  purchase: ['purchase'],
  inventory: ['stock'],
};

/** The apps among the root menus' modules. */
export function appsOf(modules: readonly string[]): Set<App> {
  return new Set((Object.keys(MODULES) as App[]).filter((app) => MODULES[app].some((m) => modules.includes(m))));
}

/** One round trip: the user's root menus, read as apps. */
export async function readApps(odoo: OdooClient): Promise<Set<App>> {
  const rows = await odoo.callKw<Array<{ web_icon?: unknown }>>('ir.ui.menu', 'search_read', [[['parent_id', '=', false]], ['web_icon']]);
  return appsOf(rows.map((r) => (typeof r.web_icon === 'string' ? r.web_icon.split(',')[0]! : '')));
}

/** Skills that can work here, in registry order (so the tool prefix stays the same turn after turn). */
export function fittingSkills<S extends { app?: App; fit?: (apps: ReadonlySet<App>) => unknown }>(skills: readonly S[], apps: ReadonlySet<App> | null): S[] {
  if (!apps) return [...skills];
  return skills.filter((s) => !s.app || apps.has(s.app)).map((s) => (s.fit ? fitted(s, apps) : s));
}

// One fitted copy per skill and apps set: the same object every turn (and the same description).
const fits = new WeakMap<object, Map<string, unknown>>();
function fitted<S extends { fit?: (apps: ReadonlySet<App>) => unknown }>(skill: S, apps: ReadonlySet<App>): S {
  const key = [...apps].sort().join(',');
  let byApps = fits.get(skill);
  if (!byApps) fits.set(skill, (byApps = new Map()));
  if (!byApps.has(key)) byApps.set(key, skill.fit!(apps));
  return byApps.get(key) as S;
}

// Per identity, for the worker's life: apps change when an admin installs one, rarely mid-session.
const cache = new Map<string, Promise<Set<App> | null>>();

/** The identity's apps, read once; null (offer everything) when Odoo would not say, not cached. */
export function appsFor(identity: string, odoo: OdooClient): Promise<Set<App> | null> {
  let found = cache.get(identity);
  if (!found) {
    found = readApps(odoo).catch(() => {
      cache.delete(identity);
      return null;
    });
    cache.set(identity, found);
  }
  return found;
}
