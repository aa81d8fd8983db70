import type { StandInDb } from './db.ts';
import { makeCsv, makePdf } from '../../make-files.ts';

// Taxes as a fresh Odoo with a chart of accounts has them (15% on sales and purchases), a VAT
// number for a vendor, and attachments made here: a contract on Azure Interior with a termination
// clause, and a CSV of order lines on a quotation.

export const CONTRACT_TEXT = [
  'Service agreement between YourCompany and Azure Interior',
  '1. Term: two years from signature.',
  '7. Termination: either party may terminate with 90 days written notice.',
  'Early termination by the customer costs three months of fees.',
];

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

export function seedDocuments(db: StandInDb): void {
  for (const t of [
    { id: 1, name: '15%', type_tax_use: 'sale', amount: 15, company_id: 1 },
    { id: 2, name: '15%', type_tax_use: 'purchase', amount: 15, company_id: 1 },
    { id: 3, name: '0% Purchases', type_tax_use: 'purchase', amount: 0, company_id: 1 },
    { id: 4, name: '15%', type_tax_use: 'purchase', amount: 15, company_id: 2 },
  ]) {
    db.create('account.tax', { amount_type: 'percent', price_include: false, active: true, sequence: 1, ...t });
  }
  db.write('res.partner', 10, { vat: 'US47-1234567' });
  const attach = (name: string, mimetype: string, datas: string, res_model: string, res_id: number) => {
    const file_size = Buffer.from(datas, 'base64').length;
    db.create('ir.attachment', { name, mimetype, datas, file_size, res_model, res_id, type: 'binary', public: false, company_id: 1 });
  };
  attach('Service agreement.pdf', 'application/pdf', b64(makePdf([CONTRACT_TEXT])), 'res.partner', 5);
  attach('lines.csv', 'text/csv', b64(makeCsv([['Product', 'Quantity'], ['Large Desk', 2], ['Unknown widget', 1]])), 'sale.order', 1);
}
