import type { PanelStatus } from '@/lib/messaging';

/** What Odoo page the panel is beside and who is signed in, e.g. "S00042 · sale.order · form". */
export function ContextBar({ status }: { status: PanelStatus | null }) {
  const context = status?.context ?? null;
  if (!context || !context.isOdoo) return <div className="context-bar muted">No Odoo page detected in this tab.</div>;
  if (!context.loggedIn) {
    return <div className="context-bar warn" role="status">Logged out of Odoo — log in in the tab to continue.</div>;
  }
  if (status?.odooProblem) return <div className="context-bar warn" role="alert">{status.odooProblem}</div>;
  const page = [context.title, context.model, context.viewType, context.recordId === 'new' ? 'new record' : undefined].filter(Boolean);
  const user = status?.user;
  return (
    <div className="context-bar" data-testid="context-bar" title={context.url}>
      <div className="page">{page.join(' · ') || new URL(context.url).host}</div>
      {user && (
        <div className="muted user" data-testid="odoo-user">
          {[user.name, user.company, `Odoo ${user.version}`].filter(Boolean).join(' · ')}
        </div>
      )}
    </div>
  );
}
