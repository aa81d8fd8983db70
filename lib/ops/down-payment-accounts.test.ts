// 18's account for each product's down payment, read from the stand-in as strict as real 18 (the
// same rules pinned on real 18 by test/contract/down-payment-groups.contract.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { rig, type Rig } from '../../test/journal-rig';
import { downPaymentAccounts } from './down-payment-accounts';

let r: Rig | undefined;
afterEach(() => r?.close());

// Seeded: 400000 Product Sales (6) is every category's income account, 400100 Other Sales (9) another.
const product = (x: Rig, values: Record<string, unknown>) => {
  const tmpl = x.odoo.db.create('product.template', { name: 'P', type: 'service', categ_id: 1, active: true, ...values });
  return x.odoo.db.create('product.product', { product_tmpl_id: tmpl.id, active: true }).id;
};

describe('downPaymentAccounts (18)', () => {
  it("the category's down-payment account, else the product's income account, else its category's, as the fiscal position maps them", async () => {
    r = await rig(18);
    const plain = product(r, {});
    const own = product(r, { property_account_income_id: 9 });
    const dpCategory = r.odoo.db.create('product.category', { name: 'Deposits', complete_name: 'Deposits', property_account_income_categ_id: 6, property_account_downpayment_categ_id: 3 }).id;
    const deposit = product(r, { categ_id: dpCategory, property_account_income_id: 9 });
    expect(await downPaymentAccounts(r.client, [plain, own, deposit], 1, undefined)).toEqual({ [plain]: 6, [own]: 9, [deposit]: 3 });

    const position = r.odoo.db.create('account.fiscal.position', { name: 'Export', company_id: 1, active: true }).id;
    r.odoo.db.create('account.fiscal.position.account', { position_id: position, account_src_id: 9, account_dest_id: 4 });
    r.odoo.db.create('account.fiscal.position.account', { position_id: position, account_src_id: 9, account_dest_id: 6 });
    // The position's map is a dict by source account: its last line for 9 wins.
    expect(await downPaymentAccounts(r.client, [plain, own, deposit], 1, position)).toEqual({ [plain]: 6, [own]: 6, [deposit]: 3 });
    expect(await downPaymentAccounts(r.client, [], 1, position)).toEqual({});
  });
});
