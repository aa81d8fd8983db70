import { useState } from 'react';
import type { Choice } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { useI18n } from './use-i18n';

/**
 * A question the model asked with candidates: one button each, with the record's name and what
 * tells it apart (both Odoo's text, shown and never run). A click answers it and the turn goes on;
 * once answered, or archived because the conversation moved on, the buttons are inert and say so.
 */
export function ChoiceCard({ choice, client }: { choice: Choice; client: Pick<PanelClient, 'send'> }) {
  const { t } = useI18n();
  const [sent, setSent] = useState<number | null>(null);
  const waiting = choice.status === 'waiting';
  const picked = choice.status === 'answered' ? choice.answer : waiting ? sent : null;
  const pick = (option: number) => {
    setSent(option);
    client.send({ type: 'choice/answer', choiceId: choice.id, option });
  };
  const headingId = `choice-${choice.id}`;
  const status =
    choice.status === 'answered' ? t('choice.answered', { label: choice.options[choice.answer ?? -1]?.label ?? t('choice.chosen') })
      : choice.status === 'archived' ? t('choice.archived')
        : sent !== null ? t('choice.sending') : t('choice.pick');

  return (
    <section className="choice-card" role="group" aria-labelledby={headingId} data-status={choice.status}>
      <h3 id={headingId}>{choice.question}</h3>
      <div className="choice-options">
        {choice.options.map((option, i) => (
          <button key={i} type="button" className="choice-option" aria-pressed={picked === i} disabled={!waiting || sent !== null} onClick={() => pick(i)}>
            <span className="choice-name">{option.label}</span>
            {option.detail && <span className="choice-detail">{option.detail}</span>}
          </button>
        ))}
      </div>
      <p className="muted small" role="status">{status}</p>
    </section>
  );
}
