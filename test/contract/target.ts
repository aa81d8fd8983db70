import type { Module, OdooStandIn, OdooVersion } from '../stand-ins/odoo/server';
import type { Login } from '../odoo-login';

// The contract suite runs against a real Odoo when ODOO_URL is set, else against the stand-in
// in each version it imitates, so the stand-in is held to what real Odoo does.

export interface Target {
  name: string;
  admin: () => Promise<Login>;
  /** A user without admin rights (Odoo's demo user), when the target has one. */
  restricted: () => Promise<Login | undefined>;
  close: () => Promise<void>;
}

export function targets(): Target[] {
  const url = process.env.ODOO_URL;
  if (url) {
    const db = process.env.ODOO_DB ?? '';
    return [{
      name: `real Odoo at ${url}`,
      admin: async () => ({ url: url.replace(/\/+$/, ''), db, login: process.env.ODOO_LOGIN ?? 'admin', password: process.env.ODOO_PASSWORD ?? 'admin' }),
      restricted: async () =>
        process.env.ODOO_LOGIN2 ? { url: url.replace(/\/+$/, ''), db, login: process.env.ODOO_LOGIN2, password: process.env.ODOO_PASSWORD2 ?? '' } : undefined,
      close: async () => {},
    }];
  }
  return standIns([17, 18]);
}

/**
 * The stand-in in these versions (a contract file may add 16 and 19 where versions differ), with
 * these optional modules installed (none: as the real test servers were set up).
 */
export function standIns(versions: OdooVersion[], modules: Module[] = []): Target[] {
  return versions.map((version) => {
    let standIn: Promise<OdooStandIn> | undefined;
    // Loaded lazily: a run against real Odoo does not need the stand-in.
    const start = () => (standIn ??= import('../stand-ins/odoo/server').then((m) => m.startOdooStandIn({ version, modules })));
    return {
      name: `stand-in Odoo ${version}${modules.length ? ` with ${modules.join(', ')}` : ''}`,
      admin: async () => ({ url: (await start()).url, db: 'weft', login: 'admin', password: 'admin' }),
      restricted: async () => ({ url: (await start()).url, db: 'weft', login: 'demo', password: 'demo' }),
      close: async () => void (await (await standIn)?.close()),
    };
  });
}

/** Removes a case's scratch records, newest first; a record Odoo keeps from deletion is put back to draft first. */
export async function removeScratch(
  client: { callButton(model: string, method: string, ids: number[], options?: { context?: Record<string, unknown> }): Promise<unknown>; unlink(model: string, ids: number[]): Promise<unknown> },
  scratch: Array<[string, number]>,
): Promise<void> {
  for (const [model, id] of scratch.reverse()) {
    if (model === 'sale.order') await client.callButton(model, 'action_cancel', [id], { context: { disable_cancel_warning: true } }).catch(() => undefined);
    if (model === 'account.move') await client.callButton(model, 'button_draft', [id]).catch(() => undefined);
    if (model === 'purchase.order') await client.callButton(model, 'button_cancel', [id]).catch(() => undefined);
    if (model === 'account.payment') await client.callButton(model, 'action_draft', [id]).catch(() => undefined);
    await client.unlink(model, [id]).catch(() => undefined);
  }
}
