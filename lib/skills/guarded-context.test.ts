import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../../test/skill-harness';
import { OdooClient, READ_METHODS } from '@/lib/odoo';
import { guardContext, PASSED_THROUGH } from './guarded-context';
import { SkillError } from '@/lib/util/skill-error';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

describe('the client a skill gets', () => {
  it('reads as the real client does, after the checks', async () => {
    const { odoo } = guardContext(h.ctx);
    const { records, length } = await odoo.searchRead('res.partner', { domain: [['city', '=', 'Athens']], fields: ['name'] });
    expect(records.map((r) => r.name).sort()).toEqual(['Eleni Georgiou', 'Hellenic Office Supplies']);
    expect(length).toBe(2);
    expect(await odoo.count('sale.order', [['state', '=', 'sale']])).toBeGreaterThan(0);
  });

  it('refuses secret models, secret fields and bad domains before any round trip', async () => {
    const { odoo } = guardContext(h.ctx);
    await odoo.fieldsGet('res.partner');
    const before = h.client.rpcCount;
    await expect(odoo.searchRead('ir.config_parameter', {})).rejects.toBeInstanceOf(SkillError);
    await expect(odoo.read('res.users', [2], ['name', 'password'])).rejects.toThrow(/secret fields/);
    await expect(odoo.callKw('ir.config_parameter', 'get_param', ['database.secret'])).rejects.toThrow(/only through ctx\.write/);
    await expect(odoo.count('res.partner', [['nmae', '=', 'x']])).rejects.toThrow(/Unknown field 'nmae'/);
    await expect(odoo.readGroup('res.partner', { groupby: ['name:month'] })).rejects.toThrow(/only date fields take a period/);
    await expect(odoo.readGroup('res.partner', { groupby: ['country_id'], aggregates: ['id:median'] })).rejects.toThrow(/Bad aggregate/);
    expect(h.client.rpcCount).toBe(before);
  });

  it('cannot write except through ctx.write', async () => {
    const { odoo } = guardContext(h.ctx);
    await expect(odoo.write('res.partner', [5], { name: 'X' })).rejects.toThrow(/only through ctx\.write/);
    await expect(odoo.create('res.partner', { name: 'X' })).rejects.toThrow(/only through ctx\.write/);
    await expect(odoo.unlink('res.partner', [5])).rejects.toThrow(/only through ctx\.write/);
    await expect(odoo.callButton('sale.order', 'action_confirm', [1])).rejects.toThrow(/only through ctx\.write/);
    await expect(odoo.callKw('res.partner', 'write', [[5], { name: 'X' }])).rejects.toThrow(/only through ctx\.write/);
    expect(h.odoo.db.get('res.partner', 5)?.name).toBe('Azure Interior');
  });

  it('walks every OdooClient method: only the checked readers and the allow-list reach Odoo', async () => {
    const { odoo } = guardContext(h.ctx);
    // Its own and those it inherits (the JSON-RPC underneath, lib/odoo/rpc.ts), up to Object's.
    const prototypes: object[] = [];
    for (let p: object | null = OdooClient.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) prototypes.push(p);
    const methods = [
      ...new Set(prototypes.flatMap((p) => Object.getOwnPropertyNames(p).filter((name) => name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(p, name)?.value === 'function'))),
    ];
    const checked = ['searchRead', 'read', 'count', 'readGroup', 'nameSearch', 'fieldsGet', 'callKw'];
    const allowed = new Set([...checked, ...PASSED_THROUGH]);
    for (const name of allowed) expect(methods, `${name} is no longer a client method`).toContain(name);
    const refused = methods.filter((name) => !allowed.has(name));
    // saveMany slipped past the old deny-list; here anything not allowed is refused, listed or not.
    expect(refused).toEqual(expect.arrayContaining(['create', 'save', 'saveMany', 'write', 'unlink', 'callButton']));
    const before = h.client.rpcCount;
    for (const name of refused) {
      const call = (odoo as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!;
      await expect(call('res.partner', [5], { name: 'X' }, ['name']), name).rejects.toThrow(/only through ctx\.write/);
    }
    expect(h.client.rpcCount).toBe(before);
    expect(h.odoo.db.get('res.partner', 5)?.name).toBe('Azure Interior');
  });

  it('calls Odoo methods by name only from the one list of reading methods', async () => {
    const { odoo } = guardContext(h.ctx);
    expect(READ_METHODS.has('get_views')).toBe(true);
    for (const method of ['write', 'create', 'unlink', 'web_save', 'action_confirm', 'message_post', 'copy']) {
      await expect(odoo.callKw('res.partner', method, [[5]]), method).rejects.toThrow(/only through ctx\.write/);
    }
  });

  it('passes the rest through', async () => {
    const { odoo } = guardContext(h.ctx);
    expect(odoo.origin).toBe(h.client.origin);
    expect((await odoo.version()).major).toBe(17);
  });
});

describe('ctx.write', () => {
  it('refuses write-forbidden models and unknown fields before the journal sees them', async () => {
    const ctx = guardContext(h.ctx);
    const count = h.writes.length;
    await expect(ctx.write({ kind: 'write', model: 'res.users', ids: [6], values: { name: 'X' } })).rejects.toThrow(/does not change res\.users/);
    await expect(ctx.write({ kind: 'create', model: 'res.partner', values: { nmae: 'X' } })).rejects.toThrow(/Unknown field 'nmae'/);
    await expect(ctx.write({ kind: 'unlink', model: 'ir.cron', ids: [1] })).rejects.toThrow(/does not change ir\.cron/);
    // Through a many2many: making or changing a user is refused; linking one (a task's assignee) changes the task only.
    await expect(ctx.write({ kind: 'write', model: 'project.task', ids: [2], values: { user_ids: [[0, 0, { name: 'X', login: 'x' }]] } })).rejects.toThrow(/does not change res\.users/);
    await expect(ctx.write({ kind: 'write', model: 'project.task', ids: [2], values: { user_ids: [[1, 6, { name: 'X' }]] } })).rejects.toThrow(/does not change res\.users/);
    await expect(ctx.write({ kind: 'write', model: 'project.task', ids: [2], values: { user_ids: [[2, 6]] } })).rejects.toThrow(/does not change res\.users/);
    expect(h.writes.length).toBe(count);
    await ctx.write({ kind: 'write', model: 'project.task', ids: [2], values: { user_ids: [[4, 2], [3, 6]] } });
    expect(h.odoo.db.get('project.task', 2)?.user_ids).toEqual([2]);
  });

  it('hands allowed writes to the journal', async () => {
    const ctx = guardContext(h.ctx);
    const { operation } = await ctx.write({ kind: 'write', model: 'res.partner', ids: [9], values: { phone: '+1 555 0100' } });
    expect(operation.status).toBe('done');
    expect(h.odoo.db.get('res.partner', 9)?.phone).toBe('+1 555 0100');
  });
});
