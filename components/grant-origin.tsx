import { useState } from 'react';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { grantScope, requestOriginAccess } from '@/lib/settings/origins';

/** Asks the browser for access to one Odoo origin, from the user's click, then tells the worker. */
export function GrantOrigin({ origin, client }: { origin: string | null; client: PanelClient }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const target = origin ?? originFrom(typed);

  const grant = async () => {
    setProblem(null);
    if (!target) return setProblem('Enter the address of your Odoo, e.g. https://mycompany.odoo.com');
    const failure = await grantOrigin(target, client);
    if (failure) setProblem(failure);
  };
  const scope = target ? grantScope(target) : null;

  return (
    <div className="grant">
      <p className="small">
        Weft works through your own Odoo login: it sees and changes only what you can.{' '}
        {origin ? <>Allow it on <strong>{origin}</strong>.</> : 'Open your Odoo in this tab, or enter its address.'}
      </p>
      {!origin && (
        <input aria-label="Odoo address" placeholder="https://mycompany.odoo.com" value={typed} onChange={(e) => setTyped(e.target.value)} />
      )}
      <button className="primary" onClick={grant}>Allow Weft on {target ?? 'this Odoo'}</button>
      {scope && <p className="muted" data-testid="grant-scope">{scope}</p>}
      {problem && <p className="error" role="alert">{problem}</p>}
    </div>
  );
}

/**
 * Asks the browser for `origin` (call it straight from a click: nothing may be awaited before it),
 * then tells the worker. Resolves to null when granted, else to the sentence to show the user.
 */
export async function grantOrigin(origin: string, client: PanelClient): Promise<string | null> {
  const failure = await requestOriginAccess(origin);
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
