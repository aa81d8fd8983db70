import type { PageContext } from '@/lib/messaging/protocol';
import type { OdooClient } from '@/lib/odoo/client';

/** The record open in the tab (its model from the URL's action on 17+), if any. */
export async function attachmentTarget(odoo: OdooClient, page: PageContext | null): Promise<{ model: string; id: number } | undefined> {
  const id = typeof page?.recordId === 'number' ? page.recordId : undefined;
  let model = page?.model;
  if (!model && page?.action) model = (await odoo.loadAction(/^\d+$/.test(page.action) ? Number(page.action) : page.action).catch(() => undefined))?.resModel;
  return model && id ? { model, id } : undefined;
}

export function base64Bytes(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
