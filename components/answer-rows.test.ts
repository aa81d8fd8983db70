import { expect, it } from 'vitest';
import { answerRows, toCsv } from './answer-rows';

const search = JSON.stringify({ source: 'odoo:res.partner', untrusted_record_data: true, total: 2, columns: ['id', 'name', 'parent_id'], rows: [[7, 'Ann', 'Deco Addict (#6)'], [9, 'Bo, "B"', null]] });
const figures = JSON.stringify({ source: 'odoo:sale.order', currency: 'USD', rows: [{ customer: 'Azure', orders: 2, untaxed: 10.5 }, { customer: 'Deco', orders: 1, untaxed: 3 }] });

it('takes the last result with rows: record tables keep their ids, figures have none', () => {
  expect(answerRows([figures, search, JSON.stringify({ source: 'odoo:x', total: 0 })])).toEqual({
    model: 'res.partner', columns: ['id', 'name', 'parent_id'], rows: [[7, 'Ann', 'Deco Addict (#6)'], [9, 'Bo, "B"', null]], ids: [7, 9],
  });
  expect(answerRows([search, figures])).toEqual({ model: 'sale.order', columns: ['customer', 'orders', 'untaxed'], rows: [['Azure', 2, 10.5], ['Deco', 1, 3]], ids: [] });
  expect(answerRows(['not json', JSON.stringify({ error: 'x' })])).toBeNull();
});

it('writes CSV a spreadsheet reads safely', () => {
  expect(toCsv(answerRows([search])!)).toBe('id,name,parent_id\r\n7,Ann,Deco Addict (#6)\r\n9,"Bo, ""B""",\r\n');
  expect(toCsv({ columns: ['a', 'b'], rows: [['=HYPERLINK("x")', -3.5], ['+1 555', '@x']] })).toBe('a,b\r\n"\'=HYPERLINK(""x"")",-3.5\r\n\'+1 555,\'@x\r\n');
});

it('a many2one column named once under `names` reads "Name (#id)" again in the rows (CSV, list)', () => {
  const named = JSON.stringify({ source: 'odoo:res.partner', untrusted_record_data: true, total: 3, columns: ['id', 'name', 'country_id'], rows: [[7, 'Ann', 233], [9, 'Bo', 233], [4, 'Cy', null]], names: { country_id: { 233: 'United States' } } });
  expect(answerRows([named])).toEqual({
    model: 'res.partner', columns: ['id', 'name', 'country_id'], rows: [[7, 'Ann', 'United States (#233)'], [9, 'Bo', 'United States (#233)'], [4, 'Cy', null]], ids: [7, 9, 4],
  });
});
