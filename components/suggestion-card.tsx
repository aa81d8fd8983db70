import type { Suggestion } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { useI18n } from './use-i18n';
import { english, say, type Translate } from '@/lib/i18n';

/** The button's words for what a click does; the worker does it (chat turn, open, confirm card). */
export function actionLabel(action: Suggestion['action'], t: Translate = english.t): string {
  const { kind, prefill } = (action ?? {}) as { kind?: unknown; prefill?: unknown };
  if (kind === 'open') return t('suggest.open');
  if (kind === 'write') return t('suggest.review');
  return prefill ? t('suggest.start') : t('suggest.ask');
}

/** One suggestion: what Weft noticed, why, one action, and two ways to say no. */
export function SuggestionCard({ suggestion, client }: { suggestion: Suggestion; client: Pick<PanelClient, 'send'> }) {
  const i18n = useI18n();
  const { t } = i18n;
  // Stored as sentences: said in the panel's language of now, whatever it was when the card was made.
  const { id, status } = suggestion;
  const title = say(i18n, suggestion.title);
  const why = say(i18n, suggestion.why);
  const dismiss = (forever: boolean) => client.send({ type: 'suggestion/dismiss', suggestionId: id, forever });
  return (
    <article className="suggestion" data-status={status} aria-label={title}>
      <div className="suggestion-text">
        <div className="suggestion-title" title={title}>{title}</div>
        {why && <div className="suggestion-why muted" title={why}>{why}</div>}
      </div>
      <div className="suggestion-actions">
        <button type="button" className="primary" onClick={() => client.send({ type: 'suggestion/act', suggestionId: id })}>
          {actionLabel(suggestion.action, t)}
        </button>
        <button type="button" className="link" onClick={() => dismiss(true)}>{t('suggest.never')}</button>
        <button type="button" className="suggestion-close" aria-label={t('app.dismiss')} title={t('app.dismiss')} onClick={() => dismiss(false)}>×</button>
      </div>
    </article>
  );
}
