// Team activity against the Odoo stand-in: the trail's notes read back with each user's session,
// one call per page, Odoo's rights deciding what each sees.
import { afterEach, describe, expect, it } from 'vitest';
import { OdooClient, fetchTransport } from '@/lib/odoo';
import { loginClient } from '../../test/odoo-login';
import { Journal } from './journal';
import { readTeamActivity, teamDomain } from './team-activity';
import { TRAIL_MARK } from './trail';
import { rig, turn, type Rig } from '../../test/journal-rig';

let r: Rig | undefined;
afterEach(async () => {
  await r?.close();
  r = undefined;
});

const demoClient = async (rig: Rig) => {
  const { fetch } = await loginClient({ url: rig.odoo.url, db: 'weft', login: 'demo', password: 'demo' });
  return new OdooClient({ origin: rig.odoo.url, transport: fetchTransport(rig.odoo.url, fetch), retryDelayMs: 0 });
};

describe('readTeamActivity', () => {
  it('lists the notes of every user, newest first, in one call a page (and the count beside the first); a user without rights on a record does not see its notes', async () => {
    r = await rig(17);
    const journal = new Journal({ client: r.client, db: r.db, origin: r.odoo.url, trail: async () => true });
    const edit = await journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { city: 'Oakland' } }, turn());
    await journal.undo(edit.operation.id);
    await journal.run({ kind: 'write', model: 'sale.order', ids: [1], values: { client_order_ref: 'PO-7' } }, turn());
    await r.client.session();

    const [page, trips] = await r.trips(() => readTeamActivity(r!.client, {}));
    expect(trips).toBeLessThanOrEqual(3); // the page and its count side by side (and fields_get of mail.message the first time)
    expect(page.total).toBe(3); // a short page waits for its count: the end, or notes left out?
    expect(page.counted).toBeUndefined();
    expect(page.rows.map((row) => [row.model, row.resId, row.undo])).toEqual([['sale.order', 1, false], ['res.partner', 5, true], ['res.partner', 5, false]]);
    const [, , changed] = page.rows;
    expect(changed).toMatchObject({ author: 'YourCompany, Mitchell Admin', record: 'Azure Interior', headline: 'Changed with Weft, asked by Mitchell Admin', lines: ['City: Fremont → Oakland'] });
    expect(changed!.url).toBe(`${r.odoo.url}/web#model=res.partner&id=5&view_type=form`);
    // A full page comes without waiting for the count, which follows.
    const [full, fullCalls] = await r.trips(() => readTeamActivity(r!.client, {}, undefined, 2));
    expect(fullCalls).toBe(2);
    expect(full).toMatchObject({ seen: 2, next: 2, rows: [{ model: 'sale.order' }, { model: 'res.partner', undo: true }] });
    expect(full.total).toBeUndefined();
    expect(await full.counted).toBe(3);
    const [again, more] = await r.trips(() => readTeamActivity(r!.client, { model: 'res.partner' }, { offset: 1, seen: 1, total: 2 }, 1));
    expect(more).toBe(1);
    expect(again).toMatchObject({ total: 2, offset: 1, seen: 2, rows: [{ model: 'res.partner', undo: false }] });
    expect(again.next).toBeUndefined();

    // Demo reads sale orders no more: Odoo's rule on mail.message leaves their notes out.
    r.odoo.db.revoke(6, 'sale.order', ['read']);
    const demo = await demoClient(r);
    const all = await readTeamActivity(demo, {});
    expect(all.rows.map((row) => row.model)).toEqual(['res.partner', 'res.partner']);
    expect(all).toMatchObject({ total: 2, seen: 2 });

    // Pages of one: Odoo leaves the sale order's note out after taking the page, so the first window
    // is empty (and answers a length of 0): the page counts apart and reads on to the next window.
    await demo.session();
    const [first, calls] = await r.trips(() => readTeamActivity(demo, {}, undefined, 1), demo);
    expect(calls).toBe(3);
    expect(first).toMatchObject({ total: 2, offset: 0, seen: 1, next: 2, rows: [{ model: 'res.partner', undo: true }] });
    const second = await readTeamActivity(demo, {}, { offset: first.next!, seen: first.seen, total: first.total }, 1);
    expect(second).toMatchObject({ seen: 2, rows: [{ model: 'res.partner', undo: false }] });
    expect(second.next).toBeUndefined();
  });

  it('pages as Odoo does for mail.message: the page first, then what the user may not see left out', async () => {
    r = await rig(17);
    const journal = new Journal({ client: r.client, db: r.db, origin: r.odoo.url, trail: async () => true });
    await journal.run({ kind: 'write', model: 'res.partner', ids: [5], values: { city: 'Oakland' } }, turn());
    await journal.run({ kind: 'write', model: 'sale.order', ids: [1], values: { client_order_ref: 'PO-7' } }, turn());
    r.odoo.db.revoke(6, 'sale.order', ['read']);
    const demo = await demoClient(r);
    const domain = teamDomain({});
    const page = await demo.searchRead('mail.message', { domain, fields: ['id'], limit: 1, order: 'id desc', count: 'exact' });
    expect(page).toMatchObject({ records: [], length: 0 });
    expect(await demo.count('mail.message', domain)).toBe(1);
    // Admin is no superuser: the same rule, and here it may read both.
    expect(await r.client.callKw('mail.message', 'search_count', [domain], { limit: 2 })).toBe(2);
  });

  it('finds the notes by their mark, by author, model and period', () => {
    expect(teamDomain({ authorId: 3, model: 'res.partner', since: '2026-01-01 00:00:00' })).toEqual([
      ['message_type', '=', 'comment'], ['body', 'ilike', TRAIL_MARK], ['author_id', '=', 3], ['model', '=', 'res.partner'], ['date', '>=', '2026-01-01 00:00:00'],
    ]);
  });
});
