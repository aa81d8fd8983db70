import { afterEach, describe, expect, it } from 'vitest';
import { toTools } from '@/lib/skills/to-tools';
import { skills } from '@/skills';
import { skillHarness, type SkillHarness } from '@/test/skill-harness';
import { appsFor, appsOf, fittingSkills, readApps } from './apps';

let h: SkillHarness | undefined;
afterEach(async () => h?.close());

describe('apps', () => {
  it("reads a non-admin's apps from the root menus in one round trip (ir.model is refused to them)", async () => {
    h = await skillHarness({ login: 'demo' });
    const before = h.client.rpcCount;
    expect([...(await readApps(h.client))].sort()).toEqual(['crm', 'inventory', 'invoicing', 'purchase', 'sales']);
    expect(h.client.rpcCount - before).toBe(1);
    await expect(h.client.callKw('ir.model', 'search_read', [[], ['model']])).rejects.toThrow(/Access Rights/);
  });

  it('caches per identity, and does not cache a failure', async () => {
    h = await skillHarness();
    const before = h.client.rpcCount;
    const first = await appsFor(`${h.odoo.url}|weft|2`, h.client);
    expect(await appsFor(`${h.odoo.url}|weft|2`, h.client)).toBe(first);
    expect(h.client.rpcCount - before).toBe(1);
    await h.odoo.close();
    expect(await appsFor(`${h.odoo.url}|weft|9`, h.client)).toBeNull();
    h = undefined;
  });

  it("maps 16-19's root menu modules to apps (19's list as its demo user sees it)", () => {
    const real19 = ['mail', 'calendar', 'contacts', 'crm', 'sale_management', 'spreadsheet_dashboard', 'account', 'purchase', 'stock', 'stock_barcode', 'utm', 'base'];
    expect([...appsOf(real19)].sort()).toEqual(['crm', 'inventory', 'invoicing', 'purchase', 'sales']);
    expect([...appsOf(['mail', 'contacts', 'base'])]).toEqual([]);
    expect([...appsOf(['account_accountant'])]).toEqual(['invoicing']);
  });

  it('offers a contacts-only database the generic skills only, in registry order', () => {
    const offered = fittingSkills(skills, new Set());
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((s) => !s.app)).toBe(true);
    expect(offered.map((s) => s.name)).toEqual(skills.filter((s) => !s.app).map((s) => s.name));
    expect(toTools(fittingSkills(skills, new Set(['crm']))).map((t) => t.name)).toContain('crm_pipeline');
    expect(fittingSkills(skills, null)).toEqual(skills);
  });
});
