import { useState } from 'react';
import type { PanelClient } from '@/lib/messaging/panel-client';
import type { SendRequest } from './use-turn';
import type { I18n } from '@/lib/i18n';
import { parseJson, summarizeResult } from './tool-result';
import { useI18n } from './use-i18n';

/**
 * Privacy mode: what a tool read in Odoo (or Odoo's error, or the page the user is on), exactly as
 * it will be sent to the model, held until the user clicks Send; Don't send gives the model a tool
 * error saying the user declined (for the page: a note that it was not shared).
 */
export function SendCard({ request, client }: { request: SendRequest; client: Pick<PanelClient, 'send'> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [answered, setAnswered] = useState(false);
  const answer = (send: boolean) => {
    setAnswered(true);
    client.send({ type: 'send/answer', pendingId: request.pendingId, send });
  };
  const headingId = `send-${request.pendingId}`;
  // First what it is, in words (records by name, the page by its title); the exact text on demand,
  // laid out to be read (the model gets it compact).
  const shown = readable(request.content);
  const summary = request.about === 'page' ? pageLine(request.content, i18n) : summarizeResult(parseJson(request.content), request.content, i18n);
  return (
    <section className="confirm-card send-card" role="group" aria-labelledby={headingId} data-pending-id={request.pendingId}>
      <h3 id={headingId}>{t(request.about === 'page' ? 'send.titlePage' : 'send.title')}</h3>
      {summary && <p className="small">{summary}</p>}
      <p className="muted small">{t(EXPLAIN[request.about])}</p>
      <details className="send-exact">
        <summary className="small">{t('send.showExact')}</summary>
        <pre className="send-content" data-testid="send-content">{shown}</pre>
      </details>
      <div className="actions">
        <button type="button" className="primary" disabled={answered} onClick={() => answer(true)}>{t('send.send')}</button>
        <button type="button" disabled={answered} onClick={() => answer(false)}>{t('send.decline')}</button>
      </div>
    </section>
  );
}

const EXPLAIN = { result: 'send.explain', error: 'send.explainError', page: 'send.explainPage' } as const;

/** The page block's title (record text, quoted in it as JSON), in a sentence; nothing when it has none. */
function pageLine(content: string, i18n: I18n): string | undefined {
  const quoted = /^Page title[^:]*: (".*")$/m.exec(content)?.[1];
  const title = quoted ? (parseJson(quoted) as string | undefined) : undefined;
  return typeof title === 'string' && title ? i18n.t('send.pageTitle', { title }) : undefined;
}

function readable(content: string): string {
  try {
    return JSON.stringify(JSON.parse(content), null, 2);
  } catch {
    return content;
  }
}
