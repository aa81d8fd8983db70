// A file belongs to the conversation (issue 31 item 4): a PDF attached in the first turn is read
// again in the third, without the user attaching it again. The third turn's message carries no
// file; the model asks read_attached_file for it by name, and the recorded request that follows
// carries the PDF's content from Weft's own files table as a document block in the tool result.
import { makePdf } from '../make-files';
import { startModelStandIn, text, toolCall, type ModelStandIn, type RecordedRequest } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, dropFile, logInTab, openPanel, useModelStandIn } from './helpers';

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const BILL = ['Wood Corner', 'VAT US47-1234567', 'Bill WC/2026/0042, 2026-11-20', 'Oak planks  10 x 12.50  15%', 'Total 173.75'];
type Block = { type: string; source?: { media_type: string; data: string }; content?: unknown };

/** Every PDF document block anywhere in a message's content (tool results nest theirs), decoded. */
function pdfsIn(message: { content: unknown }): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const block = value as Block;
    if (block.type === 'document' && block.source?.media_type === 'application/pdf') found.push(Buffer.from(block.source.data, 'base64').toString('latin1'));
    walk(block.content);
  };
  walk(message.content);
  return found;
}

test('a PDF attached in the first turn is read again in the third, from Weft, not attached again', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  // Turn 1: the PDF is attached to the message.
  await dropFile(panel, makePdf([BILL]), 'wood-corner-bill.pdf', 'application/pdf');
  await expect(panel.locator('.file-chip.ready')).toContainText('wood-corner-bill.pdf PDF, 1 page');
  model.script(text('The bill totals 173.75.'));
  await ask(panel, 'What does this bill total?');
  await expect(panel.getByText('The bill totals 173.75.')).toBeVisible({ timeout: 30_000 });
  expect(pdfsIn(model.requests.at(-1)!.body.messages.at(-1)).join()).toContain('Total 173.75');

  // Turn 2: about something else, nothing attached.
  model.script(text('Wood Corner is a vendor.'));
  await ask(panel, 'Is Wood Corner a vendor?');
  await expect(panel.getByText('Wood Corner is a vendor.')).toBeVisible({ timeout: 30_000 });

  // Turn 3: the model asks Weft for the file by name (the stand-in scripted as a model would call it).
  const third = model.requests.length;
  let readBack = '';
  model.script(
    toolCall('run_skill', { name: 'read_attached_file', input: { name: 'wood-corner-bill.pdf' } }),
    (req: RecordedRequest) => {
      readBack = pdfsIn(req.body.messages.at(-1)).join();
      return text(readBack.includes('VAT US47-1234567') ? 'Its VAT number is US47-1234567.' : 'I could not read the file again.');
    },
  );
  await expect(panel.locator('.file-chip')).toHaveCount(0);
  await ask(panel, 'What VAT number is on the bill I sent earlier?');
  await expect(panel.getByText('Its VAT number is US47-1234567.')).toBeVisible({ timeout: 30_000 });

  const [asked, answered] = model.requests.slice(third);
  // The third turn's own message carries no file: the user did not attach it again.
  expect(pdfsIn(asked!.body.messages.at(-1))).toEqual([]);
  // It tells the model which files the conversation holds.
  expect(JSON.stringify(asked!.body)).toContain('wood-corner-bill.pdf');
  // The request after the tool call carries the PDF itself, from Weft's files table, in the tool result.
  const last = answered!.body.messages.at(-1) as { role: string; content: Array<{ type: string }> };
  expect(last.role).toBe('user');
  expect(last.content.some((b) => b.type === 'tool_result')).toBe(true);
  expect(readBack).toContain('Total 173.75');
});
