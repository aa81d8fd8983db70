import type { Domain, OdooClient } from '@/lib/odoo/client';
import type { GroupRow, ReadGroupInput } from '@/lib/odoo/read-group';
import type { OdooRecord } from '@/lib/odoo/records';

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
  /** RPCs made through this view so far. */
  readonly rpcs: number;
}

export function probeClient(client: OdooClient, signal: AbortSignal): ProbeClient {
  let rpcs = 0;
  const opts = { signal };
  const counted = <T>(call: () => Promise<T>) => {
    rpcs++;
    return call();
  };
  return {
    searchRead: (model, domain, fields, { limit, order } = {}) =>
      counted(async () => (await client.searchRead(model, { domain, fields, limit, order }, opts)).records),
    read: (model, ids, fields) => counted(() => client.read(model, ids, fields, opts)),
    count: (model, domain) => counted(() => client.count(model, domain, opts)),
    readGroup: (model, input) => counted(() => client.readGroup(model, input, opts)),
    get rpcs() {
      return rpcs;
    },
  };
}
