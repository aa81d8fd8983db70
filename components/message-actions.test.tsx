// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageActions } from './message-actions';
import { byText, click, render, waitFor } from './test-render';
import { I18nProvider } from './use-i18n';

// The two ways Copy can write: the document's copy command inside the click, then the clipboard API.
function clipboard(api: 'writes' | 'refuses', command: boolean) {
  const writeText = vi.fn(async () => { if (api === 'refuses') throw new DOMException('Document is not focused.', 'NotAllowedError'); });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const execCommand = vi.fn(() => command);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { writeText, execCommand };
}

afterEach(() => vi.restoreAllMocks());

describe('MessageActions Copy', () => {
  it('says Copied when the copy command works, without waiting for the clipboard API', async () => {
    const { writeText, execCommand } = clipboard('refuses', true);
    const { container } = await render(<MessageActions text="Azure leads" />);
    const button = byText(container, 'button', 'Copy') as HTMLButtonElement;
    button.focus();
    await click(button);
    await waitFor(() => byText(container, 'button', 'Copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(writeText).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('says Copied when the command refuses and the clipboard API writes', async () => {
    const { writeText, execCommand } = clipboard('writes', false);
    const { container } = await render(<MessageActions text="Azure leads" />);
    await click(byText(container, 'button', 'Copy'));
    await waitFor(() => byText(container, 'button', 'Copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(writeText).toHaveBeenCalledWith('Azure leads');
  });

  it("says Couldn't copy when both refuse, in the user's language", async () => {
    clipboard('refuses', false);
    const { container } = await render(<MessageActions text="Azure leads" />);
    await click(byText(container, 'button', 'Copy'));
    await waitFor(() => byText(container, 'button', "Couldn't copy"));
    expect(byText(container, 'button', 'Copied')).toBeUndefined();

    const fr = await render(<I18nProvider odooLang="fr_FR"><MessageActions text="Azure" /></I18nProvider>);
    await click(byText(fr.container, 'button', 'Copier'));
    await waitFor(() => byText(fr.container, 'button', 'Copie impossible'));
  });

  it("says Couldn't copy when the browser has no clipboard API and the command refuses", async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const { container } = await render(<MessageActions text="Azure leads" />);
    await click(byText(container, 'button', 'Copy'));
    await waitFor(() => byText(container, 'button', "Couldn't copy"));
  });
});
