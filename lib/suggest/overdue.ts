import { said, type Said } from '@/lib/i18n';
import type { GroupRow } from '@/lib/odoo/read-group';
import type { ProbeClient } from './probe-client';

/** A customer's overdue invoices, per currency (one RPC): what two probes say of a customer. */
export interface Overdue {
  count: number;
  /** Each currency's sum in that currency (said in the reader's locale). */
  amounts: Array<{ amount: number; currency: string }>;
  oldest?: string;
}

/** `moveType`: a customer's invoices (default) or a vendor's bills ('in_invoice'). */
export async function overdueOf(client: ProbeClient, partnerId: number, today: string, moveType: 'out_invoice' | 'in_invoice' = 'out_invoice'): Promise<Overdue> {
  const groups = await client.readGroup('account.move', {
    domain: [
      ['move_type', '=', moveType],
      ['state', '=', 'posted'],
      ['payment_state', 'in', ['not_paid', 'partial']],
      ['invoice_date_due', '<', today],
      // The customer's commercial entity: invoices go to the company, orders often to a contact.
      ['commercial_partner_id', 'parent_of', partnerId],
    ],
    groupby: ['currency_id'],
    aggregates: ['amount_residual:sum', 'invoice_date_due:min'],
  });
  // Odoo's ISO code is the currency's name.
  const amounts = groups.map((g) => ({ amount: Number(g.aggregates['amount_residual:sum'] ?? 0), currency: currencyOf(g) }));
  const oldest = groups.map((g) => String(g.aggregates['invoice_date_due:min'] ?? '')).filter(Boolean).sort()[0];
  return { count: groups.reduce((n, g) => n + g.count, 0), amounts, ...(oldest ? { oldest } : {}) };
}

/** "$1,200.00 overdue, oldest due Mar 2, 2026". */
export function overdueLine({ amounts, oldest }: Overdue): Said {
  const sums = { join: amounts, by: ' + ' };
  return oldest ? said('suggest.overdue.amountsOldest', { amounts: sums, date: { date: oldest } }) : said('suggest.overdue.amounts', { amounts: sums });
}

function currencyOf(group: GroupRow): string {
  const value = group.groups.currency_id;
  return value && typeof value === 'object' && 'display_name' in value ? String(value.display_name) : '';
}
