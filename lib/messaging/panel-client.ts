import { browser, type Browser } from 'wxt/browser';
import { PANEL_PORT, PanelCommand, WorkerEvent, type PanelStatus } from './protocol';
import type { EarlyPort } from './panel-port';

type Listener = (event: WorkerEvent) => void;

/**
 * The side panel's end of the port to the worker. Reconnects when the browser stops the worker,
 * re-sending `panel/hello`, so the panel never waits on a dead port. Opened before the panel's
 * app has loaded (the worker answers the hello meanwhile): events that arrive before the first
 * listener are kept for the listeners that subscribe in the same task as it. `opened`: the port the panel's first script opened (panel-port.ts).
 */
export function connectPanel(tabId?: number, opened?: EarlyPort) {
  const listeners = new Set<Listener>();
  let early: WorkerEvent[] | undefined = [];
  const dropped = new Set<() => void>();
  let port: Browser.runtime.Port | undefined;
  let closed = false;
  let status: PanelStatus | null = null;

  const receive = (raw: unknown) => {
    const parsed = WorkerEvent.safeParse(raw);
    if (!parsed.success) return console.warn('[weft] dropped a malformed worker event');
    if (parsed.data.type === 'status') status = parsed.data.status;
    if (early) early.push(parsed.data);
    for (const listener of listeners) listener(parsed.data);
  };
  const gone = () => {
    port = undefined;
    // The status was that worker's: the next one may answer for another Odoo user (signed out or
    // switched meanwhile), so a render that starts now waits for it rather than show the old user.
    status = null;
    if (early) early = early.filter((e) => e.type !== 'status');
    for (const listener of dropped) listener();
    if (!closed) setTimeout(open, 100);
  };
  const open = () => {
    port = browser.runtime.connect({ name: PANEL_PORT });
    port.onMessage.addListener(receive);
    port.onDisconnect.addListener(gone);
    port.postMessage(PanelCommand.parse({ type: 'panel/hello', tabId }));
  };
  if (opened && !opened.closed) {
    opened.adopt();
    port = opened.port;
    port.onMessage.addListener(receive);
    port.onDisconnect.addListener(gone);
    for (const raw of opened.early.splice(0)) receive(raw);
  } else {
    open();
  }

  return {
    send(command: PanelCommand) {
      if (!port) open();
      port!.postMessage(PanelCommand.parse(command));
    },
    on(listener: Listener) {
      listeners.add(listener);
      for (const event of early ?? []) listener(event);
      // The app's hooks subscribe one after another in its first effects (the live turn's first,
      // then the status): every listener of that one pass hears what came before it, so the hello's
      // status is not left to the turn's listener alone while the status waits for the next one.
      if (early) queueMicrotask(() => void (early = undefined));
      return () => listeners.delete(listener);
    },
    /**
     * The last status the worker sent on this port (null before its first, and once that worker went away): the app's first render
     * starts from it, so when the hello's answer came while the app loaded, the signed-in user is
     * known in that render and not one effects pass (a frame) after it.
     */
    status: () => status,
    /** The worker went away (the browser stopped it); what it held in memory is gone with it. */
    onDisconnect(listener: () => void) {
      dropped.add(listener);
      return () => dropped.delete(listener);
    },
    close() {
      closed = true;
      port?.disconnect();
    },
  };
}
export type PanelClient = ReturnType<typeof connectPanel>;
