// The five tasks of issue #22, as a model would do them with Weft's tools, against an Odoo (the
// stand-in, or a real one with ODOO_URL): what the model reads and writes (tool inputs and results,
// @anthropic-ai/tokenizer) and the round trips to Odoo (fields_get cached, as the worker keeps it).
import { countTokens } from '@anthropic-ai/tokenizer';
import type { OdooClient } from '@/lib/odoo/client';
import { findSkills } from '@/lib/skills/catalog';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import { skillByName, skills } from '@/skills';
import { skillHarness } from '../skill-harness';
import type { Figures } from './figures';

type Step = { tool: string; input: Record<string, unknown> };
type Task = { name: string; steps: (ids: Record<string, number>) => Step[] };

const run = (name: string, input: Record<string, unknown>): Step => ({ tool: 'run_skill', input: { name, input } });

export const TASKS: Task[] = [
  {
    name: '20 companies with contact fields',
    steps: () => [{ tool: 'search_records', input: { model: 'res.partner', domain: [['is_company', '=', true]], fields: ['name', 'email', 'phone', 'city', 'country_id'], limit: 20 } }],
  },
  {
    name: 'one confirmed order with its lines',
    // The order's lines read along (`lines`): in the same call on 17+, one more read on 16.
    steps: () => [
      { tool: 'search_records', input: { model: 'sale.order', domain: [['state', '=', 'sale']], fields: ['name', 'partner_id', 'date_order', 'amount_total'], limit: 1, order: 'date_order desc', lines: { order_line: ['product_id', 'product_uom_qty', 'price_unit', 'price_subtotal'] } } },
    ],
  },
  // find_skills' description lists the skills by name, so a model runs these at once, as it would
  // a tool of its own (modelRounds counts the rounds when it searches first too).
  { name: 'confirmed sales this year, top 5 customers', steps: () => [run('sales_summary', { group_by: 'customer', limit: 5 })] },
  { name: 'overdue invoices', steps: () => [run('invoices_overdue', {})] },
  { name: 'the fields of res.partner', steps: () => [{ tool: 'describe_model', input: { model: 'res.partner' } }] },
];

/**
 * Model rounds of the five tasks (one per step: no step waits on a parallel call): with Weft's tools,
 * when the model searches first, and with every skill a tool of its own (run_skill is then the skill
 * itself, and nothing needs finding).
 */
export function modelRounds(): { weft: number; searching: number; toolPerSkill: number } {
  const steps = TASKS.map((task) => task.steps({ 'res.partner': 1, 'sale.order': 1 }));
  const weft = steps.reduce((n, s) => n + s.length, 0);
  const toolPerSkill = steps.reduce((n, s) => n + s.filter((step) => step.tool !== 'find_skills').length, 0);
  const searching = weft + steps.reduce((n, s) => n + s.filter((step) => step.tool === 'run_skill').length, 0);
  return { weft, searching, toolPerSkill };
}

export interface TaskRun {
  name: string;
  tokens: number;
  trips: number;
  calls: number;
}

/**
 * Runs the tasks with `ctx` (writes refused: these are reads), counting round trips with `trips()`.
 * Fields are warmed first: the worker keeps fields_get in IndexedDB across sessions.
 */
export async function runTasks(ctx: SkillContext, trips: () => number): Promise<TaskRun[]> {
  for (const model of ['res.partner', 'sale.order', 'sale.order.line', 'account.move']) await ctx.odoo.fieldsGet(model);
  await ctx.odoo.session();
  const out: TaskRun[] = [];
  for (const task of TASKS) {
    let tokens = 0;
    const before = trips();
    // Each step may use the first id the task's previous result returned, as the model would.
    const found: Record<string, number> = {};
    let steps = task.steps(found);
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      tokens += countTokens(JSON.stringify(step.input));
      if (step.tool === 'find_skills') {
        tokens += countTokens(JSON.stringify(findSkills(String(step.input.query), skills)));
        continue;
      }
      const { name, input } = step.tool === 'run_skill' ? (step.input as { name: string; input: unknown }) : { name: step.tool, input: step.input };
      const skill = skillByName.get(name) as Skill;
      const result = await runSkill(skill, input, ctx);
      if (result.isError) throw new Error(`${task.name}: ${name} failed: ${result.content}`);
      tokens += countTokens(result.content);
      const first = (JSON.parse(result.content) as { rows?: unknown[][] }).rows?.[0]?.[0];
      if (typeof input === 'object' && input && 'model' in input && typeof first === 'number') found[String(input.model)] = first;
      steps = task.steps(found);
    }
    out.push({ name: task.name, tokens, trips: trips() - before, calls: steps.length });
  }
  return out;
}

export function describeRuns(runs: TaskRun[]): string {
  return runs.map((r) => `${r.name}: ${r.tokens} tok, ${r.trips} rt, ${r.calls} call(s)`).join('; ');
}

export const sum = (runs: TaskRun[], key: 'tokens' | 'trips') => runs.reduce((n, r) => n + r[key], 0);

/** A read-only context for a client: any write is refused. */
export function readContext(odoo: OdooClient): SkillContext {
  return {
    odoo,
    page: null,
    signal: new AbortController().signal,
    write: async () => {
      throw new Error('the five tasks only read');
    },
    openInTab: async () => undefined,
  };
}

// Companies added to the seed so the first task finds 20, with the contact fields real ones have.
const COMPANIES = ['Brightline Logistics', 'Nordwind Trading GmbH', 'Pacific Rim Imports', 'Atlas Office Supply', 'Bluebird Interiors', 'Cedar & Pine Studio', 'Delta Fixtures', 'Evergreen Workspace', 'Fjord Furnishings', 'Granite Desk Co.', 'Harbor Home Goods', 'Ironwood Partners', 'Juniper Design', 'Keystone Seating', 'Lumen Lighting', 'Maple Row Retail', 'Northgate Facilities', 'Oakridge Contract', 'Prairie Office', 'Quarry Loft'];

export async function standInTasks(): Promise<Figures<'tasks5_tokens' | 'tasks5_rpc'>> {
  const h = await skillHarness({ version: 17 });
  try {
    const have = await h.client.count('res.partner', [['is_company', '=', true]]);
    for (const [i, name] of COMPANIES.slice(0, Math.max(0, 20 - have)).entries()) {
      h.odoo.db.create('res.partner', {
        name, active: true, type: 'contact', is_company: true, customer_rank: 1, supplier_rank: 0, lang: 'en_US', company_id: false,
        email: `info@${name.toLowerCase().replace(/\W+/g, '')}.example`, phone: `+1 555-02${String(i).padStart(2, '0')}`, city: 'Portland', country_id: 233,
      });
    }
    const runs = await runTasks(readContext(h.client), () => h.odoo.calls.length);
    return figuresOf(runs, 'Odoo 17 stand-in');
  } finally {
    await h.close();
  }
}

export function figuresOf(runs: TaskRun[], where: string): Figures<'tasks5_tokens' | 'tasks5_rpc'> {
  const method = `${where}; tool inputs + results as the model gets them (a find_skills answer too, where a task searches), @anthropic-ai/tokenizer; fields_get cached`;
  return {
    tasks5_tokens: { value: sum(runs, 'tokens'), note: `${method}; ${describeRuns(runs)}` },
    tasks5_rpc: { value: sum(runs, 'trips'), note: `${where}; Odoo round trips of the five tasks (per task in tasks5_tokens' note); find_skills makes none` },
  };
}
