import { afterEach, describe, expect, it } from 'vitest';
import type { OdooClient } from '@/lib/odoo/client';
import { offeredTools } from '@/lib/skills/catalog';
import { skills } from '@/skills';
import { skillHarness, type SkillHarness } from '@/test/skill-harness';
import { fittingSkills, forgetRights, may, neededBy, parseNeed, readRights, rightsFor, type Rights } from './rights';

let h: SkillHarness | undefined;
afterEach(async () => h?.close());

const rights = (...granted: string[]): Rights => ({ granted: new Set(granted) });
const names = (offered: readonly { name: string }[]) => offered.map((s) => s.name);

describe('fittingSkills: the one offering rule', () => {
  it('offers a skill only when every right it needs is granted, in registry order', () => {
    const salesReader = fittingSkills(skills, rights('sale.order:read', 'sale.order.line:read'));
    expect(names(salesReader)).toContain('sales_summary');
    expect(names(salesReader)).toContain('sales_trend');
    // Reads sales but may not write orders: no tool that adds lines, and no workflow buttons.
    expect(names(salesReader)).not.toContain('add_quotation_lines');
    expect(names(salesReader)).not.toContain('run_action');
    expect(names(salesReader)).not.toContain('invoices_overdue');
    expect(names(salesReader)).toEqual(names(skills).filter((n) => names(salesReader).includes(n)));
  });

  it('offers a contacts-only user the generic skills only, with the same tools sent', () => {
    const contacts = fittingSkills(skills, rights('res.partner:read', 'res.partner:write'));
    expect(contacts.every((s) => !s.needs && !s.fit)).toBe(true);
    expect(names(contacts)).toEqual(names(skills.filter((s) => !s.needs && !s.fit)));
    expect(JSON.stringify(offeredTools(contacts, skills))).toBe(JSON.stringify(offeredTools(skills, skills)));
  });

  it('fits run_action to the models the user may write, the same object for the same rights', () => {
    const r = rights('sale.order:read', 'sale.order:write', 'crm.lead:read');
    const first = fittingSkills(skills, r).find((s) => s.name === 'run_action');
    expect(first).toBeDefined();
    expect(fittingSkills(skills, rights(...r.granted)).find((s) => s.name === 'run_action')).toBe(first);
    expect(first).not.toBe(skills.find((s) => s.name === 'run_action'));
  });

  it("leaves a model Odoo was not asked about (the organisation's policy keeps it out) to the policy", () => {
    const noSales = { granted: new Set(['crm.lead:read']), asked: new Set(['crm.lead', 'account.move']) };
    expect(names(fittingSkills(skills, noSales))).toContain('sales_summary');
    expect(names(fittingSkills(skills, noSales))).toContain('crm_pipeline');
    expect(names(fittingSkills(skills, noSales))).not.toContain('invoices_overdue');
  });

  it('offers stock_valuation only to a user who sees stock.quant value (fields_get leaves it out for others)', () => {
    expect(names(fittingSkills(skills, rights('stock.quant:read')))).toContain('stock_levels');
    expect(names(fittingSkills(skills, rights('stock.quant:read')))).not.toContain('stock_valuation');
    expect(names(fittingSkills(skills, rights('stock.quant:read', 'stock.quant#value:read')))).toContain('stock_valuation');
  });

  it('offers everything when the rights are unknown (Odoo then refuses what it refuses)', () => {
    expect(fittingSkills(skills, null)).toEqual(skills);
    expect(may(null, 'sale.order', 'unlink')).toBe(true);
  });

  it('every skill of an app says what it needs, so it is not offered where it cannot work', () => {
    expect(skills.filter((s) => s.app && !s.needs && !s.fit).map((s) => s.name)).toEqual([]);
  });

  it("every skill's needs name a model and an operation", () => {
    for (const need of neededBy(skills)) expect(() => parseNeed(need)).not.toThrow();
    expect(() => parseNeed('sale.order:delete')).toThrow();
    expect(parseNeed('stock.quant#value')).toEqual({ model: 'stock.quant', operation: 'read', field: 'value' });
    expect(() => parseNeed('stock.quant#value:write')).toThrow();
    expect(neededBy(skills)).toContain('stock.quant#value:read');
    expect(() => parseNeed('sale order')).toThrow();
    expect(neededBy(skills)).toContain('sale.order:write');
    expect(neededBy(skills)).toContain('crm.lead:read');
  });
});

describe('readRights and rightsFor (stand-in, the restricted demo user)', () => {
  it('learns what demo may do: reads invoices, may not create them; offers the skills that can work', async () => {
    h = await skillHarness({ login: 'demo', version: 18 });
    await h.client.session();
    const before = h.client.rpcCount;
    const found = await readRights(h.client, neededBy(skills));
    // One display_name_for, then the write/create checks of the readable models together, and one
    // fields_get per model with a field a skill needs (stock_valuation's restricted value, demo being
    // no Inventory Administrator; log_timesheet's task on analytic lines, there only with Timesheets).
    const asked = neededBy(skills).filter((n) => !n.endsWith(':read') && found.granted.has(`${parseNeed(n).model}:read`));
    const fieldModels = new Set(neededBy(skills).filter((n) => n.includes('#')).map((n) => parseNeed(n).model).filter((m) => found.granted.has(`${m}:read`)));
    expect([...fieldModels].sort()).toEqual(['account.analytic.line', 'stock.quant']);
    expect(h.client.rpcCount - before).toBe(1 + asked.length + fieldModels.size);
    expect(found.granted.has('stock.quant:read')).toBe(true);
    expect(found.granted.has('stock.quant#value:read')).toBe(false);
    expect(may(found, 'stock.picking', 'write')).toBe(true); // demo is an Inventory user on real 17-19
    // A model that is not installed is not asked about (Odoo would answer an error).
    const missing = h.client.rpcCount;
    expect((await readRights(h.client, ['weft.not.installed', 'weft.not.installed:write', 'weft.not.installed#x'])).granted.size).toBe(0);
    expect(h.client.rpcCount - missing).toBe(1);
    expect(may(found, 'account.move', 'read')).toBe(true);
    expect(may(found, 'account.move', 'create')).toBe(false);
    expect(may(found, 'account.move', 'write')).toBe(false);
    expect(may(found, 'sale.order', 'write')).toBe(true);
    const offered = names(fittingSkills(skills, found));
    expect(offered).toContain('invoices_overdue');
    expect(offered).toContain('stock_levels');
    expect(offered).not.toContain('stock_valuation');
    expect(offered).not.toContain('create_vendor_bill');
    expect(offered).toContain('add_quotation_lines');
    // run_action offered without the invoice buttons.
    const runAction = fittingSkills(skills, found).find((s) => s.name === 'run_action')!;
    const r = await h.run(runAction, { model: 'account.move', ids: [6], method: 'action_post' });
    expect(r.content).toMatch(/access rights do not allow changing account\.move/);
  });

  it('caches per identity, reads again when the session stamp changes or after forgetRights, and does not keep a failure', async () => {
    h = await skillHarness({ login: 'demo', version: 19 });
    const needs = ['res.country', 'res.country:write', 'res.partner:write'];
    const identity = `${h.odoo.url}|weft|6`;
    const first = await rightsFor(identity, h.client, needs);
    expect([...first!.granted].sort()).toEqual(['res.country:read', 'res.partner:read', 'res.partner:write']);
    let before = h.client.rpcCount;
    expect(await rightsFor(identity, h.client, needs)).toBe(first);
    expect(h.client.rpcCount - before).toBe(0);

    // The session says the menus (16-18) or the modules (19) changed: read again.
    const session = await h.client.session();
    expect(session.rightsStamp).toMatch(/^[0-9a-f]{64}$/);
    const restamped = new Proxy(h.client, {
      get: (target, prop) => (prop === 'session' ? async () => ({ ...session, rightsStamp: 'other' }) : Reflect.get(target, prop, target)),
    }) as OdooClient;
    before = h.client.rpcCount;
    const second = await rightsFor(identity, restamped, needs);
    expect(second).not.toBe(first);
    expect(h.client.rpcCount - before).toBe(3);
    expect(await rightsFor(identity, restamped, needs)).toBe(second);

    forgetRights(identity);
    expect(await rightsFor(identity, restamped, needs)).not.toBe(second);

    await h.odoo.close();
    expect(await rightsFor(`${h.odoo.url}|weft|9`, h.client, needs)).toBeNull();
    h = undefined;
  });
});
