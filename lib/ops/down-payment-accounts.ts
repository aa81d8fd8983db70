// 18: the income account each order line's down payment goes to, as the wizard finds it
// (versions.ts `downPaymentGroup`, 'income_account'): the product category's down-payment account,
// else the product's income account, else its category's, each as the order's fiscal position maps
// it. The accounts are the company's own (company-dependent fields): read in the order's company.
import type { OdooClient } from '@/lib/odoo';
import { many2oneId } from './values';

type Row = Record<string, unknown>;

/** Each product's account (false: none, as a line without a product). One to three reads. */
export async function downPaymentAccounts(
  client: OdooClient,
  products: number[],
  company: number | undefined,
  fiscalPosition: number | undefined,
): Promise<Record<number, number | false>> {
  if (!products.length) return {};
  const context = company ? { allowed_company_ids: [company] } : undefined;
  const read = (model: string, ids: number[], fields: string[]) =>
    client.callKw<Row[]>(model, 'read', [ids, fields], context ? { context } : {});
  const categoryFields = await client.fieldsGet('product.category');
  const [productRows, maps] = await Promise.all([
    read('product.product', products, ['property_account_income_id', 'categ_id']),
    fiscalPosition
      ? client.callKw<Row[]>('account.fiscal.position.account', 'search_read', [[['position_id', '=', fiscalPosition]], ['account_src_id', 'account_dest_id']])
      : Promise.resolve([]),
  ]);
  const categories = [...new Set(productRows.flatMap((p) => many2oneId(p.categ_id) ?? []))];
  const categoryRows = categories.length
    ? await read('product.category', categories, ['property_account_income_categ_id', ...('property_account_downpayment_categ_id' in categoryFields ? ['property_account_downpayment_categ_id'] : [])])
    : [];
  const mapped = (account: number | undefined): number | undefined => {
    if (!account) return undefined;
    // The position's map is a dict by source account: the last line for an account wins.
    const map = maps.filter((m) => many2oneId(m.account_src_id) === account).at(-1);
    return map ? many2oneId(map.account_dest_id) : account;
  };
  const byCategory = new Map(categoryRows.map((c) => [c.id as number, c]));
  return Object.fromEntries(productRows.map((p) => {
    const category = byCategory.get(many2oneId(p.categ_id) ?? 0);
    const income = mapped(many2oneId(p.property_account_income_id) ?? many2oneId(category?.property_account_income_categ_id));
    return [p.id as number, mapped(many2oneId(category?.property_account_downpayment_categ_id)) ?? income ?? false];
  }));
}
