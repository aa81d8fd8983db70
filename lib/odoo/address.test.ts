import { describe, expect, it } from 'vitest';
import { addressOf, formParams } from './address';

// The plain-JavaScript split must read every address as the URL parser does: the browser's own
// addresses on the fast path, anything else through the parser.
const HREFS = [
  'https://acme.odoo.com/web#id=24&cids=1&menu_id=295&action=464&model=sale.order&view_type=form',
  'http://127.0.0.1:8069/web?debug=1#action=120&model=res.partner&view_type=kanban&cids=2%2C1&menu_id=90',
  'http://localhost:8071/odoo/action-sale.action_orders/7?cids=1-2&view_type=form',
  'https://acme.odoo.com/odoo/sales/new',
  'https://acme.odoo.com',
  'https://acme.odoo.com/',
  'https://acme.odoo.com/odoo/contacts/',
  'https://acme.odoo.com/web/login?redirect=%2Fodoo%3F',
  'https://acme.odoo.com/odoo?debug=assets&x=a+b&x=second&y&=empty&z=%E2%82%AC',
  'https://acme.odoo.com/web#model=res.partner&bad=%ZZ&id=5',
  'https://acme.odoo.com/web#a=%FF&id=6',
  'https://acme.odoo.com:443/odoo/sales',
  'http://acme.odoo.com:80/odoo/sales',
  'https://ACME.odoo.com/odoo/sales',
  'https://acme.odoo.com/odoo/../web#id=3',
  'https://acme.odoo.com/odoo/%2e%2e/web',
  'https://acme.odoo.com/odoo/a b',
  'https://user:pw@acme.odoo.com/odoo',
  'https://acme.odoo.com/odoo#',
  'https://acme.odoo.com/odoo?#x=1',
  'ftp://acme.odoo.com/web',
  'chrome://extensions',
];

describe('addressOf', () => {
  it.each(HREFS)('reads %s as the URL parser does', (href) => {
    const url = new URL(href);
    const address = addressOf(href)!;
    expect({ protocol: address.protocol, origin: address.origin, pathname: address.pathname, hash: address.hash }).toEqual({
      protocol: url.protocol, origin: url.origin, pathname: url.pathname, hash: url.hash.slice(1),
    });
    for (const key of ['debug', 'x', 'y', '', 'z', 'cids', 'view_type', 'redirect', 'missing']) expect(address.query(key)).toBe(url.searchParams.get(key) ?? undefined);
    const hash = new URLSearchParams(url.hash.slice(1));
    for (const key of ['id', 'model', 'bad', 'a', 'cids', 'x', 'missing']) expect(formParams(address.hash).get(key)).toBe(hash.get(key) ?? undefined);
  });

  it('no address: null', () => {
    expect(addressOf('not a url')).toBeNull();
    expect(addressOf('')).toBeNull();
  });
});
