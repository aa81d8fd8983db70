import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTED_MODELS, startModelStandIn, type ModelStandIn } from '../../test/stand-ins/model/server';
import { checkApi } from './check-api';

let model: ModelStandIn;
beforeAll(async () => void (model = await startModelStandIn()));
afterAll(async () => model.close());

describe('checkApi', () => {
  it('lists the models the key may use', async () => {
    const check = await checkApi({ apiKey: 'test-key', apiBaseUrl: model.url });
    expect(check).toMatchObject({ ok: true, message: expect.stringMatching(/^Connected/) });
    expect(check.models.map((m) => m.id)).toEqual(LISTED_MODELS.map((m) => m.id));
    expect(check.models[1]).toEqual({ id: 'claude-sonnet-4-6', name: 'Claude Sonnet 4.6' });
  });

  it('says what is wrong with a bad key, and asks for a key when there is none', async () => {
    const bad = await checkApi({ apiKey: 'bad-key', apiBaseUrl: model.url });
    expect(bad.ok).toBe(false);
    expect(bad.message).toMatch(/key/i);
    expect(await checkApi({ apiKey: '', apiBaseUrl: model.url })).toMatchObject({ ok: false, message: 'Enter your Anthropic API key first.' });
  });

  it('an address that is not the API says so, without blaming the key', async () => {
    const check = await checkApi({ apiKey: 'test-key', apiBaseUrl: `${model.url}/not-the-api` });
    expect(check).toMatchObject({ ok: false, models: [] });
    expect(check.message).toMatch(/lists no models/);
  });
});
