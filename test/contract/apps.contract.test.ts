import { afterAll, describe, expect, it } from 'vitest';
import { readApps } from '@/lib/skills/apps';
import { loginClient } from '../odoo-login';
import { targets } from './target';

// What a non-admin may learn about the database's apps: root menus yes (one search_read), the
// list of models no. The stand-in's demo database has Sales, CRM, Invoicing, Purchase, Inventory
// installed, as the four real demo databases do.
for (const target of targets()) {
  describe(`Odoo contract, apps: ${target.name}`, () => {
    afterAll(() => target.close());

    it("a non-admin reads their apps from the root menus, and is refused ir.model", async () => {
      const login = await target.restricted();
      if (!login) return;
      const { client } = await loginClient(login);
      await client.session();
      const before = client.rpcCount;
      expect([...(await readApps(client))].sort()).toEqual(['crm', 'inventory', 'invoicing', 'purchase', 'sales']);
      expect(client.rpcCount - before).toBe(1);
      await expect(client.callKw('ir.model', 'search_read', [[['model', '=', 'res.partner']], ['model']])).rejects.toMatchObject({ kind: 'access_denied' });
    });
  });
}
