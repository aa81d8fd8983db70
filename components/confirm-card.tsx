import { useState } from 'react';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { formatValue } from './format';
import type { ConfirmRequest } from './use-turn';

/**
 * A change waiting for the user: exactly what will change and whether it can be undone. The answer
 * is bound to this pending action and the hash of its arguments, so it cannot approve anything else.
 */
export function ConfirmCard({ request, client }: { request: ConfirmRequest; client: Pick<PanelClient, 'send'> }) {
  const [answered, setAnswered] = useState<boolean | null>(null);
  const { pendingId, argsHash, preview } = request;
  const answer = (approve: boolean) => {
    setAnswered(approve);
    client.send({ type: 'confirm/answer', pendingId, argsHash, approve });
  };
  const headingId = `confirm-${pendingId}`;

  return (
    <section className="confirm-card" role="group" aria-labelledby={headingId} data-pending-id={pendingId}>
      <h3 id={headingId}>{preview.summary}</h3>
      {preview.askedBecause && <p className="warn-text small">{preview.askedBecause}</p>}
      {preview.changes.length > 0 && (
        <table className="changes compact">
          <thead>
            <tr><th scope="col">Record · field</th><th scope="col">Before → after</th></tr>
          </thead>
          <tbody>
            {preview.changes.map((c, i) => (
              <tr key={i}>
                <td>{c.displayName || (c.recordId ? `#${c.recordId}` : 'New record')} · {c.label || c.field}</td>
                <td>
                  {c.note ?? (
                    <>
                      <span className="before">{formatValue(c.before)}</span> → <span className="after">{formatValue(c.after)}</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview.notes && preview.notes.length > 0 && (
        <ul className="card-notes small">
          {preview.notes.map((note, i) => <li key={i}>{note}</li>)}
        </ul>
      )}
      <p className={preview.undoable ? 'muted' : 'warn-text'}>
        {preview.undoable
          ? `You can undo this from Changes.${preview.undoNote ? ` ${preview.undoNote}` : ''}`
          : `Cannot be undone${preview.notUndoableReason ? `: ${preview.notUndoableReason}` : '.'}`}
      </p>
      <div className="actions">
        <button type="button" className="primary" disabled={answered !== null} onClick={() => answer(true)}>
          {answered === true ? 'Approved…' : 'Approve'}
        </button>
        <button type="button" disabled={answered !== null} onClick={() => answer(false)}>
          {answered === false ? 'Declined…' : 'Decline'}
        </button>
      </div>
    </section>
  );
}
