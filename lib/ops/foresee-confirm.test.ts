import { describe, expect, it } from 'vitest';
import { english, i18nFor, say } from '@/lib/i18n';
import { confirmNotes, type ConfirmFacts } from './foresee-confirm';

const base: ConfirmFacts = {
  stock: true,
  warehouses: { 1: { name: 'YourCompany' } },
  goods: [
    { order: 1, product: 5, qty: 2, unit: 'Units', routes: [] },
    { order: 1, product: 6, qty: 5, unit: 'Units', routes: [] },
    { order: 1, product: 6, qty: 1, unit: 'Units', routes: [] },
  ],
  names: { 5: 'Office Chair', 6: 'Office Lamp', 7: 'Drawer', 9: 'Virtual Home Staging' },
  ordering: {},
  tracked: [],
};
const words = (f: ConfirmFacts, lang = english) => confirmNotes(f).map((n) => say(lang, n));

describe('confirmNotes', () => {
  it('one delivery of the distinct products, their quantity in their one unit, from the warehouse', () => {
    expect(words(base)).toEqual(['Odoo will create a delivery of 2 products (8 Units) from YourCompany.']);
    expect(words(base, i18nFor('fr_FR', []))).toEqual(['Odoo créera une livraison de 2 produits (8 Units) depuis YourCompany.']);
  });

  it('no quantity when the units differ; a warehouse that ships in steps says so in its own words', () => {
    const f = { ...base, warehouses: { 1: { name: 'WH', steps: { count: 2, label: 'Send goods in output and then deliver (2 steps)', firstOnly: false } } }, goods: [base.goods[0]!, { ...base.goods[1]!, unit: 'Dozens' }] };
    expect(words(f)).toEqual([
      'Odoo will create a delivery of 2 products from WH.',
      'WH delivers in 2 steps (“Send goods in output and then deliver (2 steps)”): for each delivery Odoo will create 2 transfers, the one to the customer last.',
    ]);
  });

  it('18+: a warehouse in steps makes its first transfer on confirm, the next ones as each is validated', () => {
    const f = { ...base, warehouses: { 1: { name: 'WH', steps: { count: 3, label: 'Pick + Pack + Ship', firstOnly: true } } } };
    expect(words(f)[1]).toBe('WH delivers in 3 steps (“Pick + Pack + Ship”): Odoo will create the first transfer now, and each next one when the one before it is validated.');
    expect(words(f, i18nFor('fr_FR', []))[1]).toBe('WH livre en 3 étapes (« Pick + Pack + Ship ») : Odoo créera le premier transfert maintenant, puis chacun des suivants quand le précédent sera validé.');
  });

  it('Odoo locks confirmed orders: said last; unsaid when not known', () => {
    expect(words({ ...base, locks: true }).at(-1)).toBe('Odoo will then lock the order (the Sales setting “Lock Confirmed Sales”): it can no longer be changed until someone unlocks it.');
    expect(words(base).join(' ')).not.toContain('lock');
  });

  it('no quantity when the unit is not known (a unit the user may not read)', () => {
    expect(words({ ...base, goods: base.goods.map((g) => ({ ...g, unit: '' })) })).toEqual(['Odoo will create a delivery of 2 products from YourCompany.']);
  });

  it('several orders from one warehouse: a delivery each; from two warehouses: a sentence each', () => {
    const two = { ...base, warehouses: { 1: { name: 'WH' }, 2: { name: 'WH' } }, goods: [base.goods[0]!, { ...base.goods[1]!, order: 2 }] };
    expect(words(two)).toEqual(['Odoo will create 2 deliveries, of 2 products in all (7 Units), from WH.']);
    const apart = { ...two, warehouses: { 1: { name: 'WH' }, 2: { name: 'Chicago' } } };
    expect(words(apart)).toEqual(['Odoo will create a delivery of 1 product (2 Units) from WH.', 'Odoo will create a delivery of 1 product (5 Units) from Chicago.']);
  });

  it('a route that orders on demand: "may" order or make; one that ships straight to the customer takes the line out of the delivery', () => {
    const mto = { ...base, goods: [{ ...base.goods[0]!, routes: [1] }, base.goods[1]!], ordering: { 1: { name: 'Replenish on Order (MTO)', direct: false } } };
    expect(words(mto)).toEqual([
      'Odoo will create a delivery of 2 products (7 Units) from YourCompany.',
      'Through their routes (Replenish on Order (MTO)), Odoo may also create a purchase or manufacturing order for Office Chair.',
    ]);
    const dropship = { ...base, goods: [{ ...base.goods[0]!, routes: [3] }, base.goods[1]!], ordering: { 3: { name: 'Dropship', direct: true } } };
    expect(words(dropship)[0]).toBe('Odoo will create a delivery of 1 product (5 Units) from YourCompany.');
    expect(words(dropship)[1]).toContain('(Dropship)');
  });

  it('services alone: no delivery; tracked in Project: "may" create, in Odoo\'s words; without Inventory nothing of deliveries', () => {
    expect(words({ ...base, goods: [] })).toEqual(['Odoo will create no delivery: no line holds goods to deliver.']);
    const tracked = { ...base, goods: [], tracked: [{ product: 9, what: 'Project' }] };
    expect(words(tracked)[1]).toBe('For the services, Odoo may also create in Project: Virtual Home Staging (Project).');
    expect(words({ ...tracked, stock: false })).toEqual(['For the services, Odoo may also create in Project: Virtual Home Staging (Project).']);
  });
});
