import { OdooClient } from '@/lib/odoo/client';
import { fetchTransport } from '@/lib/odoo/transport';

// One Odoo client per origin in the worker: its calls carry the user's own session cookie (one
// cookie jar per origin), so whoever is signed in there is who it acts as. Companies are not set
// here: each turn, journal entry and probe scopes the client to its own (withCompanies).
const clients = new Map<string, OdooClient>();

export function odooClientFor(origin: string): OdooClient {
  const key = new URL(origin).origin;
  let client = clients.get(key);
  if (!client) clients.set(key, (client = new OdooClient({ origin: key, transport: fetchTransport(key) })));
  return client;
}
