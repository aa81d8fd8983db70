import Anthropic, { type APIError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeJpegHeader, makePdf, makePdfCompressed, makePng } from '../../make-files';
import { startModelStandIn, text, type ModelStandIn } from './server.ts';

// The stand-in refuses malformed document and image blocks the way the real API does, so a
// client that sends them wrong fails in tests, not in front of a user.

let standIn: ModelStandIn;
let client: Anthropic;
beforeAll(async () => {
  standIn = await startModelStandIn();
  client = new Anthropic({ apiKey: 'test', baseURL: standIn.url, maxRetries: 0 });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const ask = (content: any[], role: 'user' | 'assistant' = 'user') =>
  client.messages.create({ model: 'claude-test', max_tokens: 64, messages: role === 'user' ? [{ role, content }] : [{ role: 'user', content: 'hi' }, { role, content }] });
const refusal = async (content: any[], role?: 'user' | 'assistant') => {
  standIn.script(text('should not be reached'));
  const error = (await ask(content, role).catch((e: unknown) => e)) as APIError;
  return { status: error.status, message: (error.error as any)?.error?.message as string };
};

describe('model stand-in, document and image blocks', () => {
  it('accepts a base64 PDF, a text document and a PNG, in user messages and tool results', async () => {
    standIn.script(text('Read.'));
    await ask([
      { type: 'document', title: 'bill.pdf', source: { type: 'base64', media_type: 'application/pdf', data: b64(makePdf([['Total 115.00']])) } },
      { type: 'document', source: { type: 'text', media_type: 'text/plain', data: 'a\tb' } },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: b64(makePng(10, 10)) } },
      { type: 'text', text: 'What is this?' },
    ]);
    expect(standIn.requests).toHaveLength(1);
  });

  it('refuses a wrong or unsupported media type, bad base64 and a broken PDF', async () => {
    const jpeg = b64(makeJpegHeader(10, 10));
    expect(await refusal([{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: jpeg } }])).toEqual({
      status: 400, message: 'messages.0.content.0.image.source.base64: The image was specified using the image/png media type, but the image appears to be a image/jpeg image',
    });
    expect((await refusal([{ type: 'image', source: { type: 'base64', media_type: 'image/bmp', data: jpeg } }])).message).toMatch(/media_type: Input should be 'image\/jpeg'/);
    expect((await refusal([{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'not base64!' } }])).message).toMatch(/Invalid base64/);
    expect((await refusal([{ type: 'image', source: { media_type: 'image/png', data: jpeg } }])).message).toMatch(/does not match any of the expected tags/);
    expect((await refusal([{ type: 'document', source: { type: 'base64', media_type: 'text/plain', data: b64(makePdf([['x']])) } }])).message).toMatch(/Input should be 'application\/pdf'/);
    expect((await refusal([{ type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: b64(new TextEncoder().encode('hello')) } }])).message).toMatch(/The PDF specified was not valid/);
  });

  it('refuses images over 5 MB of base64 or 8000 px, PDFs over 100 pages, media in assistant messages', async () => {
    const big = 'A'.repeat(5 * 1024 * 1024 + 4);
    expect((await refusal([{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: big } }])).message).toMatch(/image exceeds 5 MB maximum: 5242884 bytes > 5242880 bytes/);
    expect((await refusal([{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: b64(makePng(8001, 1)) } }])).message).toMatch(/8000 pixels/);
    const pages = makePdf(Array.from({ length: 101 }, (_, i) => [`p${i}`]));
    expect(await refusal([{ type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: b64(pages) } }])).toEqual({ status: 400, message: 'A maximum of 100 PDF pages may be provided.' });
    // The same with its page tree in a compressed object stream (PDF 1.5+), as the API reads it.
    const packed = makePdfCompressed(Array.from({ length: 101 }, (_, i) => [`p${i}`]));
    expect(await refusal([{ type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: b64(packed) } }])).toEqual({ status: 400, message: 'A maximum of 100 PDF pages may be provided.' });
    expect((await refusal([{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: b64(makePng(2, 2)) } }], 'assistant')).message).toMatch(/only allowed in user messages/);
  });

  it('refuses a request over 32 MB with 413', async () => {
    const huge = 'A'.repeat(33 * 1024 * 1024);
    const r = await refusal([{ type: 'document', source: { type: 'text', media_type: 'text/plain', data: huge } }]);
    expect(r).toEqual({ status: 413, message: 'Request exceeds the maximum allowed number of bytes.' });
  });
});
