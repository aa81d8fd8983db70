// Odoo round trips, counted by the Odoo stand-in's own call log (version 17, caches warm).
import type { Skill } from '@/lib/skills/define-skill';
import type { WriteSpec } from '@/lib/ops/types';
import { rig, turn } from '../journal-rig';
import { skills } from '@/skills';
import { pageOf, skillHarness, type SkillHarness } from '../skill-harness';
import { part, type Figures } from './figures';

export type RpcKey = 'rpc_read_skill_max' | 'rpc_journaled_write' | 'rpc_undo_write';

type Scenario = { input: unknown; page?: Parameters<typeof pageOf>[1] };

// A representative input per generic read skill; business skills run with their defaults, and
// those that take a partner or product also with one (by name, as a user would say it).
const SCENARIOS: Record<string, Scenario[]> = {
  current_page: [{ input: {}, page: { model: 'sale.order', recordId: 1, viewType: 'form', title: 'S00001' } }],
  search_records: [{ input: { model: 'res.partner', domain: [['customer_rank', '>', 0]], limit: 20 } }],
  read_record: [{ input: { model: 'res.partner', ids: [5] } }],
  count_records: [{ input: { model: 'sale.order', domain: [['state', '=', 'sale']] } }],
  aggregate_records: [{ input: { model: 'sale.order', domain: [['state', '!=', 'cancel']], groupby: ['partner_id'], measures: ['amount_total:sum'], orderby: 'amount_total:sum desc', limit: 5 } }],
  find_by_name: [{ input: { model: 'res.partner', name: 'Azure' } }],
  describe_model: [{ input: { model: 'sale.order' } }],
  open_in_tab: [{ input: { model: 'sale.order', id: 7 } }],
  invoices_overdue: [{ input: {} }, { input: { partner: 'Azure' } }],
  payments_summary: [{ input: {} }, { input: { partner: 'Azure', by_partner: true } }],
  stock_levels: [{ input: {} }, { input: { product: 'Office Chair' } }],
  compare_periods: [{ input: { subject: 'sales' } }, { input: { subject: 'invoices', compare: 'year' } }],
};

export async function rpcFigures(): Promise<Figures<RpcKey>> {
  return {
    ...(await part(['rpc_read_skill_max'], readSkills)),
    ...(await part(['rpc_journaled_write', 'rpc_undo_write'], journaledWrite)),
  };
}

async function trips(h: SkillHarness, skill: Skill, scenario: Scenario): Promise<number> {
  h.ctx.page = scenario.page ? pageOf(h, scenario.page) : null;
  const warm = await h.run(skill, scenario.input); // fields_get and the session are cached from here on
  if (warm.isError) throw new Error(`${skill.name} ${JSON.stringify(scenario.input)}: ${warm.content}`);
  const from = h.odoo.calls.length;
  const result = await h.run(skill, scenario.input);
  if (result.isError) throw new Error(`${skill.name}: ${result.content}`);
  return h.odoo.calls.length - from;
}

async function readSkills(): Promise<Figures<'rpc_read_skill_max'>> {
  const h = await skillHarness({ version: 17 });
  try {
    const counts: Array<[string, number]> = [];
    for (const skill of skills.filter((s) => s.risk === 'read')) {
      const scenarios = SCENARIOS[skill.name] ?? [{ input: {} }];
      for (const scenario of scenarios) counts.push([skill.name, await trips(h, skill, scenario)]);
    }
    const byTrips = new Map<number, Set<string>>();
    for (const [name, n] of counts) byTrips.set(n, (byTrips.get(n) ?? new Set()).add(name));
    const groups = [...byTrips].sort(([a], [b]) => b - a).map(([n, names]) => `${n} trip(s): ${names.size > 4 ? `${names.size} skills` : [...names].join(', ')}`);
    return {
      rpc_read_skill_max: {
        value: Math.max(...byTrips.keys()),
        note: `${counts.length} runs of ${new Set(counts.map(([name]) => name)).size} read skills, Odoo 17; ${groups.join('; ')}`,
      },
    };
  } finally {
    await h.close();
  }
}

const WRITE: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5], values: { email: 'bench@azure.example' } };

async function journaledWrite(): Promise<Figures<'rpc_journaled_write' | 'rpc_undo_write'>> {
  const runs: Array<{ version: number; write: string[]; undo: string[] }> = [];
  for (const version of [17, 18, 19] as const) runs.push({ version, ...(await writeAndUndo(version)) });
  const say = (pick: (t: (typeof runs)[number]) => string[]) => runs.map((t) => `${t.version}: ${pick(t).join(' + ')}`).join('; ');
  return {
    rpc_journaled_write: { value: Math.max(...runs.map((t) => t.write.length)), spread: `per version ${runs.map((t) => t.write.length).join('/')}`, note: `res.partner, one field, Odoo ${say((t) => t.write)}` },
    rpc_undo_write: { value: Math.max(...runs.map((t) => t.undo.length)), spread: `per version ${runs.map((t) => t.undo.length).join('/')}`, note: `its undo, Odoo ${say((t) => t.undo)}` },
  };
}

/** RPC methods of one journaled write and of its undo. */
async function writeAndUndo(version: 17 | 18 | 19): Promise<{ write: string[]; undo: string[] }> {
  const r = await rig(version);
  try {
    const plan = await r.journal.plan(WRITE); // planned once: the gate, then the confirm card before it
    await r.journal.preview(plan);
    let from = r.odoo.calls.length;
    const { operation } = await r.journal.run(plan, turn());
    const write = r.odoo.calls.slice(from).map((c) => c.method ?? c.path);
    from = r.odoo.calls.length;
    const undone = await r.journal.undo(operation.id);
    if (undone.status !== 'undone') throw new Error(`undo on ${version}: ${undone.status}`);
    return { write, undo: r.odoo.calls.slice(from).map((c) => c.method ?? c.path) };
  } finally {
    await r.close();
  }
}
