// Stocked products, as each version stores them: 16/17 give them their own type ('product',
// "Storable Product"); 18+ dropped that type for a flag on goods (type 'consu', is_storable "Track
// Inventory"), and refuse 'product' as any other wrong value. The seed's products follow the version
// the stand-in answers as, also when a test switches it.
import type { StandInDb } from './db.ts';
import { boolean, selection, type FieldDef, type OdooVersion } from './model-types.ts';
import { adaptWarnings } from './product-warnings.ts';

const TYPES_17: [string, string][] = [['consu', 'Consumable'], ['service', 'Service'], ['product', 'Storable Product']];
const TYPES_18: [string, string][] = [['consu', 'Goods'], ['service', 'Service'], ['combo', 'Combo']];

export const PRODUCT_TYPE = selection(TYPES_17, 'Product Type', { required: true });

/** product.template's fields on 18+ (null: none); `via` makes them a variant's, read through its template. */
export function storableFields(via?: (f: string, def: FieldDef) => FieldDef): (version: OdooVersion) => Record<string, FieldDef | null> {
  const wrap = via ?? ((_f: string, def: FieldDef) => def);
  const since18 = { type: wrap('type', selection(TYPES_18, 'Product Type', { required: !via })), is_storable: wrap('is_storable', boolean('Track Inventory')) };
  return (version) => (version >= 18 ? since18 : {});
}

/** The stored products as `version` holds them (a stocked product keeps being one across the switch). */
export function adaptProducts(db: StandInDb, version: OdooVersion): void {
  for (const template of db.records('product.template')) {
    const stocked = template.type === 'product' || template.is_storable === true;
    // In place, as a database upgrade would: the records were not edited by anyone.
    if (version >= 18) Object.assign(template, { type: stocked ? 'consu' : template.type, is_storable: stocked });
    else Object.assign(template, { type: stocked ? 'product' : template.type, is_storable: null });
  }
  adaptWarnings(db, version);
}
