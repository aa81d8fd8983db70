import type { MessageKey } from '@/lib/i18n';
import type { PageContext } from '@/lib/messaging';
import { useI18n } from './use-i18n';
import { useOverflowEdges } from './use-overflow-edges';

interface QuickAction { label: MessageKey; prompt: MessageKey; onRecord: boolean }

const ACTIONS: QuickAction[] = [
  { label: 'quick.summarise', prompt: 'quick.summarisePrompt', onRecord: true },
  { label: 'quick.explain', prompt: 'quick.explainPrompt', onRecord: false },
  { label: 'quick.changed', prompt: 'quick.changedPrompt', onRecord: true },
  { label: 'quick.reply', prompt: 'quick.replyPrompt', onRecord: true },
];

/** One-click prompts for the page beside the panel; record ones only on a saved record's form. */
export function QuickActions({ context, disabled, onSend }: { context: PageContext | null; disabled: boolean; onSend: (text: string) => void }) {
  const { t } = useI18n();
  const [row, edges] = useOverflowEdges();
  if (!context?.isOdoo || !context.loggedIn || !context.model) return null;
  const onRecord = context.viewType === 'form' && typeof context.recordId === 'number';
  const actions = ACTIONS.filter((a) => !a.onRecord || onRecord);
  return (
    <div ref={row} className="quick-actions" data-more={edges || undefined} role="group" aria-label={t('quick.label')}>
      {actions.map((a) => (
        <button key={a.label} type="button" className="chip" disabled={disabled} onClick={() => onSend(t(a.prompt))}>
          {t(a.label)}
        </button>
      ))}
    </div>
  );
}
