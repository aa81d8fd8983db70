import { useState } from 'react';
import type { PanelStatus } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { grantScope } from '@/lib/settings/origins';
import { grantOrigin } from './grant-origin';
import { useI18n } from './use-i18n';

/**
 * Above the chat when the tab beside the panel is not an Odoo Weft may use. The conversation stays;
 * access is offered only when the tab looks like Odoo, so a mail or docs tab never invites a grant.
 */
export function AccessBanner({ status, client }: { status: PanelStatus; client: PanelClient }) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const origin = status.activeOrigin;
  if (!status.looksLikeOdoo || !origin) {
    return (
      <p className="access-banner muted" role="status">
        {t('access.notOdoo')}
      </p>
    );
  }
  const scope = grantScope(origin, undefined, t);
  return (
    <div className="access-banner banner" role="status">
      <span>{t('access.looksLikeOdoo')}</span>
      <button className="primary small-button" onClick={async () => setProblem(await grantOrigin(origin, client, t))}>
        {t('access.allowOn', { origin })}
      </button>
      {scope && <span className="small">{scope}</span>}
      {problem && <span className="error" role="alert">{problem}</span>}
    </div>
  );
}
