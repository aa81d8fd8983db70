// What a write did to a record's x2many fields, in words for Changes: "2 lines added", "added VIP;
// removed Prospect". Odoo reads an x2many back as bare ids, which mean nothing to a person; the names
// of the records a many2many linked or unlinked are read once after the write (link-names.ts,
// journaled with the entry), a one2many's lines are counted. Pure: the panel imports it.
import type { Json } from '@/lib/db';
import { said, type Said } from '@/lib/i18n';
import { idsOf } from './effects';

export const LINK_TYPES = new Set(['one2many', 'many2many']);

/** The ids `after` holds that `before` did not, and the ones it no longer holds. Pure. */
export function linkDiff(before: Json | undefined, after: Json | undefined): { added: number[]; removed: number[] } {
  const [was, now] = [idsOf(before), idsOf(after)];
  return { added: now.filter((id) => !was.includes(id)), removed: was.filter((id) => !now.includes(id)) };
}

/**
 * A change of one x2many field in words (undefined when nothing moved): lines counted; links named
 * from `names` when the journal read them, else counted. Pure.
 */
export function linksSaid(type: string | undefined, before: Json | undefined, after: Json | undefined, names: Record<number, string> = {}): Said | undefined {
  const { added, removed } = linkDiff(before, after);
  const parts: Said[] = [];
  const many2many = type === 'many2many';
  const named = (ids: number[]) => ids.every((id) => names[id]) && { list: ids.map((id) => names[id]!), max: 6 };
  for (const [ids, verb] of [[added, 'Added'], [removed, 'Removed']] as const) {
    if (!ids.length) continue;
    const list = many2many && named(ids);
    parts.push(list ? said(`op.links${verb}`, { names: list }) : said(many2many ? `op.links${verb}Count` : `op.lines${verb}`, { count: ids.length }));
  }
  if (!parts.length) return undefined;
  return parts.length === 1 ? parts[0] : said('op.linksBoth', { added: parts[0]!, removed: parts[1]! });
}
