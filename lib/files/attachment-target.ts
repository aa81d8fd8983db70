import type { PageContext } from '@/lib/messaging/protocol';
import type { OdooClient } from '@/lib/odoo/client';

/** The record whose attachments are meant: the one given, else the record open in the tab. */
export async function attachmentTarget(odoo: OdooClient, page: PageContext | null, model?: string, id?: number): Promise<{ model: string; id: number } | undefined> {
  const pageId = typeof page?.recordId === 'number' ? page.recordId : undefined;
  let pageModel = page?.model;
  if (!pageModel && page?.action && !model) {
    pageModel = (await odoo.loadAction(/^\d+$/.test(page.action) ? Number(page.action) : page.action).catch(() => undefined))?.resModel;
  }
  const target = { model: model ?? pageModel, id: id ?? (model && model !== pageModel ? undefined : pageId) };
  return target.model && target.id ? (target as { model: string; id: number }) : undefined;
}

export function base64Bytes(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
