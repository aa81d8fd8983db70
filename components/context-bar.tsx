import type { PageContext } from '@/lib/messaging';

/** One line saying what Odoo page the panel is beside, e.g. "S00042 · sale.order · form". */
export function ContextBar({ context }: { context: PageContext | null }) {
  if (!context) return <div className="context-bar muted">No Odoo page detected in this tab.</div>;
  if (!context.loggedIn) {
    return <div className="context-bar warn" role="status">Logged out of Odoo — log in in the tab to continue.</div>;
  }
  const parts = [
    context.title,
    context.model,
    context.viewType,
    context.recordId === 'new' ? 'new record' : undefined,
  ].filter(Boolean);
  return (
    <div className="context-bar" data-testid="context-bar" title={context.url}>
      {parts.join(' · ') || new URL(context.url).host}
    </div>
  );
}
