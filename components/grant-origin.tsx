import { useState } from 'react';
import { browser } from 'wxt/browser';
import type { PanelClient } from '@/lib/messaging/panel-client';

/** Asks the browser for access to one Odoo origin, from the user's click, then tells the worker. */
export function GrantOrigin({ origin, client }: { origin: string | null; client: PanelClient }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const target = origin ?? originFrom(typed);

  const grant = async () => {
    setProblem(null);
    if (!target) return setProblem('Enter the address of your Odoo, e.g. https://mycompany.odoo.com');
    // permissions.request must be the first await after the click, or the browser refuses it.
    const ok = await browser.permissions.request({ origins: [`${target}/*`] });
    if (!ok) return setProblem('Access was not granted, so Weft cannot read this Odoo.');
    client.send({ type: 'origin/granted', origin: target });
  };

  return (
    <section className="card onboarding">
      <h2>Use Weft on this Odoo</h2>
      <p>
        Weft works through your own Odoo login: it sees and changes only what you can. Allow it on{' '}
        {origin ? <strong>{origin}</strong> : 'your Odoo address'} to start.
      </p>
      {!origin && (
        <input aria-label="Odoo address" placeholder="https://mycompany.odoo.com" value={typed} onChange={(e) => setTyped(e.target.value)} />
      )}
      <button className="primary" onClick={grant}>Allow Weft on {target ?? 'this Odoo'}</button>
      {problem && <p className="error" role="alert">{problem}</p>}
    </section>
  );
}

function originFrom(text: string): string | null {
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    return url.protocol.startsWith('http') && (url.hostname.includes('.') || url.hostname === 'localhost') ? url.origin : null;
  } catch {
    return null;
  }
}
