import { identityKey, type Identity, type Suggestion } from '@/lib/db';
import { english, type Translate } from '@/lib/i18n';

/**
 * Why the signed-in `current` (null: no one, or the tab is on another Odoo) may not act on a
 * suggestion, in one sentence; undefined when it may. A card is made from one user's data and
 * acts on one Odoo: never with another user's session or against another origin.
 */
export function suggestionRefusal(suggestion: Pick<Suggestion, 'identity' | 'origin' | 'action'>, current: Identity | null, t: Translate = english.t): string | undefined {
  const [, db] = suggestion.identity.split('|').slice(-3);
  const owner = db ? t('worker.anotherUserAt', { db, origin: suggestion.origin }) : t('worker.anotherUser');
  if (!current || identityKey(current) !== suggestion.identity) return t('worker.suggestionOwner', { owner });
  const url = (suggestion.action as { url?: unknown } | null)?.url;
  if (typeof url === 'string' && new URL(url).origin !== suggestion.origin) return t('worker.suggestionOutside');
  return undefined;
}
