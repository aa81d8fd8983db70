import { readFileSync } from 'node:fs';
import { displayName } from './display-name.ts';
import { ACCOUNTING_MODELS } from './model-defs-accounting.ts';
import { DOCUMENT_MODELS } from './model-defs-documents.ts';
import { JOURNAL_MODELS } from './model-defs-journals.ts';
import { OPERATIONS_MODELS } from './model-defs-operations.ts';
import { CATALOG_MODELS } from './model-defs-catalog.ts';
import { FISCAL_MODELS } from './model-defs-fiscal.ts';
import { CORE_MODELS, messageIds } from './model-defs-core.ts';
import { SALES_MODELS } from './model-defs-sales.ts';
import { RECEIPT_MODELS } from './receipts.ts';
import { DELIVERY_MODELS } from './deliveries.ts';
import { WIZARD_MODELS } from './wizards.ts';
import { REVERSAL_MODEL } from './credit-note.ts';
import { COMPOSER_MODELS } from './mail-composer.ts';
import { RETURN_WIZARD } from './returns.ts';
import { MANUFACTURING_MODELS } from './manufacturing.ts';
import { MANUFACTURING_QUESTION_MODELS } from './manufacturing-questions.ts';
import { PROJECT_MODELS } from './model-defs-project.ts';
import { SCRAP_MODEL } from './scrap.ts';
import { TIMESHEET_MODELS } from './timesheets.ts';
import { GROUP_MODELS } from './product-warnings.ts';
import { type FieldDef, type ModelDef, type Module, type OdooVersion, char, datetime, integer, many2one } from './model-types.ts';
import { withOdooStorage } from './odoo-storage.ts';

export type { FieldDef, ModelDef, Module, OdooVersion } from './model-types.ts';

const ALL_MODELS = [...CORE_MODELS, ...SALES_MODELS, ...ACCOUNTING_MODELS, ...DOCUMENT_MODELS, ...JOURNAL_MODELS, ...WIZARD_MODELS, REVERSAL_MODEL, ...CATALOG_MODELS, ...FISCAL_MODELS, ...OPERATIONS_MODELS, ...RECEIPT_MODELS, ...DELIVERY_MODELS, ...COMPOSER_MODELS, RETURN_WIZARD, ...MANUFACTURING_MODELS, ...MANUFACTURING_QUESTION_MODELS, ...PROJECT_MODELS, SCRAP_MODEL, ...TIMESHEET_MODELS, ...GROUP_MODELS];

/** The recordings we have: 16 behaves like the 17 recording, 19 like the 18 one. */
export const fixtureVersion = (v: OdooVersion): 17 | 18 => (v <= 17 ? 17 : 18);

export function readFixture(version: 17 | 18, file: string): unknown {
  const url = new URL(`../../fixtures/odoo/${version}/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

type RecordedField = Pick<FieldDef, 'string' | 'type' | 'required' | 'readonly' | 'relation' | 'selection'>;

function recordedFields(version: 17 | 18, model: string): Record<string, RecordedField> {
  const body = readFixture(version, `fields_get_${model}.json`) as { result: Record<string, RecordedField> };
  return body.result;
}

function magicFields(def: ModelDef): Record<string, FieldDef> {
  const fields: Record<string, FieldDef> = {
    id: integer('ID', { readonly: true }),
    display_name: char('Display Name', { readonly: true, compute: (db, rec) => displayName(db, def.name, rec) }),
    create_date: datetime('Created on', { readonly: true }),
    create_uid: many2one('res.users', 'Created by', { readonly: true }),
    write_date: datetime('Last Updated on', { readonly: true }),
    write_uid: many2one('res.users', 'Last Updated by', { readonly: true }),
  };
  if (def.mail) {
    fields.message_ids = { type: 'one2many', string: 'Messages', relation: 'mail.message', compute: messageIds(def.name) };
    // Followers, stored as their partners (Odoo keeps mail.followers rows; this is what it reads back).
    fields.message_partner_ids = { type: 'many2many', string: 'Followers (Partners)', relation: 'res.partner' };
    // mail.activity.mixin: computed on read, not stored (fields_get says store false, as real Odoo does).
    fields.activity_state = {
      type: 'selection', string: 'Activity State', readonly: true, compute: () => false,
      selection: [['overdue', 'Overdue'], ['today', 'Today'], ['planned', 'Planned']],
    };
  }
  return fields;
}

function buildModel(def: ModelDef, version: OdooVersion, modules: ReadonlySet<Module>): ModelDef {
  const built = buildFields(def, version);
  for (const [module, added] of Object.entries(def.moduleFields ?? {})) {
    if (modules.has(module as Module)) Object.assign(built.fields, added!(version));
  }
  for (const [name, field] of Object.entries(def.versions?.(version) ?? {})) {
    if (field) built.fields[name] = field;
    else delete built.fields[name];
  }
  for (const [name, field] of Object.entries(built.fields)) built.fields[name] = withOdooStorage(def.name, name, field, version);
  return built;
}

function buildFields(def: ModelDef, version: OdooVersion): ModelDef {
  const own = { ...def.fields, ...magicFields(def) };
  if (!def.fixture) return { ...def, fields: own };
  const fields: Record<string, FieldDef> = {};
  for (const [name, recorded] of Object.entries(recordedFields(fixtureVersion(version), def.name))) {
    const mine = own[name];
    // Recorded attributes win; ours only add how the value is computed.
    fields[name] = {
      ...recorded, compute: mine?.compute, inverse: mine?.inverse, related: mine?.related,
      ...(mine?.searchable === false ? { searchable: false } : {}), ...(mine?.unstored ? { unstored: true } : {}),
    };
  }
  for (const [name, mine] of Object.entries(own)) fields[name] ??= mine;
  return { ...def, fields };
}

export class Registry {
  private models = new Map<string, ModelDef>();

  constructor(readonly version: OdooVersion, readonly modules: ReadonlySet<Module> = new Set()) {
    for (const def of ALL_MODELS) {
      if ((!def.module || modules.has(def.module)) && (!def.upTo || version <= def.upTo)) this.models.set(def.name, buildModel(def, version, modules));
    }
  }

  get(name: string): ModelDef | undefined {
    return this.models.get(name);
  }

  names(): string[] {
    return [...this.models.keys()];
  }
}

const registries = new Map<string, Registry>();

/** The models of a version with these optional modules installed (none: as the real test servers were set up). */
export function registryFor(version: OdooVersion, modules: ReadonlySet<Module> = new Set()): Registry {
  const key = `${version}|${[...modules].sort().join(',')}`;
  let registry = registries.get(key);
  if (!registry) registries.set(key, (registry = new Registry(version, modules)));
  return registry;
}
