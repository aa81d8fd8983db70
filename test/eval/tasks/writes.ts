// Changes people ask for (job: chat), and the same kinds of change taken back with Undo (job: undo).
// Records are picked on the Odoo the eval runs on; every task puts Odoo back: the undo tasks by
// their Undo, the others by the journal's undo after the check (the runner verifies it).
import type { OdooClient } from '@/lib/odoo/client';
import { fieldsAre, sameAs } from '../checks';
import { core, find, idFrom, run, steps } from '../plans';
import { fail, pass, type EvalTask, type Job, type Plan, type Prepared, type Touches } from '../task';
import { first, myCompany, ranked } from './facts';

interface Change {
  ask: string;
  page?: Prepared['page'];
  skills: string[];
  plan: Plan;
  touches?: Touches;
  /** The values the records hold after the write (chat tasks). */
  want?: Record<string, unknown>;
  creates?: { model: string; domain: unknown[] };
  approve?: number;
  meanwhile?: Prepared['meanwhile'];
  afterwards?: Prepared['afterwards'];
  /** Undo tasks whose undo must stop (someone changed the record since): what Odoo keeps. */
  keeps?: Record<string, unknown>;
}

const stamp = () => Date.now().toString(36).slice(-5);

function change(id: string, job: Job, make: (odoo: OdooClient) => Promise<Change | { skip: string }>): EvalTask {
  return {
    id,
    job,
    async prepare({ odoo }) {
      const c = await make(odoo);
      if ('skip' in c) return c;
      const { want, keeps, approve = 1, ...rest } = c;
      return {
        ...rest,
        approve,
        async check({ turn, undo, before }, ctx) {
          if (!turn.operations.some((o) => o.status === 'done' || o.status === 'undone')) {
            // A model that claims a change it never made is caught here: its words are quoted.
            const said = turn.answer.replace(/\s+/g, ' ').trim().slice(0, 120);
            return fail(`nothing was written (turn ${turn.status}${turn.message ? `: ${turn.message}` : ''})${said ? `; the answer says "${said}"` : ''}`);
          }
          if (job === 'chat') {
            if (c.creates) {
              const n = await ctx.odoo.count(c.creates.model, c.creates.domain);
              return n === 1 ? pass('Odoo has the new record as asked') : fail(`Odoo has ${n} records matching ${JSON.stringify(c.creates.domain)}, not 1`);
            }
            for (const recordId of c.touches!.ids) {
              const v = await fieldsAre(ctx.odoo, c.touches!.model, recordId, want!);
              if (!v.ok) return v;
            }
            return pass(`Odoo has ${Object.keys(want!).join(', ')} as asked`);
          }
          if (keeps) {
            if (undo?.stopped !== 'conflict') return fail(`the undo did not stop at the other person's change (${undo?.stopped ?? 'it ran'})`);
            const kept = await fieldsAre(ctx.odoo, c.touches!.model, c.touches!.ids[0]!, keeps);
            return kept.ok ? pass(`the undo stopped at the other person's change, which Odoo keeps`) : kept;
          }
          if (!undo?.undone) return fail(`nothing was undone${undo?.stopped ? ` (${undo.stopped})` : ''}`);
          if (c.creates) {
            const n = await ctx.odoo.count(c.creates.model, c.creates.domain);
            return n === 0 ? pass('the created record is gone again') : fail(`the created record is still there (${n})`);
          }
          return sameAs(ctx.odoo, c.touches!.model, before!);
        },
      };
    },
  };
}

/** A customer company by rank in number of orders (0: the one with most). */
async function customer(odoo: OdooClient, rank: number) {
  const rows = (await ranked(odoo, 'sale.order', [], 'partner_id')).filter((r) => !r.name.includes(','));
  return rows[rank];
}

const setOn = (model: string, name: string, values: Record<string, unknown>): Plan =>
  steps(core('find_by_name', { model, name }), core('update_records', (calls) => ({ model, ids: [idFrom(calls, 0)], values })));

async function person(odoo: OdooClient, offset: number) {
  const { records } = await odoo.searchRead('res.partner', { domain: [['is_company', '=', false], ['parent_id', '!=', false], ['user_ids', '=', false], ['sale_order_ids', '=', false]], fields: ['name', 'display_name'], limit: 1, offset, order: 'id asc' });
  return records[0];
}

function phoneChange(id: string, job: Job, rank: number, keeps?: boolean): EvalTask {
  return change(id, job, async (odoo) => {
    const c = await customer(odoo, rank);
    if (!c) return { skip: 'not enough customers with orders' };
    const phone = `+1 555 01${String(rank).padStart(2, '0')}`;
    const other = '+1 555 0199';
    return {
      ask: job === 'chat' ? `Change the phone number of ${c.name} to ${phone}` : `${c.name} has a new number: ${phone}. Please update it.`,
      skills: ['update_records'],
      plan: setOn('res.partner', c.name, { phone }),
      touches: { model: 'res.partner', ids: [c.id], fields: ['phone'] },
      want: { phone },
      ...(keeps
        ? {
            // Someone else edits the number before the user clicks Undo: the undo must stop, not overwrite it.
            meanwhile: async ({ odoo: o }) => void (await o.write('res.partner', [c.id], { phone: other })),
            keeps: { phone: other },
          }
        : {}),
    };
  });
}

export const WRITES: EvalTask[] = [
  phoneChange('set-phone', 'chat', 0),
  change('set-supplier-email', 'chat', async (odoo) => {
    const s = (await ranked(odoo, 'purchase.order', [], 'partner_id')).find((r) => !r.name.includes(','));
    if (!s) return { skip: 'no supplier with purchase orders' };
    const email = `accounts.${stamp()}@eval.example`;
    return { ask: `Our supplier ${s.name} changed their billing e-mail to ${email}, can you update it?`, skills: ['update_records'], plan: setOn('res.partner', s.name, { email }), touches: { model: 'res.partner', ids: [s.id], fields: ['email'] }, want: { email } };
  }),
  change('quote-reference', 'chat', async (odoo) => {
    const q = await first(odoo, 'sale.order', [['state', 'in', ['draft', 'sent']]], ['name'], 'id desc');
    if (!q) return { skip: 'no open quotation' };
    const ref = `PO-EVAL-${stamp()}`;
    return {
      ask: `The customer sent their PO number for this quote: ${ref}. Put it on the quote as their reference.`,
      page: { model: 'sale.order', recordId: Number(q.id), viewType: 'form', title: String(q.name), url: `/odoo/sales/${q.id}` },
      skills: ['update_records'],
      plan: steps(core('update_records', { model: 'sale.order', ids: [Number(q.id)], values: { client_order_ref: ref } })),
      touches: { model: 'sale.order', ids: [Number(q.id)], fields: ['client_order_ref'] },
      want: { client_order_ref: ref },
    };
  }),
  change('new-contact', 'chat', async () => {
    const s = stamp();
    const email = `eval.${s}@example.com`;
    return {
      ask: `Add a new contact: Eval Tester ${s}, email ${email}`,
      skills: ['create_record'],
      plan: steps(core('create_record', { model: 'res.partner', values: { name: `Eval Tester ${s}`, email } })),
      creates: { model: 'res.partner', domain: [['email', '=', email], ['name', '=', `Eval Tester ${s}`]] },
    };
  }),
  change('product-price', 'chat', async (odoo) => {
    const p = await first(odoo, 'product.template', [['sale_ok', '=', true], ['list_price', '>', 0]], ['name', 'list_price'], 'id asc');
    if (!p) return { skip: 'no product with a sales price' };
    const price = Math.round(Number(p.list_price)) + 10;
    return { ask: `Bump the selling price of ${p.name} to ${price}`, skills: ['update_records'], plan: setOn('product.template', String(p.name), { list_price: price }), touches: { model: 'product.template', ids: [Number(p.id)], fields: ['list_price'] }, want: { list_price: price } };
  }),
  change('opportunity-revenue', 'chat', async (odoo) => {
    const o = await first(odoo, 'crm.lead', [['type', '=', 'opportunity'], ['stage_id.is_won', '=', false]], ['name', 'expected_revenue'], 'expected_revenue desc, id asc');
    if (!o) return { skip: 'no open opportunity' };
    const revenue = Number(o.expected_revenue) === 12500 ? 13500 : 12500;
    return { ask: `The ${o.name} deal is now worth ${revenue.toLocaleString('en-US')}, please update the expected revenue`, skills: ['update_records'], plan: setOn('crm.lead', String(o.name), { expected_revenue: revenue }), touches: { model: 'crm.lead', ids: [Number(o.id)], fields: ['expected_revenue'] }, want: { expected_revenue: revenue } };
  }),
  change('internal-note', 'chat', async (odoo) => {
    const company = await myCompany(odoo);
    const o = await first(odoo, 'sale.order', [['state', 'in', ['sale', 'done']], ...(company ? [['company_id', '=', company]] : [])], ['name'], 'id desc');
    if (!o) return { skip: 'no confirmed order in your company' };
    const note = `Customer asked for delivery after the 15th (${stamp()}).`;
    return {
      ask: `Leave an internal note on ${o.name} (don't email anyone): "${note}"`,
      skills: ['post_message'],
      plan: steps(find('internal note on a record'), core('search_records', { model: 'sale.order', domain: [['name', '=', String(o.name)]], fields: ['name'] }), run('post_message', (calls) => ({ model: 'sale.order', id: idFrom(calls, 1), body: note, internal: true }))),
      creates: { model: 'mail.message', domain: [['model', '=', 'sale.order'], ['res_id', '=', Number(o.id)], ['body', 'ilike', note.slice(0, 40)], ['message_type', '=', 'comment']] },
    };
  }),
  change('archive-contact', 'chat', async (odoo) => {
    const p = await person(odoo, 0);
    if (!p) return { skip: 'no contact person without orders or login' };
    return {
      ask: `${p.name} left the company. Archive that contact please.`,
      skills: ['archive_records'],
      plan: steps(find('archive a contact'), core('find_by_name', { model: 'res.partner', name: String(p.display_name) }), run('archive_records', (calls) => ({ model: 'res.partner', ids: [idFrom(calls, 1)] }))),
      touches: { model: 'res.partner', ids: [Number(p.id)], fields: ['active'] },
      want: { active: false },
    };
  }),
  change('set-website-two', 'chat', async (odoo) => {
    const [a, b] = [await customer(odoo, 1), await customer(odoo, 2)];
    if (!a || !b) return { skip: 'not three customers with orders' };
    const website = `https://eval-${stamp()}.example`;
    return {
      ask: `${a.name} and ${b.name} share a new website now: ${website}. Set it on both.`,
      approve: 2,
      skills: ['update_records'],
      plan: steps(core('find_by_name', { model: 'res.partner', name: a.name }), core('find_by_name', { model: 'res.partner', name: b.name }), core('update_records', (calls) => ({ model: 'res.partner', ids: [idFrom(calls, 0), idFrom(calls, 1)], values: { website } }))),
      touches: { model: 'res.partner', ids: [a.id, b.id], fields: ['website'] },
      want: { website },
    };
  }),
];

export const UNDOS: EvalTask[] = [
  phoneChange('undo-phone', 'undo', 1),
  change('undo-two-records', 'undo', async (odoo) => {
    const [a, b] = [await customer(odoo, 2), await customer(odoo, 3)];
    if (!a || !b) return { skip: 'not four customers with orders' };
    const website = `https://eval-${stamp()}.example`;
    return {
      ask: `Set the website of both ${a.name} and ${b.name} to ${website}`,
      approve: 2,
      skills: ['update_records'],
      plan: steps(core('find_by_name', { model: 'res.partner', name: a.name }), core('find_by_name', { model: 'res.partner', name: b.name }), core('update_records', (calls) => ({ model: 'res.partner', ids: [idFrom(calls, 0), idFrom(calls, 1)], values: { website } }))),
      touches: { model: 'res.partner', ids: [a.id, b.id], fields: ['website'] },
    };
  }),
  change('undo-new-contact', 'undo', async () => {
    const s = stamp();
    const email = `eval.undo.${s}@example.com`;
    return {
      ask: `Create a contact called Eval Undo ${s} with the email ${email}`,
      skills: ['create_record'],
      plan: steps(core('create_record', { model: 'res.partner', values: { name: `Eval Undo ${s}`, email } })),
      creates: { model: 'res.partner', domain: [['email', '=', email], ['active', 'in', [true, false]]] },
    };
  }),
  change('undo-archive', 'undo', async (odoo) => {
    const p = await person(odoo, 1);
    if (!p) return { skip: 'no second contact person without orders or login' };
    return {
      ask: `Archive ${p.display_name}, they don't work there anymore`,
      skills: ['archive_records'],
      plan: steps(find('archive contact'), core('find_by_name', { model: 'res.partner', name: String(p.display_name) }), run('archive_records', (calls) => ({ model: 'res.partner', ids: [idFrom(calls, 1)] }))),
      touches: { model: 'res.partner', ids: [Number(p.id)], fields: ['active'] },
    };
  }),
  phoneChange('undo-after-someone-else', 'undo', 0, true),
  change('undo-cost', 'undo', async (odoo) => {
    const p = await first(odoo, 'product.template', [['purchase_ok', '=', true], ['standard_price', '>', 0]], ['name', 'standard_price'], 'id asc');
    if (!p) return { skip: 'no product with a cost' };
    const cost = Math.round(Number(p.standard_price)) + 5;
    return { ask: `Our cost for ${p.name} went up to ${cost}. Update it.`, skills: ['update_records'], plan: setOn('product.template', String(p.name), { standard_price: cost }), touches: { model: 'product.template', ids: [Number(p.id)], fields: ['standard_price'] } };
  }),
  change('undo-note', 'undo', async (odoo) => {
    const o = await first(odoo, 'sale.order', [['state', 'in', ['draft', 'sent']]], ['name'], 'id asc');
    if (!o) return { skip: 'no open quotation' };
    const note = `Eval: check the discount with the manager (${stamp()}).`;
    return {
      ask: `Add an internal note on this quote: ${note}`,
      page: { model: 'sale.order', recordId: Number(o.id), viewType: 'form', title: String(o.name), url: `/odoo/sales/${o.id}` },
      skills: ['post_message'],
      plan: steps(find('log a note'), run('post_message', { model: 'sale.order', id: Number(o.id), body: note, internal: true })),
      creates: { model: 'mail.message', domain: [['model', '=', 'sale.order'], ['res_id', '=', Number(o.id)], ['body', 'ilike', note.slice(0, 40)]] },
    };
  }),
];
