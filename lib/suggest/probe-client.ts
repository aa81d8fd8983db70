import type { Domain, OdooClient } from '@/lib/odoo/client';
import type { GroupRow, ReadGroupInput } from '@/lib/odoo/read-group';
import type { Many2one, OdooRecord } from '@/lib/odoo/records';
import { modelBlockedBy } from '@/lib/settings/policy';
import type { ModelPolicy } from '@/lib/skills/guards';

/**
 * What a probe may ask of Odoo: reads only, through the one client (so probes and skills see the
 * same record shapes on 16-19), each method one call_kw, so a probe cannot write and its RPCs can
 * be counted. Fields are always named; their types come from the client's fields_get cache.
 */
export interface ProbeClient {
  searchRead(model: string, domain: Domain, fields: string[], opts?: { limit?: number; order?: string }): Promise<OdooRecord[]>;
  read(model: string, ids: number[], fields: string[]): Promise<OdooRecord[]>;
  count(model: string, domain: Domain): Promise<number>;
  readGroup(model: string, input: ReadGroupInput): Promise<GroupRow[]>;
  /** Odoo's own name lookup (16: display_name, 17+: complete_name, where a `display_name` leaf is dropped). */
  nameSearch(model: string, name: string, input?: { operator?: string; limit?: number }): Promise<Many2one[]>;
  /** RPCs made through this view so far. */
  readonly rpcs: number;
}

/** `policy`: the organisation's blocked and allowed models; a probe that reaches one is silent. */
export function probeClient(client: OdooClient, signal: AbortSignal, policy: ModelPolicy = {}): ProbeClient {
  let rpcs = 0;
  const opts = { signal };
  const counted = <T>(model: string, call: () => Promise<T>) => {
    const blocked = modelBlockedBy(model, policy);
    if (blocked) return Promise.reject(new Error(`Not read: ${blocked}.`));
    rpcs++;
    return call();
  };
  return {
    searchRead: (model, domain, fields, { limit, order } = {}) =>
      counted(model, async () => (await client.searchRead(model, { domain, fields, limit, order }, opts)).records),
    read: (model, ids, fields) => counted(model, () => client.read(model, ids, fields, opts)),
    count: (model, domain) => counted(model, () => client.count(model, domain, opts)),
    readGroup: (model, input) => counted(model, () => client.readGroup(model, input, opts)),
    nameSearch: (model, name, input) => counted(model, () => client.nameSearch(model, name, input, opts)),
    get rpcs() {
      return rpcs;
    },
  };
}
