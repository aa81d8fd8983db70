/// <reference types="chrome" />
import { imageSize } from '@/lib/files/image-size';
import { LIMITS } from '@/lib/files/limits';
import { makePdf, makePng } from '../make-files';
import { startModelStandIn, text, toolCall, type ModelStandIn, type RecordedRequest } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { test, expect } from './fixtures';
import { ask, dropFile, logInTab, openPanel, useModelStandIn } from './helpers';

// "Create a vendor bill from this PDF", as a user does it: a PDF dropped on the composer, sent as
// a document block, a scripted proposal from the model, the card approved, the draft bill in
// Odoo, and Undo deleting it. And images over the API's limits, scaled down in the panel.

let odoo: OdooStandIn;
let model: ModelStandIn;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => Promise.all([odoo.close(), model.close()]));

const BILL = ['Wood Corner', 'VAT US47-1234567', 'Bill WC/2026/0042, 2026-11-20', 'Oak planks  10 x 12.50  15%', 'Delivery  1 x 30.00', 'Total 173.75'];

test('a PDF dropped on the composer becomes a draft vendor bill after Approve; Undo deletes it', async ({ ext }) => {
  const tab = await logInTab(ext.context, odoo.url, '/odoo/contacts/10');
  await tab.waitForSelector('.o_view_controller.o_form_view');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);

  await dropFile(panel, makePdf([BILL]), 'wood-corner-bill.pdf', 'application/pdf');
  await expect(panel.locator('.file-chip.ready')).toContainText('wood-corner-bill.pdf PDF, 1 page');

  let sawDocument = false;
  model.script(
    (req: RecordedRequest) => {
      // The proposal only comes if the PDF arrived as a document block (the stand-in checked its format).
      const blocks = req.body.messages.at(-1).content as { type: string; source?: { media_type: string; data: string } }[];
      const doc = blocks.find((b) => b.type === 'document');
      sawDocument = !!doc && doc.source!.media_type === 'application/pdf' && Buffer.from(doc.source!.data, 'base64').toString('latin1').includes('Total 173.75');
      if (!sawDocument) return text('I did not get the PDF.');
      return toolCall('create_vendor_bill', {
        vendor: 'US47-1234567', ref: 'WC/2026/0042', date: '2026-11-20', total: 173.75,
        lines: [{ label: 'Oak planks', quantity: 10, price: 12.5, tax: 15 }, { label: 'Delivery', quantity: 1, price: 30 }],
      }, undefined, 'A bill from Wood Corner for 173.75.');
    },
    text('The draft bill from Wood Corner is in Odoo: 173.75.'),
  );
  await ask(panel, 'Create a vendor bill from this PDF');

  const card = panel.locator('.confirm-card');
  await expect(card).toContainText('Oak planks × 10 at 12.50, taxes 15%');
  await expect(card).toContainText('Delivery × 1 at 30.00, no tax');
  // Titled as the document it is, with Odoo's own total computed before the click.
  await expect(card.locator('h3')).toHaveText('Create a vendor bill.');
  await expect(card.locator('.consequences-table tr.total')).toHaveText(/Total\s*\$173\.75/);
  expect(sawDocument).toBe(true);
  const bills = () => odoo.db.records('account.move').filter((m) => m.ref === 'WC/2026/0042');
  expect(bills()).toHaveLength(0); // nothing written before the click
  await expect(panel.locator('.msg.user .sent-files')).toContainText('wood-corner-bill.pdf');
  await panel.screenshot({ path: 'test-results/documents-card.png' });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The draft bill from Wood Corner is in Odoo: 173.75.')).toBeVisible();
  expect(bills()).toHaveLength(1);
  expect(bills()[0]).toMatchObject({ move_type: 'in_invoice', state: 'draft', partner_id: 10, amount_total: 173.75 });

  await panel.getByRole('button', { name: 'Changes' }).click();
  await panel.getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect.poll(() => bills().length).toBe(0);
});

test('images over the API limits are scaled down in the panel, said on the chip, and sent within the limits', async ({ ext }) => {
  await logInTab(ext.context, odoo.url, '/odoo/contacts/10');
  const panel = await openPanel(ext, odoo.url);
  await useModelStandIn(panel, model.url);
  const wide = makePng(9000, 120); // over 8000 px a side
  const heavy = makePng(2100, 2000, true); // noise: over 3.75 MB of bytes
  expect(heavy.length).toBeGreaterThan(LIMITS.imageBytes);
  await dropFile(panel, wide, 'panorama.png', 'image/png');
  await dropFile(panel, heavy, 'scan.png', 'image/png');
  await expect(panel.locator('.file-chip.ready')).toHaveCount(2, { timeout: 20_000 });
  await expect(panel.locator('.file-chip.ready').first()).toContainText('panorama.png image (9000×120, scaled down to fit)');
  await expect(panel.locator('.file-chip.ready').nth(1)).toContainText('scan.png image (2100×2000, scaled down to fit)');
  await panel.screenshot({ path: 'test-results/images-scaled-chips.png' });

  const seen: string[] = [];
  model.script((req: RecordedRequest) => {
    // The stand-in has already checked each block as the API does (bytes, pixels, media type).
    for (const b of req.body.messages.at(-1).content as { type: string; source?: { media_type: string; data: string } }[]) {
      if (b.type !== 'image') continue;
      const bytes = Buffer.from(b.source!.data, 'base64');
      const dims = imageSize(new Uint8Array(bytes), b.source!.media_type);
      seen.push(`${b.source!.media_type} ${dims?.width}×${dims?.height} ${bytes.length <= LIMITS.imageBytes ? 'fits' : 'too big'}`);
    }
    return text(`Got ${seen.length} images.`);
  });
  await ask(panel, 'What is in these pictures?');
  await expect(panel.getByText('Got 2 images.')).toBeVisible({ timeout: 20_000 });
  expect(seen[0]).toBe('image/png 1568×21 fits');
  expect(seen[1]).toMatch(/^image\/(png|jpeg) 1099×1047 fits$/);
});
