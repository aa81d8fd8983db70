// A product's warning on an order's or an invoice's line, as sale and purchase raise it (read in
// their source on 16-19, seen on real 17 and 19):
// - 16-18: product.template sale_line_warn / purchase_line_warn ('no-message' | 'warning' | 'block',
//   required) and their messages. The line's onchange on product_id answers
//   {warning: {title: 'Warning for <name>', message}} (purchase: only for users in Purchase
//   Warnings) and empties the product when it blocks; the order's own onchange never does.
// - 19: the messages alone (no selection, no block); order lines and journal items compute
//   sale_line_warn_msg / purchase_line_warn_msg, empty for a user without the Warnings group.
// The groups: res.groups with their xml ids in ir.model.data; a user's groups_id (16-18), group_ids (19).
import type { Rec, StandInDb } from './db.ts';
import type { Env } from './env.ts';
import { char, integer, many2many, selection, text, type FieldDef, type ModelDef, type OdooVersion } from './model-types.ts';

type Trade = 'sale' | 'purchase';
const GROUP: Record<Trade, [string, string]> = { sale: ['sale', 'group_warning_sale'], purchase: ['purchase', 'group_warning_purchase'] };
const WARN: [string, string][] = [['no-message', 'No Message'], ['warning', 'Warning'], ['block', 'Blocking Message']];

/** The users' groups field on this version. */
export const groupsField = (version: OdooVersion) => (version >= 19 ? 'group_ids' : 'groups_id');

export const GROUP_MODELS: ModelDef[] = [
  { name: 'res.groups', description: 'Access Groups', order: 'name', demo: 'read', notNull: ['name'], fields: { name: char('Name', { required: true }) } },
  {
    name: 'ir.model.data', description: 'Model Data', order: 'module, model, name', demo: 'read', notNull: ['name', 'model'],
    fields: { name: char('External Identifier', { required: true }), module: char('Module'), model: char('Model Name', { required: true }), res_id: integer('Record ID') },
  },
];

/** Odoo's `has_group` for the stand-in's users (the group's xml id, as `<module>.<name>`). */
export function hasGroup(db: StandInDb, uid: number, trade: Trade): boolean {
  const [module, name] = GROUP[trade];
  const group = db.records('ir.model.data').find((d) => d.module === module && d.name === name && d.model === 'res.groups');
  const user = db.get('res.users', uid);
  const groups = (user?.group_ids ?? user?.groups_id ?? []) as number[];
  return !!group && groups.includes(Number(group.res_id));
}

/** The product's warning fields on `version` (`via`: as product.product reads them, through its template). */
export function productWarningFields(version: OdooVersion, via?: (f: string, def: FieldDef) => FieldDef): Record<string, FieldDef> {
  const wrap = via ?? ((_f: string, def: FieldDef) => def);
  if (version >= 19) {
    return {
      sale_line_warn_msg: wrap('sale_line_warn_msg', text('Sales Order Line Warning')),
      purchase_line_warn_msg: wrap('purchase_line_warn_msg', text('Message for Purchase Order Line')),
    };
  }
  return {
    sale_line_warn: wrap('sale_line_warn', selection(WARN, 'Sales Order Line', { required: !via })),
    sale_line_warn_msg: wrap('sale_line_warn_msg', text('Message for Sales Order Line')),
    purchase_line_warn: wrap('purchase_line_warn', selection(WARN, 'Purchase Order Line Warning', { required: !via })),
    purchase_line_warn_msg: wrap('purchase_line_warn_msg', text('Message for Purchase Order Line')),
  };
}

/** The stored products as `version` holds them: 16-18 'no-message' where nothing was set; 19 without the selections. */
export function adaptWarnings(db: StandInDb, version: OdooVersion): void {
  for (const template of db.records('product.template')) {
    for (const trade of ['sale', 'purchase'] as const) {
      if (version >= 19) delete template[`${trade}_line_warn`];
      else template[`${trade}_line_warn`] ??= 'no-message';
    }
  }
}

const templateOf = (db: StandInDb, productId: unknown): Rec | undefined =>
  typeof productId === 'number' ? db.get('product.template', Number(db.get('product.product', productId)?.product_tmpl_id)) : undefined;

/** 19: a line's computed message for the reading user (`line`: its product_id). */
export const lineMessage = (trade: Trade) => (db: StandInDb, line: Rec, who?: { uid: number }): string => {
  if (!who || !hasGroup(db, who.uid, trade)) return '';
  const message = templateOf(db, line.product_id)?.[`${trade}_line_warn_msg`];
  return typeof message === 'string' ? message : '';
};

/** 19: the journal item's messages (sale's and purchase's, each module's own field). */
export const moveLineMessages = (version: OdooVersion): Record<string, FieldDef> =>
  version >= 19
    ? { sale_line_warn_msg: text('Sale Line Warn Msg', { readonly: true, compute: lineMessage('sale') }), purchase_line_warn_msg: text('Purchase Line Warn Msg', { readonly: true, compute: lineMessage('purchase') }) }
    : {};

const LINES: Record<string, Trade> = { 'sale.order.line': 'sale', 'purchase.order.line': 'purchase' };

/**
 * 16-18: the line's onchange when its product is picked (field names exactly ['product_id']);
 * undefined for any other onchange. Answers only the product (emptied when it blocks), as the
 * answer of real Odoo to a spec of the product alone.
 */
export function productOnchange(env: Env, model: string, values: Record<string, unknown>, names: string[]): Record<string, unknown> | undefined {
  const trade = LINES[model];
  if (!trade || env.version >= 19 || names.length !== 1 || names[0] !== 'product_id') return undefined;
  const template = templateOf(env.db, values.product_id);
  const warn = template?.[`${trade}_line_warn`];
  // purchase's onchange asks the group first; sale's does not.
  if (!template || !warn || warn === 'no-message' || (trade === 'purchase' && !hasGroup(env.db, env.uid, trade))) return { value: {} };
  const warning = { title: `Warning for ${String(template.name)}`, message: template[`${trade}_line_warn_msg`] ?? false };
  return { value: warn === 'block' ? { product_id: false } : {}, warning };
}

/** The users' groups field, per version. */
export const userGroups = (version: OdooVersion): Record<string, FieldDef> => ({ [groupsField(version)]: many2many('res.groups', 'Groups') });

/** The warning groups, as the sale and purchase modules define them (no user in them: real 17 and 19's admin is not). */
export function seedGroups(db: StandInDb): void {
  for (const [trade, [module, name]] of Object.entries(GROUP)) {
    const group = db.create('res.groups', { name: `A warning can be set on a product or a customer (${trade === 'sale' ? 'Sale' : 'Purchase'})` });
    db.create('ir.model.data', { module, name, model: 'res.groups', res_id: group.id });
  }
}
