// Companies travel with the work (real Odoo via ODOO_URL etc., else the stand-in in 17 and 18):
// a journal entry keeps the companies active in the tab where its turn started and sends them on
// its write, its reconcile and its undo, whatever the UI shows later. Odoo's demo data has a
// second company; a partner of it is invisible to a call that allows only the first. A call that
// names no companies acts in all of the user's (Odoo's env.companies), and new records default to
// the user's current company (env.company).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityKey, identityOf, newId, WeftDb } from '@/lib/db';
import { isOdooError, type OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { TurnRef } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { targets } from './target';

for (const target of targets()) {
  describe(`companies contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let origin: string;
    let [a, b] = [0, 0];
    const scratch: number[] = [];

    beforeAll(async () => {
      const login = await target.admin();
      origin = login.url;
      client = (await loginClient(login)).client;
      db = new WeftDb(`companies-${newId()}`);
      const { companies } = await client.session();
      a = companies!.current;
      b = companies!.allowed.find((c) => c.id !== a)?.id ?? 0;
    });
    afterAll(async () => {
      if (scratch.length) await client.withCompanies([b, a]).unlink('res.partner', scratch).catch(() => undefined);
      db?.close();
      await target.close();
    });

    it("with no allowed_company_ids a call sees every company of the user, and defaults new records to the user's current one", async () => {
      expect(b, 'the demo data has a second company').toBeGreaterThan(0);
      const inB = await client.withCompanies([b, a]).create('res.partner', { name: `Weft companies default ${Date.now()}`, company_id: b });
      scratch.push(inB);
      const none = client.withCompanies(undefined);
      expect(none.companyIds).toBeUndefined();
      expect(await none.callKw('res.partner', 'search', [[['id', '=', inB]]])).toEqual([inB]);
      expect(await none.read('res.partner', [inB], ['name'])).toHaveLength(1);
      expect(await client.withCompanies([a]).callKw('res.partner', 'search', [[['id', '=', inB]]])).toEqual([]);
      // env.company: the user's own company_id, not the first of company_ids (on real Odoo [2, 1]).
      const [user] = await none.read('res.users', [(await client.session()).uid], ['company_id']);
      const own = (user!.company_id as { id: number } | [number, string]);
      const ownId = Array.isArray(own) ? own[0] : own.id;
      expect(await none.callKw('sale.order', 'default_get', [['company_id']])).toEqual({ company_id: ownId });
      expect(await client.withCompanies([b, a]).callKw('sale.order', 'default_get', [['company_id']])).toEqual({ company_id: b });
    });

    it("a record of company B written while the tab shows B and A: after a restart with no tab, reconcile and undo still find it", async () => {
      expect(b, 'the demo data has a second company').toBeGreaterThan(0);
      const session = await client.session();
      const ref: TurnRef = { conversationId: 'c', turnId: newId(), skill: 'contract', identity: identityKey(identityOf(origin, session)), companyIds: [b, a] };
      const name = `Weft companies contract ${Date.now()}`;
      const { operation } = await new Journal({ client, db, origin }).run({ kind: 'create', model: 'res.partner', values: { name, company_id: b } }, ref);
      const id = operation.recordIds[0]!;
      scratch.push(id);
      expect(operation).toMatchObject({ status: 'done', companyIds: [b, a] });

      // The tab now shows company A only: a call with the UI's companies is refused the record.
      const onlyA = client.withCompanies([a]);
      const refused = await onlyA.read('res.partner', [id], ['name']).catch((e: unknown) => e);
      expect(isOdooError(refused, 'access_denied')).toBe(true);

      // The worker stopped before the answer was stored; the restarted one has no tab, and (as the
      // old per-origin tracking did) the last companies the UI reported: A only.
      await db.operations.update(operation.id, { status: 'pending', recordIds: [], after: {} });
      const restarted = new Journal({ client: onlyA, db, origin });
      expect(await restarted.reconcile()).toMatchObject({ checked: 1, done: 1 });
      expect(await db.operations.get(operation.id)).toMatchObject({ status: 'done', recordIds: [id] });

      expect(await restarted.undo(operation.id)).toMatchObject({ status: 'undone' });
      expect(await client.withCompanies([b, a]).read('res.partner', [id], ['name'])).toEqual([]);
      scratch.pop();
    });
  });
}
