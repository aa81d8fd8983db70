import { afterAll, describe, expect, it } from 'vitest';
import { neededBy, readRights } from '@/lib/skills/rights';
import { skills } from '@/skills';
import { loginClient } from '../odoo-login';
import { targets } from './target';

// What a non-admin may learn about their access rights, and in how many calls. Real 16-19 (and
// the stand-in, as strict): ir.model.access is refused to them; ir.model.display_name_for says
// in one call which models exist and they may read; the other operations are one call per model
// and operation (check_access_rights up to 17, has_access from 18), sent together. Every demo
// database has res.country readable and not writable by demo, and res.partner writable.
for (const target of targets()) {
  describe(`Odoo contract, rights: ${target.name}`, () => {
    afterAll(() => target.close());

    it('a non-admin learns read/create/write/unlink per model: read once for all, the rest together', async () => {
      const login = await target.restricted();
      if (!login) return;
      const { client } = await loginClient(login);
      await client.session();
      await expect(client.callKw('ir.model.access', 'search_read', [[['model_id.model', '=', 'res.partner']], ['perm_write']])).rejects.toMatchObject({ kind: 'access_denied' });

      const before = client.rpcCount;
      const rights = await readRights(client, ['res.country', 'res.country:write', 'res.country:create', 'res.country:unlink', 'res.partner:write', 'ir.config_parameter', 'ir.config_parameter:write', 'weft.no.such.model', 'weft.no.such.model:write']);
      // One display_name_for, then write/create/unlink of res.country and write of res.partner.
      expect(client.rpcCount - before).toBe(5);
      expect([...rights.granted].sort()).toEqual(['res.country:read', 'res.partner:read', 'res.partner:write']);
    });

    it("the registry's needs are answered for demo without an error, and demo may read what Sales and Invoicing skills read", async () => {
      const login = await target.restricted();
      if (!login) return;
      const { client } = await loginClient(login);
      const rights = await readRights(client, neededBy(skills));
      for (const model of ['sale.order', 'sale.order.line', 'account.move', 'crm.lead']) expect(rights.granted.has(`${model}:read`), model).toBe(true);
      expect(rights.granted.has('sale.order:write')).toBe(true);
    });
  });
}
