import { loginClient } from '../odoo-login';
import { startOdooStandIn, type CallLogEntry } from '../stand-ins/odoo/server';

/** An Odoo the Firefox suite runs against: the stand-in, or a real one named by ODOO_URL. */
export interface Target {
  name: string;
  url: string;
  version: number;
  /** A list view of sale orders (the content script must follow list -> form). */
  listPath: string;
  /** The form of a partner, by id. */
  formPath(id: number): string;
  /** A partner the chat turn may change; `cleanup` puts the world back. */
  partner: { id: number; name: string; phone: string };
  phoneOf(id: number): Promise<string>;
  /** The stand-in's log of calls (who called, as which user); real Odoo keeps none for us. */
  calls?: CallLogEntry[];
  /** Another Odoo on the same host name, other port (stand-ins only). */
  sibling?(): Promise<{ url: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

const formPath = (version: number) => (id: number) => (version >= 18 ? `/odoo/res.partner/${id}` : `/web#id=${id}&model=res.partner&view_type=form`);

export async function standInTarget(version: 17 | 18): Promise<Target> {
  const odoo = await startOdooStandIn({ version });
  const partner = odoo.db.get('res.partner', 5)!;
  return {
    name: `stand-in Odoo ${version}`,
    url: odoo.url,
    version,
    listPath: version >= 18 ? '/odoo/sales' : '/web#action=sale.action_quotations_with_onboarding&view_type=list',
    formPath: formPath(version),
    partner: { id: 5, name: String(partner.name), phone: String(partner.phone) },
    phoneOf: async (id) => String(odoo.db.get('res.partner', id)!.phone),
    calls: odoo.calls,
    sibling: () => startOdooStandIn({ version }),
    close: () => odoo.close(),
  };
}

/**
 * A real Odoo (opt-in): ODOO_URL, ODOO_DB, and admin/admin as in the Chromium real-Odoo test. A
 * scratch partner is created for the write and deleted afterwards.
 */
export async function realTarget(url: string, db: string): Promise<Target> {
  const { client } = await loginClient({ url, db, login: 'admin', password: 'admin' });
  const version = (await client.version()).major;
  const name = `Weft Firefox scratch ${Date.now()}`;
  const phone = '+1 555 0142';
  const id = await client.create('res.partner', { name, phone });
  return {
    name: `real Odoo ${version} at ${url}`,
    url,
    version,
    listPath: version >= 18 ? '/odoo/action-sale.action_orders' : '/web#action=sale.action_orders&view_type=list',
    formPath: formPath(version),
    partner: { id, name, phone },
    phoneOf: async (partnerId) => {
      const [row] = await client.read('res.partner', [partnerId], ['phone']);
      return String(row!.phone);
    },
    close: async () => void (await client.callKw('res.partner', 'unlink', [[id]])),
  };
}
