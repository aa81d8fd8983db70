import type { StandInDb } from './db.ts';
import { seedBase } from './seed-base.ts';
import { seedBusiness } from './seed-business.ts';
import { ACCOUNTING_MODELS } from './model-defs-accounting.ts';
import { DOCUMENT_MODELS } from './model-defs-documents.ts';
import { JOURNAL_MODELS } from './model-defs-journals.ts';
import { OPERATIONS_MODELS } from './model-defs-operations.ts';
import { CATALOG_MODELS } from './model-defs-catalog.ts';
import { seedDocuments } from './seed-documents.ts';
import { seedTreasury } from './seed-treasury.ts';
import { seedOperations } from './seed-operations.ts';
import { seedTemplates } from './mail-composer.ts';
import { CORE_MODELS } from './model-defs-core.ts';
import { SALES_MODELS } from './model-defs-sales.ts';
import type { OdooVersion } from './model-types.ts';
import { adaptProducts } from './product-types.ts';
import { MANUFACTURING_MODELS, seedManufacturing } from './manufacturing.ts';
import { PROJECT_MODELS } from './model-defs-project.ts';
import { seedProjects } from './seed-projects.ts';
import { seedTimesheets } from './timesheets.ts';
import { SCRAP_MODEL } from './scrap.ts';
import { seedGroups } from './product-warnings.ts';
import { seedRoutes } from './deliveries.ts';

export { INJECTION_TEXT } from './seed-base.ts';

/** Fills the database with a small furniture company, as of today. */
export function seed(db: StandInDb, baseUrl: string, version: OdooVersion = 17): void {
  db.clear();
  seedBase(db, baseUrl);
  seedBusiness(db);
  seedDocuments(db);
  seedTreasury(db);
  // The root menus real 17 shows its demo user (apps: Discuss, Contacts, CRM, Sales, Invoicing, Purchase, Inventory).
  ['mail', 'contacts', 'crm', 'sale_management', 'account', 'purchase', 'stock'].forEach((app, i) =>
    db.create('ir.ui.menu', { name: app, sequence: i + 1, parent_id: false, web_icon: `${app},static/description/icon.png` }));
  [...CORE_MODELS, ...SALES_MODELS, ...ACCOUNTING_MODELS, ...DOCUMENT_MODELS, ...JOURNAL_MODELS, ...CATALOG_MODELS, ...OPERATIONS_MODELS, ...MANUFACTURING_MODELS.filter((m) => !m.transient), ...PROJECT_MODELS, SCRAP_MODEL].forEach((m, i) => db.create('ir.model', { id: i + 1, model: m.name, name: m.description }));
  seedOperations(db); // activities point at ir.model rows
  seedTemplates(db);
  seedManufacturing(db);
  seedRoutes(db);
  seedProjects(db);
  seedTimesheets(db);
  seedGroups(db);
  adaptProducts(db, version);
}
