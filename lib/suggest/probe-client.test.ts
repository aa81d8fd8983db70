import { describe, expect, it } from 'vitest';
import type { OdooClient } from '@/lib/odoo/client';
import { probeClient } from './probe-client';

describe('probeClient under the organisation’s model lists', () => {
  it('refuses a blocked model before any RPC, and reads the others', async () => {
    const asked: string[] = [];
    const client = { count: async (model: string) => (asked.push(model), 3) } as unknown as OdooClient;
    const view = probeClient(client, new AbortController().signal, { blockedModels: ['account.*'] });
    await expect(view.count('account.move', [])).rejects.toThrow(/organisation blocks account\.move/);
    expect(await view.count('sale.order', [])).toBe(3);
    expect(asked).toEqual(['sale.order']);
    expect(view.rpcs).toBe(1);
  });
});
