/// <reference types="chrome" />
// Chromium's real side panel, opened and driven over the DevTools protocol. Playwright lists tabs,
// not side panels, so the panel is reached through its DevTools target; clicks and typing are real
// input events (a click is a user gesture, as the browser's permission and panel APIs require).
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';

interface Reply { id: number; result?: any; error?: { message: string } }

export class SidePanel {
  private next = 0;
  private readonly waiting = new Map<number, (reply: Reply) => void>();

  private constructor(private readonly cdp: CDPSession, private readonly sessionId: string) {
    cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
      if (event.sessionId !== sessionId) return;
      const reply = JSON.parse(event.message) as Reply;
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  /**
   * Opens Weft's side panel beside `tab`, as the toolbar icon does. `sidePanel.open` only works
   * inside a user gesture in an extension page: a short-lived extension tab calls it from an
   * evaluation Playwright marks as one, then closes.
   */
  static async open(context: BrowserContext, worker: Worker, tab: Page): Promise<SidePanel> {
    const extensionId = new URL(worker.url()).host;
    const panelUrl = `chrome-extension://${extensionId}/sidepanel.html`;
    const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({})).find((t) => t.url === url)?.id, tab.url());
    if (tabId === undefined) throw new Error(`The browser has no tab at ${tab.url()}.`);
    const opener = await context.newPage();
    await opener.goto(panelUrl);
    await tab.bringToFront();
    await opener.evaluate((id) => chrome.sidePanel.open({ tabId: id }), tabId);
    await opener.close();
    await tab.bringToFront();
    const cdp = await context.newCDPSession(tab);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ targetId: string; type: string; url: string }> };
      const target = targetInfos.find((t) => t.type === 'page' && t.url.startsWith(panelUrl));
      if (target) {
        const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
        const panel = new SidePanel(cdp, sessionId);
        await panel.waitFor('the Weft panel', `!!document.querySelector('.app')`);
        return panel;
      }
      if (Date.now() > deadline) throw new Error('The side panel did not open.');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private async send(method: string, params: object = {}): Promise<any> {
    const id = ++this.next;
    const reply = new Promise<Reply>((resolve) => this.waiting.set(id, resolve));
    await this.cdp.send('Target.sendMessageToTarget', { sessionId: this.sessionId, message: JSON.stringify({ id, method, params }) });
    const { result, error } = await reply;
    if (error) throw new Error(`${method}: ${error.message}`);
    return result;
  }

  /** Evaluates a JavaScript expression in the panel and returns its (JSON) value. */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`In the panel: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as T;
  }

  text(): Promise<string> {
    return this.evaluate<string>('document.body.innerText');
  }

  /** Waits, as a user waits, until `expression` is true in the panel; says what it showed instead. */
  async waitFor(what: string, expression: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.evaluate<boolean>(`Boolean(${expression})`))) {
      if (Date.now() > deadline) {
        const shown = (await this.text()).replace(/\s+/g, ' ').slice(0, 600);
        throw new Error(`The panel did not show ${what} within ${timeoutMs / 1000} s. It shows: ${shown}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /**
   * Clicks the element `find` (an expression) returns, at its centre, with real mouse events, once
   * it has stopped moving (the panel re-lays out as its state arrives; a user waits for that too).
   */
  async click(what: string, find: string, timeoutMs = 30_000): Promise<void> {
    await this.waitFor(what, find, timeoutMs);
    const where = `(() => {
      const el = ${find};
      if (!el) return null;
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    })()`;
    let box = await this.evaluate<{ x: number; y: number } | null>(where);
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const again = await this.evaluate<{ x: number; y: number } | null>(where);
      if (box && again && again.x === box.x && again.y === box.y) break;
      box = again;
    }
    if (!box) throw new Error(`${what} went away before it could be clicked.`);
    for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased']) {
      await this.send('Input.dispatchMouseEvent', { type, x: box.x, y: box.y, button: 'left', clickCount: 1 });
    }
  }

  /** Types into the focused field and presses Enter, as a user sends a message. */
  async typeAndEnter(text: string): Promise<void> {
    await this.send('Input.insertText', { text });
    const key = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
    await this.send('Input.dispatchKeyEvent', { type: 'keyDown', text: '\r', ...key });
    await this.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  }

  async screenshot(): Promise<Buffer> {
    const { data } = await this.send('Page.captureScreenshot', { format: 'png' });
    return Buffer.from(data as string, 'base64');
  }

  async detach(): Promise<void> {
    await this.cdp.send('Target.detachFromTarget', { sessionId: this.sessionId }).catch(() => undefined);
  }
}

/** An expression for the first visible, enabled button whose text matches `name`, within `scope`. */
export function button(name: RegExp, scope = 'document'): string {
  return `[...((${scope})?.querySelectorAll('button') ?? [])].find((b) => ${name}.test(b.textContent.trim()) && !b.disabled && b.offsetParent !== null)`;
}
