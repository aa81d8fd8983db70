import type { OdooVersion } from './session';
import { traitsOf } from './versions';

/** A record's (or a model's list) address in the web client, in the server's URL scheme (versions.ts). */
export function webClientUrl(origin: string, version: OdooVersion, model: string, id?: number): string {
  if (traitsOf(version).urlScheme === 'path') return `${origin}/odoo/${model}${id ? `/${id}` : ''}`;
  const hash = new URLSearchParams({ model, ...(id ? { id: String(id) } : {}), view_type: id ? 'form' : 'list' });
  return `${origin}/web#${hash.toString()}`;
}
