// Which calls the client retries: a read once on a network error or timeout, never a write, never an
// error Odoo answered.
import { describe, expect, it } from 'vitest';
import { mapRpcError, OdooError } from './errors';
import type { Transport } from './transport';
import { client, fakeOdoo, fixture, type Call } from '../../test/recorded-odoo';

describe('retries', () => {
  function flakyOdoo(failures: OdooError[], result: unknown) {
    const odoo = fakeOdoo('17', {});
    const transport: Transport = async (path, params, opts) => {
      if (path.startsWith('/web/dataset/call_kw/')) {
        odoo.calls.push({ path, params } as Call);
        const next = failures.shift();
        if (next) throw next;
        return result;
      }
      return odoo.transport(path, params, opts);
    };
    return { odoo, transport };
  }

  it('a read gets one retry on a network error', async () => {
    const { transport } = flakyOdoo([new OdooError({ kind: 'network' })], 3);
    const c = client(transport);
    expect(await c.count('res.partner')).toBe(3);
    expect(c.rpcCount).toBe(3); // session + failed + retried
  });

  it('a read fails after a second network error; timeouts count too', async () => {
    const { transport } = flakyOdoo([new OdooError({ kind: 'timeout' }), new OdooError({ kind: 'network' })], 3);
    await expect(client(transport).count('res.partner')).rejects.toMatchObject({ kind: 'network' });
  });

  it('a write is never retried', async () => {
    const { transport } = flakyOdoo([new OdooError({ kind: 'network' })], true);
    const c = client(transport);
    await expect(c.write('res.partner', [1], { name: 'x' })).rejects.toMatchObject({ kind: 'network' });
    expect(c.rpcCount).toBe(2);
    // Unknown methods count as writes unless the caller says otherwise.
    const again = flakyOdoo([new OdooError({ kind: 'network' })], true);
    await expect(client(again.transport).callKw('sale.order', 'action_confirm', [[1]])).rejects.toMatchObject({ kind: 'network' });
  });

  it('Odoo errors are not retried', async () => {
    const { transport } = flakyOdoo([mapRpcError(fixture('17', 'err_access').error)], 3);
    const c = client(transport);
    await expect(c.count('ir.config_parameter')).rejects.toMatchObject({ kind: 'access_denied' });
    expect(c.rpcCount).toBe(2);
  });
});
