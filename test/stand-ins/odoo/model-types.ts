import type { Rec, StandInDb } from './db.ts';

export type OdooVersion = 16 | 17 | 18 | 19;

export type FieldType =
  | 'char' | 'text' | 'html' | 'integer' | 'float' | 'monetary' | 'boolean' | 'date' | 'datetime'
  | 'selection' | 'many2one' | 'one2many' | 'many2many' | 'binary' | 'json' | 'properties'
  | 'properties_definition' | 'reference' | 'many2one_reference';

export interface FieldDef {
  type: FieldType;
  string: string;
  required?: boolean;
  readonly?: boolean;
  relation?: string;
  selection?: [string, string][];
  /** one2many: the many2one on `relation` that points back. */
  inverse?: string;
  /** Computed on read; not stored. */
  compute?: (db: StandInDb, rec: Rec, who?: { uid: number }) => unknown;
  /** Float precision as Odoo's decimal.precision gives it ([16, 2] for prices, quantities, discounts): stored rounded. */
  digits?: [number, number];
  /** Related field: [many2one on this model, field on the target], read and written through. */
  related?: [string, string];
  /** A related field Odoo does not store: 16-17 can neither group nor sort by it, 18+ can (through the relation). */
  unstored?: true;
  /**
   * Computed, not stored, and no search method in Odoo (res.partner sale_order_count): 16-18 drop a
   * condition on it (every record matches), 19 refuses it; no version sorts or groups by it.
   */
  searchable?: false;
  /** Whether Odoo stores it, where the stand-in holds it otherwise (odoo-storage.ts): fields_get's `store`. */
  store?: boolean;
  /** Read from a parent record (a variant's name from its template): not stored, yet sorted and grouped in SQL. */
  inherited?: true;
  /** Odoo's `groups=` on the field, as its error names it ('Inventory / Administrator'): see field-groups.ts. */
  groups?: string;
  /** Computed, yet summed by the model's read_group override (stock_account's stock.quant value): see read-group.ts. */
  overrideSum?: boolean;
}

/** 'no-unlink': reads, creates and writes, never deletes (a salesperson's quotations). */
export type Access = 'read' | 'none' | 'no-unlink';

export interface ModelDef {
  name: string;
  description: string;
  order: string;
  recName?: string;
  fields: Record<string, FieldDef>;
  /** Columns with a NOT NULL constraint, checked in this order on create/write. */
  notNull?: string[];
  /** What the non-admin demo user may do; full rights when unset. By version where demo's groups differ. */
  demo?: Access | ((version: OdooVersion) => Access | undefined);
  /** Groups named in the access error when demo is refused. */
  groups?: string[];
  /** A TransientModel (a dialog): 17+ leave it out of ir.model's display_name_for. */
  transient?: boolean;
  /** Inherits mail.thread: message_post and message_ids. */
  mail?: boolean;
  /** Field definitions recorded from real Odoo (test/fixtures/odoo/<v>/fields_get_<model>.json). */
  fixture?: boolean;
  defaults?: (env: DefaultsEnv) => Record<string, unknown>;
  /** A module the stand-in may leave uninstalled (hr_timesheet): the model exists only where it is installed. */
  module?: Module;
  /** The last version that has this model (19 dropped account.fiscal.position.tax); every one when unset. */
  upTo?: OdooVersion;
  /** Fields such a module adds to this model where it is installed (hr_timesheet's task_id on account.analytic.line). */
  moduleFields?: Partial<Record<Module, (version: OdooVersion) => Record<string, FieldDef>>>;
  /**
   * The fields `version` has otherwise, as its fields_get says: added or replaced (a task's state on
   * 17+, its kanban_state on 16), or null where it has no such field (16's sale order has no locked).
   * Applied last, over recorded fields too.
   */
  versions?: (version: OdooVersion) => Record<string, FieldDef | null>;
}

/** Modules the stand-in installs only when asked (real test servers may lack them). */
export type Module = 'hr_timesheet';

export interface DefaultsEnv {
  db: StandInDb;
  uid: number;
  companyId: number;
  today: string;
  now: string;
  /** The version answering (a default some versions compute differently). */
  version?: OdooVersion;
  /** The request's context (a dialog's defaults come from active_ids and the like). */
  context?: Record<string, unknown>;
}

const field =
  (type: FieldType) =>
  (string: string, extra: Partial<FieldDef> = {}): FieldDef => ({ type, string, ...extra });

export const char = field('char');
export const text = field('text');
export const html = field('html');
export const integer = field('integer');
export const float = field('float');
export const monetary = field('monetary');
export const boolean = field('boolean');
export const date = field('date');
export const datetime = field('datetime');

export const selection = (choices: [string, string][], string: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'selection',
  string,
  selection: choices,
  ...extra,
});
export const many2one = (relation: string, string: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'many2one',
  string,
  relation,
  ...extra,
});
export const one2many = (relation: string, inverse: string, string: string): FieldDef => ({
  type: 'one2many',
  string,
  relation,
  inverse,
});
export const many2many = (relation: string, string: string): FieldDef => ({ type: 'many2many', string, relation });
