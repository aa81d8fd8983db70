import { useState } from 'react';
import type { PanelClient } from '@/lib/messaging/panel-client';
import type { SendRequest } from './use-turn';
import { useI18n } from './use-i18n';

/**
 * Privacy mode: what a tool read in Odoo (or Odoo's error, or the page the user is on), exactly as
 * it will be sent to the model, held until the user clicks Send; Don't send gives the model a tool
 * error saying the user declined (for the page: a note that it was not shared).
 */
export function SendCard({ request, client }: { request: SendRequest; client: Pick<PanelClient, 'send'> }) {
  const { t } = useI18n();
  const [answered, setAnswered] = useState(false);
  const answer = (send: boolean) => {
    setAnswered(true);
    client.send({ type: 'send/answer', pendingId: request.pendingId, send });
  };
  const headingId = `send-${request.pendingId}`;
  // The same data as sent, laid out to be read (the model gets it compact).
  const shown = readable(request.content);
  return (
    <section className="confirm-card send-card" role="group" aria-labelledby={headingId} data-pending-id={request.pendingId}>
      <h3 id={headingId}>{t(request.about === 'page' ? 'send.titlePage' : 'send.title')}</h3>
      <p className="small">{request.summary}</p>
      <p className="muted small">{t(EXPLAIN[request.about])}</p>
      <pre className="send-content" data-testid="send-content">{shown}</pre>
      <div className="actions">
        <button type="button" className="primary" disabled={answered} onClick={() => answer(true)}>{t('send.send')}</button>
        <button type="button" disabled={answered} onClick={() => answer(false)}>{t('send.decline')}</button>
      </div>
    </section>
  );
}

const EXPLAIN = { result: 'send.explain', error: 'send.explainError', page: 'send.explainPage' } as const;

function readable(content: string): string {
  try {
    return JSON.stringify(JSON.parse(content), null, 2);
  } catch {
    return content;
  }
}
