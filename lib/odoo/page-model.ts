import type { PageContext } from '@/lib/messaging/protocol';
import type { OdooClient } from './client';

/**
 * The model a page shows: the URL's, else (18+ URLs name the action, '/odoo/sales/7') the one its
 * action opens, asked of Odoo once per action (OdooClient.loadAction caches it). Rejects when
 * Odoo cannot say; the caller decides what that means.
 */
export async function modelOfPage(client: OdooClient, context: Pick<PageContext, 'model' | 'action'>): Promise<string | undefined> {
  if (context.model) return context.model;
  if (!context.action) return undefined;
  const ref = /^\d+$/.test(context.action) ? Number(context.action) : context.action;
  return (await client.loadAction(ref)).resModel;
}
