// A fake Odoo behind the Transport type, answering with the bodies recorded from real 17 and 18
// (test/fixtures/odoo), for the client's unit tests (lib/odoo/client*.test.ts).
import { readFileSync } from 'node:fs';
import { OdooClient } from '@/lib/odoo/client';
import { mapRpcError } from '@/lib/odoo/errors';
import type { Transport } from '@/lib/odoo/transport';

export type Body = { result?: unknown; error?: unknown };
export type Call = { path: string; params: { model?: string; method?: string; args?: unknown[]; kwargs?: Record<string, any> } };

/** A recorded Odoo answer (test/fixtures/odoo/<version>/<name>.json). */
export const fixture = (version: string, name: string): Body =>
  JSON.parse(readFileSync(new URL(`./fixtures/odoo/${version}/${name}.json`, import.meta.url), 'utf8'));

// 16 and 19 were not recorded: their session info is 17's with the version changed.
export function sessionBody(version: string): Body {
  const recorded = fixture(version === '18' ? '18' : '17', 'session_info');
  if (version === '17' || version === '18') return recorded;
  const major = Number(version);
  return { result: { ...(recorded.result as object), server_version: `${major}.0`, server_version_info: [major, 0, 0, 'final', 0, ''] } };
}

/**
 * A fake Odoo behind the Transport type: answers routes and call_kw methods with recorded bodies.
 * Keys are '<model>/<method>' for call_kw, else the path.
 */
export function fakeOdoo(version: string, answers: Record<string, (call: Call) => Body>) {
  const calls: Call[] = [];
  const recordedFields = (model: string) => fixture(version === '18' || version === '19' ? '18' : '17', `fields_get_${model}`);
  const transport: Transport = async (path, params) => {
    const call = { path, params } as Call;
    calls.push(call);
    const key = path.startsWith('/web/dataset/call_kw/') ? path.slice('/web/dataset/call_kw/'.length) : path;
    const answer =
      answers[key] ??
      (key === '/web/session/get_session_info' ? () => sessionBody(version) : undefined) ??
      (key.endsWith('/fields_get') ? () => recordedFields(key.split('/')[0]!) : undefined);
    if (!answer) throw new Error(`fake Odoo ${version}: no answer for ${key}`);
    const body = answer(call);
    if (body.error) throw mapRpcError(body.error);
    return body.result;
  };
  const kwCalls = () => calls.filter((c) => c.path.startsWith('/web/dataset/call_kw/')).map((c) => `${c.params.model}.${c.params.method}`);
  return { transport, calls, kwCalls };
}

/** An OdooClient on a fake Odoo's transport, retrying at once. */
export const client = (transport: Transport, companyIds?: number[]) =>
  new OdooClient({ origin: 'https://acme.odoo.com/odoo/sales', transport, companyIds, retryDelayMs: 0 });

export const GEMINI = { id: 11, display_name: 'Gemini Furniture' };
