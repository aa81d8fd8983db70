// Odoo's warnings on the products a change set puts on lines (an update of many orders, several
// documents made at once), before its card: each row's warnings go on its row, and a product Odoo
// blocks (16-18) refuses the set before any card, naming its rows. Each product is asked once for
// the whole set, through the same call a card of one record makes (foresee-line-warnings.ts
// productAnswers): Odoo's answer depends on the product and the user, not on the document.
import { said, type Arg, type Said } from '@/lib/i18n';
import { lineWarningOf, type LineWarning, type OdooClient } from '@/lib/odoo';
import type { Consequences, ProductWarning } from './consequence-types';
import { DOCUMENTS, splitValues } from './consequences';
import { rowKeys, type SetSpec } from './change-set';
import { createRow, rowName } from './creates';
import { blockedSaid, productAnswers, productsPut, type Put } from './foresee-line-warnings';
import type { Plan } from './plan';
import { valuesFor } from './row-values';
import type { WriteSpec } from './types';

/** A row of the set as the write it runs as, and what it is called on the card. */
interface Row {
  key: number;
  name: Arg;
  spec: Extract<WriteSpec, { kind: 'create' | 'write' }>;
  parent: unknown;
}

function rowsOf(plan: Plan, set: Extract<SetSpec, { kind: 'write' | 'creates' }>): Row[] {
  return rowKeys(set).map((key) => {
    if (set.kind === 'creates') {
      const spec = createRow(set, key);
      return { key, name: rowName(spec.values, key, set.model), spec, parent: splitValues(spec.values, plan.fields).header };
    }
    const spec: Row['spec'] = { kind: 'write', model: set.model, ids: [key], values: valuesFor(set, key) };
    return { key, name: plan.before.names[key] ?? `#${key}`, spec, parent: key };
  });
}

/**
 * The set's product warnings, each with the rows it is on (`rows`: the set's row keys), and the
 * refusal of a product Odoo blocks, naming the rows that put it; undefined when the set puts no
 * product on a line of a document Odoo warns on. Round trips, whatever the number of rows: per kind
 * of document in the set (sales or purchase), 1 read and one line onchange per distinct product
 * (16-18: per distinct product whose warning is set), all together.
 */
export async function foreseeSetWarnings(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  return asked(client, plan, false);
}

/**
 * Just before a set's rows run, card or not (run-set.ts): a product Odoo blocks (16-18) on a line
 * of any row, in words with its rows, else undefined; asked once for the set (as the card asked),
 * so no row runs when one of them would be refused, and a set run at once showed no card.
 */
export async function setLineBlock(client: OdooClient, plan: Plan): Promise<Said | undefined> {
  return (await asked(client, plan, true))?.refusal;
}

async function asked(client: OdooClient, plan: Plan, blocksOnly: boolean): Promise<Consequences | undefined> {
  const set = plan.spec;
  const form = DOCUMENTS[set.model];
  if (!form || (set.kind !== 'write' && set.kind !== 'creates')) return undefined;
  const version = await client.version();
  // Rows grouped by the rule they warn by (an entry's kind may differ from row to row), each product once per rule.
  type Group = { rule: LineWarning; puts: Map<number, Put>; rows: Array<{ row: Row; products: number[] }> };
  const byRule = new Map<string, Group>();
  for (const row of rowsOf(plan, set as Extract<SetSpec, { kind: 'write' | 'creates' }>)) {
    const rule = lineWarningOf(set.model, form.kindField ? row.spec.values[form.kindField] : undefined, version);
    const products = rule ? productsPut(row.spec, form.lines) : [];
    // 19 never blocks: nothing to ask just before a run.
    if (!rule || !products.length || (blocksOnly && rule.ask !== 'onchange')) continue;
    const group: Group = byRule.get(rule.trade) ?? { rule, puts: new Map(), rows: [] };
    byRule.set(rule.trade, group);
    // The first row that puts a product is the document it is asked on.
    for (const product of products) if (!group.puts.has(product)) group.puts.set(product, { product, parent: row.parent });
    group.rows.push({ row, products });
  }
  if (!byRule.size) return undefined;
  const groups = [...byRule.values()];
  const answered = await Promise.all(groups.map((g) => productAnswers(client, g.rule, [...g.puts.values()])));
  const warnings: ProductWarning[] = [];
  let refusal: Said | undefined;
  groups.forEach((group, i) => {
    const answers = answered[i]!;
    for (const product of group.puts.keys()) {
      const answer = answers.get(product);
      if (!answer) continue;
      const on = group.rows.filter((r) => r.products.includes(product)).map((r) => r.row);
      if (answer.message) warnings.push({ product: answer.product, message: answer.message, rows: on.map((r) => r.key) });
      if (answer.blocked && !refusal) refusal = said('conseq.productBlockedRows', { why: blockedSaid(group.rule, answer), rows: { list: on.map((r) => r.name), max: 5 }, count: on.length });
    }
  });
  if (!warnings.length && !refusal) return undefined;
  return { lines: [], facts: [], warnings: [], ...(warnings.length ? { productWarnings: warnings } : {}), ...(refusal ? { refusal } : {}) };
}
