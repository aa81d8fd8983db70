import { pageNoun } from './example-prompts';
import type { PanelStatus } from '@/lib/messaging';
import { useI18n } from './use-i18n';

/** What Odoo page the panel is beside and who is signed in, e.g. "S00042 · sale.order · form". */
export function ContextBar({ status }: { status: PanelStatus | null }) {
  const { t } = useI18n();
  const context = status?.context ?? null;
  if (!context || !context.isOdoo) return <div className="context-bar muted">{t('context.noOdoo')}</div>;
  if (!context.loggedIn) {
    return <div className="context-bar warn" role="status">{t('context.loggedOut')}</div>;
  }
  if (status?.odooProblem) return <div className="context-bar warn" role="alert">{status.odooProblem}</div>;
  // In words ("S00007 · order"); the technical model name is only in the tooltip.
  const view = context.viewType && context.viewType !== 'form' ? context.viewType : undefined;
  const page = [context.title, context.model ? pageNoun(context.model, t) : undefined, view, context.recordId === 'new' ? t('context.new') : undefined].filter(Boolean);
  const user = status?.user;
  return (
    <div className="context-bar" data-testid="context-bar" title={[context.model, context.viewType, context.url].filter(Boolean).join(' · ')}>
      <div className="page">{page.join(' · ') || new URL(context.url).host}</div>
      {user && (
        <div className="muted user" data-testid="odoo-user">
          {[user.name, user.company, t('context.odooVersion', { version: user.version })].filter(Boolean).join(' · ')}
        </div>
      )}
    </div>
  );
}
