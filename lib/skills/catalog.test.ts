import { describe, expect, it } from 'vitest';
import { skills } from '@/skills';
import { offeredSkills } from '@/lib/agent/gate';
import { findSkills, offeredTools } from './catalog';
import { fittingSkills } from './rights';

describe('offeredTools', () => {
  it('offers the core skills, then find_skills and run_skill with the cache mark', () => {
    const tools = offeredTools(skills, skills);
    expect(tools.map((t) => t.name)).toEqual([...skills.filter((s) => s.core).map((s) => s.name), 'find_skills', 'run_skill']);
    expect(tools.filter((t) => t.cache_control)).toEqual([tools.at(-1)]);
  });

  it('is the same whatever the user may read or write (the cached prefix holds)', () => {
    const all = JSON.stringify(offeredTools(offeredSkills('auto-read', skills), skills));
    expect(JSON.stringify(offeredTools(offeredSkills('auto-read', fittingSkills(skills, { granted: new Set(['crm.lead:read']) })), skills))).toBe(all);
    expect(JSON.stringify(offeredTools(offeredSkills('auto-edit', fittingSkills(skills, { granted: new Set() })), skills))).toBe(all);
  });

  it("lists every findable skill of the registry by name in find_skills' description, whatever the user may run", () => {
    const readOnly = offeredTools(offeredSkills('read-only', fittingSkills(skills, { granted: new Set(['res.partner:read']) })), skills);
    const description = readOnly.find((t) => t.name === 'find_skills')!.description!;
    for (const skill of skills) expect(description.includes(skill.name), skill.name).toBe(!skill.core);
    expect(offeredTools(skills, skills).find((t) => t.name === 'run_skill')!.description).toMatch(/listed in find_skills/);
  });

  it('keeps the core small: every core skill is generic (no app, needs no right of its own)', () => {
    expect(skills.filter((s) => s.core && (s.app || s.needs || s.fit))).toEqual([]);
  });
});

describe('findSkills', () => {
  it('finds business skills by topic, with their input schema', () => {
    const found = findSkills('overdue invoices', skills);
    expect(found.skills[0]).toMatchObject({ name: 'invoices_overdue', input: { 'kind?': 'customer|vendor: Default customer', 'min_days?': expect.stringMatching(/^integer/) } });
    expect(findSkills('sales by customer', skills).skills.map((s) => s.name)).toContain('sales_summary');
    expect(findSkills('archive a contact', skills).skills[0]?.name).toBe('archive_records');
    expect(findSkills('low stock', skills).skills[0]?.name).toBe('stock_low');
  });

  it('gives the next best by name only, and its input when asked by that name', () => {
    const found = findSkills('sales by customer', skills);
    expect(found.skills.map((s) => s.name)).toEqual(['sales_summary']);
    expect(found.also).toEqual(['sales_trend']);
    const asked = findSkills('sales_trend', skills);
    expect(asked.skills[0]).toMatchObject({ name: 'sales_trend', input: { 'year?': 'integer: Default this year' } });
  });

  it('finds the day-to-day lists the way users ask for them', () => {
    const first = (query: string) => findSkills(query, skills).skills[0]?.name;
    expect(first('late deliveries')).toBe('late_transfers');
    expect(first('overdue transfers')).toBe('late_transfers');
    expect(first('my activities today')).toBe('my_activities');
    expect(first('quotations expiring soon')).toBe('quotations_expiring');
    expect(first('orders to invoice')).toBe('orders_to_invoice');
    expect(first('bills to pay this week')).toBe('cash_forecast');
    expect(first('overdue invoices')).toBe('invoices_overdue');
  });

  it('never returns a core skill or one not offered', () => {
    const readOnly = offeredSkills('read-only', skills);
    expect(findSkills('delete records', readOnly).skills.map((s) => s.name)).not.toContain('delete_records');
    for (const query of ['search records', 'update', 'read']) {
      expect(findSkills(query, skills).skills.every((s) => !skills.find((k) => k.name === s.name)?.core)).toBe(true);
    }
  });

  it('with no match, lists every findable skill by name', () => {
    const none = findSkills('zzz', skills);
    expect(none.skills).toEqual([]);
    expect(none.other_skills).toEqual(skills.filter((s) => !s.core).map((s) => s.name));
  });
});
