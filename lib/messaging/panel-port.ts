import { browser, type Browser } from 'wxt/browser';

// No schema code here: the side panel's first script opens the port with this file alone, so the
// worker answers the hello while the app (and zod with the protocol's schemas) loads (issue 32).

export const PANEL_PORT = 'weft-panel';

/** A port opened before the panel client exists, with what the worker said on it meanwhile. */
export interface EarlyPort {
  port: Browser.runtime.Port;
  /** Raw messages received before the client adopted the port (parsed by it then). */
  early: unknown[];
  /** Whether the worker end went away before the client adopted the port. */
  closed: boolean;
  /** Called by the client when it adopts the port: stops the buffering. */
  adopt: () => void;
}

/** Opens the panel's port and says hello ({type: 'panel/hello'}: the worker checks it, as every command). */
export function openPanelPort(tabId?: number): EarlyPort {
  const port = browser.runtime.connect({ name: PANEL_PORT });
  const early: unknown[] = [];
  const keep = (raw: unknown) => void early.push(raw);
  const out: EarlyPort = { port, early, closed: false, adopt: () => port.onMessage.removeListener(keep) };
  port.onMessage.addListener(keep);
  port.onDisconnect.addListener(() => void (out.closed = true));
  port.postMessage({ type: 'panel/hello', tabId });
  return out;
}
