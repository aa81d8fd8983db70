// The down-payment product 16 and 17 invoice through: Odoo creates it the first time and keeps it
// (16 in a system parameter, 17 on the company). A contract case notes the one kept before its run
// and removes one its run made, so a real Odoo is left as it was. The stand-in starts afresh each run.
import type { ActionRig } from './action-rig';

/** The kept down-payment product on a real Odoo (none on 18+ or on the stand-in). */
export async function keptDownPaymentProduct(r: ActionRig): Promise<number | false> {
  if (!process.env.ODOO_URL) return false;
  if (r.major === 16) return Number(await r.client.callKw('ir.config_parameter', 'get_param', ['sale.default_deposit_product_id'])) || false;
  if (r.major === 17) {
    const [company] = await r.client.read('res.company', [1], ['sale_down_payment_product_id']);
    const value = company?.sale_down_payment_product_id as unknown;
    return Array.isArray(value) ? (value[0] as number) : value && typeof value === 'object' ? (value as { id: number }).id : false;
  }
  return false;
}

/** Removes the down-payment product the run made (the one kept now, when it is not `before`). */
export async function removeMadeDownPaymentProduct(r: ActionRig | undefined, before: number | false): Promise<void> {
  if (!r) return;
  const made = await keptDownPaymentProduct(r).catch(() => false as const);
  if (!made || made === before) return;
  if (r.major === 16) await r.client.callKw('ir.config_parameter', 'set_param', ['sale.default_deposit_product_id', false]);
  else await r.client.write('res.company', [1], { sale_down_payment_product_id: false });
  await r.client.unlink('product.product', [made]).catch(() => r.client.write('product.product', [made], { active: false }));
}
