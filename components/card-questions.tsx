import type { z } from 'zod';
import { say } from '@/lib/i18n';
import type { ConsequencesMsg } from '@/lib/messaging';
import { useI18n } from './use-i18n';

type Question = NonNullable<z.infer<typeof ConsequencesMsg>['questions']>[number];

/**
 * The questions Odoo will ask when the change runs that only the user answers (a short delivery:
 * create a backorder or not), each with Odoo's answers in words and what Undo leaves after each.
 * Nothing is chosen beforehand: Approve waits for an answer (confirm-card.tsx).
 */
export function CardQuestions({ pendingId, questions, choices, onChoose, disabled }: {
  pendingId: string;
  questions: Question[];
  choices: Record<string, string>;
  onChoose: (choices: Record<string, string>) => void;
  disabled: boolean;
}) {
  const i18n = useI18n();
  return (
    <>
      {questions.map((q) => (
        <fieldset key={q.wizard} className="radio-group card-question" data-testid="card-question">
          <legend>{say(i18n, q.asks)}</legend>
          {q.details && q.details.length > 0 && (
            <ul className="card-notes small">
              {q.details.map((d, i) => <li key={i}>{say(i18n, d)}</li>)}
            </ul>
          )}
          {q.options.map((o) => (
            <label key={o.button} className="check">
              <input type="radio" name={`${pendingId}-${q.wizard}`} value={o.button} checked={choices[q.wizard] === o.button} disabled={disabled}
                onChange={() => onChoose({ ...choices, [q.wizard]: o.button })} />
              <span>
                {say(i18n, o.label)}
                {o.undo && <span className="muted small option-note">{say(i18n, o.undo)}</span>}
              </span>
            </label>
          ))}
          {!choices[q.wizard] && <p className="muted small">{i18n.t('backorder.choose')}</p>}
        </fieldset>
      ))}
    </>
  );
}
