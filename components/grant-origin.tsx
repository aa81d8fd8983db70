import { useState } from 'react';
import type { PanelClient } from '@/lib/messaging/panel-client';
import type { Translate } from '@/lib/i18n';
import { grantScope, requestOriginAccess } from '@/lib/settings/origins';
import { originAllowed } from '@/lib/settings/policy';
import { useLiveSettings } from './use-live-settings';
import { rich, useI18n } from './use-i18n';

/** Asks the browser for access to one Odoo origin, from the user's click, then tells the worker. */
export function GrantOrigin({ origin, client }: { origin: string | null; client: PanelClient }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const target = origin ?? originFrom(typed);
  // Read ahead: the browser asks for access only straight from the click, with nothing awaited first.
  const settings = useLiveSettings(client);
  const refused = target !== null && settings !== null && !originAllowed(target, settings.policy.policy);

  const grant = async () => {
    setProblem(null);
    if (!target) return setProblem(t('access.enterAddress'));
    const failure = await grantOrigin(target, client, t);
    if (failure) setProblem(failure);
  };
  const scope = target ? grantScope(target, undefined, t) : null;

  return (
    <div className="grant">
      <p className="small">
        {t('access.ownLogin')}{' '}
        {origin ? rich(t('access.allowHere'), { origin: <strong>{origin}</strong> }) : t('access.openOrEnter')}
      </p>
      {!origin && (
        <input aria-label={t('access.addressLabel')} placeholder="https://mycompany.odoo.com" value={typed} onChange={(e) => setTyped(e.target.value)} />
      )}
      {refused ? (
        <p className="notice" data-testid="origin-refused">{t('policy.originRefused', { origin: target })}</p>
      ) : (
        <button className="primary" onClick={grant}>{t('access.allowOn', { origin: target ?? t('access.thisOdoo') })}</button>
      )}
      {scope && <p className="muted" data-testid="grant-scope">{scope}</p>}
      {problem && <p className="error" role="alert">{problem}</p>}
    </div>
  );
}

/**
 * Asks the browser for `origin` (call it straight from a click: nothing may be awaited before it),
 * then tells the worker. Resolves to null when granted, else to the sentence to show the user.
 */
export async function grantOrigin(origin: string, client: PanelClient, t?: Translate): Promise<string | null> {
  const failure = await requestOriginAccess(origin, t);
  if (!failure) client.send({ type: 'origin/granted', origin });
  return failure;
}

function originFrom(text: string): string | null {
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    return url.protocol.startsWith('http') && (url.hostname.includes('.') || url.hostname === 'localhost') ? url.origin : null;
  } catch {
    return null;
  }
}
