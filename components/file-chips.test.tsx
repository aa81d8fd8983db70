// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { updateSettings } from '@/lib/settings';
import { asFile, makeCsv, makePdf } from '../test/make-files';
import { Composer } from './composer';
import { click, render, waitFor } from './test-render';

async function type(textarea: HTMLTextAreaElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Files as a drop on the composer delivers them. */
async function drop(target: Element, files: File[]) {
  await act(async () => {
    const event = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { files, types: ['Files'] } });
    target.dispatchEvent(event);
  });
}

const setup = async () => {
  const sent: { text: string; files?: string[] }[] = [];
  const view = await render(<Composer hasApiKey running={false} onSend={(text, files) => void sent.push({ text, files })} onStop={() => undefined} onOpenSettings={() => undefined} />);
  return { sent, ...view };
};

beforeEach(async () => {
  await db.files.clear();
  await updateSettings({ apiKey: 'sk-test', model: 'claude-sonnet-4-6' });
});

describe('files in the composer', () => {
  it('a dropped PDF becomes a chip saying what will be sent and its cost; Send carries its id', async () => {
    const { sent, container } = await setup();
    const pages = Array.from({ length: 3 }, (_, i) => [`Page ${i + 1}`]);
    await drop(container.querySelector('form')!, [asFile(makePdf(pages), 'bill.pdf', 'application/pdf')]);
    const chip = await waitFor(() => container.querySelector('.file-chip.ready'));
    expect(chip.textContent).toMatch(/^bill\.pdf PDF, 3 pages · 1 KB≈ 6,900 tokens, about \$0\.02 each time it is sent×$/);
    const [row] = await db.files.toArray();
    expect(row).toMatchObject({ name: 'bill.pdf', pages: 3 });
    expect(row!.conversationId).toBeUndefined();

    await type(container.querySelector('textarea')!, 'Create a vendor bill from this PDF');
    await click(container.querySelector('button[type=submit]'));
    expect(sent).toEqual([{ text: 'Create a vendor bill from this PDF', files: [row!.id] }]);
    expect(container.querySelector('.file-chip')).toBeNull();
  });

  it('a refused file says why; a removed one is deleted and not sent', async () => {
    const { sent, container } = await setup();
    await drop(container.querySelector('form')!, [asFile('x', 'notes.docx', ''), asFile(makeCsv([['a'], ['1']]), 'a.csv', 'text/csv')]);
    const refused = await waitFor(() => container.querySelector('.file-chip.refused'));
    expect(refused.textContent).toContain('notes.docx: Weft takes PDF, PNG, JPEG, WebP, CSV and XLSX files.');
    const csv = await waitFor(() => container.querySelector('.file-chip.ready'));
    expect(csv.textContent).toContain('a.csv spreadsheet, 1 row');
    expect(csv.querySelector('.cost')).toBeNull(); // small: no cost line
    await click(csv.querySelector('button[aria-label="Remove a.csv"]'));
    for (let i = 0; i < 50 && (await db.files.count()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await db.files.count()).toBe(0);
    await type(container.querySelector('textarea')!, 'Hello');
    await click(container.querySelector('button[type=submit]'));
    expect(sent).toEqual([{ text: 'Hello', files: undefined }]);
  });
});
