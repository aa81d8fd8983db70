import { identityKey, type Identity, type Suggestion } from '@/lib/db';

/**
 * Why the signed-in `current` (null: no one, or the tab is on another Odoo) may not act on a
 * suggestion, in one sentence; undefined when it may. A card is made from one user's data and
 * acts on one Odoo: never with another user's session or against another origin.
 */
export function suggestionRefusal(suggestion: Pick<Suggestion, 'identity' | 'origin' | 'action'>, current: Identity | null): string | undefined {
  const [, db] = suggestion.identity.split('|').slice(-3);
  const owner = `another Odoo user${db ? ` (db ${db} at ${suggestion.origin})` : ''}`;
  if (!current || identityKey(current) !== suggestion.identity) return `This suggestion was made for ${owner}: sign in as them in this tab to use it.`;
  const url = (suggestion.action as { url?: unknown } | null)?.url;
  if (typeof url === 'string' && new URL(url).origin !== suggestion.origin) return 'This suggestion points outside its Odoo; it was not opened.';
  return undefined;
}
