import type { Suggestion } from '@/lib/db';
import { say, type I18n } from '@/lib/i18n';

// Which suggestions may reach the user in the Odoo page itself (Settings > Notices), rather than
// only as the toolbar badge: the ones that matter before the user goes on. A customer with overdue
// invoices (or over the credit limit) on the quotation on screen, and an error dialog Weft can
// explain. Everything else stays a card in the panel and a number on the icon.
const IMPORTANT = new Set(['overdue-customer', 'explain-error']);

export interface Notice {
  suggestionId: string;
  title: string;
  why: string;
}

/** The one notice to show for a run's new suggestions (the first important one), or null; in `i18n`'s words (the page shows text). */
export function noticeFor(stored: readonly Pick<Suggestion, 'id' | 'probe' | 'title' | 'why'>[], i18n: I18n): Notice | null {
  const first = stored.find((s) => IMPORTANT.has(s.probe));
  return first ? { suggestionId: first.id, title: say(i18n, first.title), why: say(i18n, first.why) } : null;
}
