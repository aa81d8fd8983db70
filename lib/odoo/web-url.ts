import { versionAtLeast, type OdooVersion } from './session';

/** A record's (or a model's list) address in the web client: 16-17.0 `/web#…`; 17.2+ (Odoo Online) and 18+ `/odoo/…`. */
export function webClientUrl(origin: string, version: OdooVersion, model: string, id?: number): string {
  if (versionAtLeast(version, 17, 2)) return `${origin}/odoo/${model}${id ? `/${id}` : ''}`;
  const hash = new URLSearchParams({ model, ...(id ? { id: String(id) } : {}), view_type: id ? 'form' : 'list' });
  return `${origin}/web#${hash.toString()}`;
}
