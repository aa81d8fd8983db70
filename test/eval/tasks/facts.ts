// Odoo's own figures, read as the signed-in user with plain searches and read_group: what the
// checks compare answers with. Written from what the data means, not from how a skill computes it.
import { userDay } from '@/lib/business/dates';
import type { OdooClient } from '@/lib/odoo/client';
import type { GroupRow } from '@/lib/odoo/read-group';
import type { Many2one } from '@/lib/odoo/records';

export const today = async (odoo: OdooClient) => (await userDay(odoo)).today;
export const yearStart = async (odoo: OdooClient) => `${(await today(odoo)).slice(0, 4)}-01-01`;
export const monthStart = async (odoo: OdooClient) => `${(await today(odoo)).slice(0, 7)}-01`;

export const nameOf = (v: unknown): string => (v && typeof v === 'object' && 'display_name' in v ? String((v as Many2one).display_name) : Array.isArray(v) ? String(v[1]) : '');
export const idOf = (v: unknown): number => (v && typeof v === 'object' && 'id' in v ? Number((v as Many2one).id) : Array.isArray(v) ? Number(v[0]) : 0);
export const round2 = (n: number) => Math.round(n * 100) / 100;

export interface Ranked {
  id: number;
  name: string;
  value: number;
  count: number;
}

/** Groups by a many2one, biggest `measure` first (or count when none); empty groups left out. */
export async function ranked(odoo: OdooClient, model: string, domain: unknown[], by: string, measure?: string): Promise<Ranked[]> {
  const rows: GroupRow[] = await odoo.readGroup(model, { domain, groupby: [by], aggregates: measure ? [`${measure}:sum`] : [] });
  return rows
    .filter((r) => r.groups[by])
    .map((r) => ({ id: idOf(r.groups[by]), name: nameOf(r.groups[by]), value: measure ? Number(r.aggregates[`${measure}:sum`] ?? 0) : r.count, count: r.count }))
    .sort((a, b) => b.value - a.value || b.count - a.count);
}

/** The first of a ranking when it is ahead of the second (a tie has no right single answer). */
export const leader = (rows: Ranked[]): Ranked | undefined => (rows[0] && (!rows[1] || rows[1].value < rows[0].value) ? rows[0] : undefined);

export async function total(odoo: OdooClient, model: string, domain: unknown[], measure: string): Promise<{ sum: number; count: number }> {
  const rows = await odoo.readGroup(model, { domain, groupby: [], aggregates: [`${measure}:sum`] });
  return { sum: round2(Number(rows[0]?.aggregates[`${measure}:sum`] ?? 0)), count: rows[0]?.count ?? 0 };
}

export async function first(odoo: OdooClient, model: string, domain: unknown[], fields: string[], order?: string): Promise<Record<string, unknown> | undefined> {
  const { records } = await odoo.searchRead(model, { domain, fields, limit: 1, ...(order ? { order } : {}) });
  return records[0];
}

export const uid = async (odoo: OdooClient) => (await odoo.session()).uid;

/** Posted customer invoices still (partly) unpaid and past due today. */
export const overdueInvoices = async (odoo: OdooClient) => [
  ['move_type', '=', 'out_invoice'],
  ['state', '=', 'posted'],
  ['payment_state', 'in', ['not_paid', 'partial']],
  ['invoice_date_due', '<', await today(odoo)],
];

/** The company the user works in (the one their Odoo tab has active by default). */
export const myCompany = async (odoo: OdooClient) => (await odoo.session()).companies?.current;
