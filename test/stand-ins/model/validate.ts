import { checkMedia } from './media.ts';

// The checks the real API makes before it runs the model, with its status codes and messages,
// so a client bug (missing header, broken tool_use/tool_result pairing) fails here as it would there.

export interface Problem {
  status: number;
  type: string;
  message: string;
}

const invalid = (message: string): Problem => ({ status: 400, type: 'invalid_request_error', message });
const unauthenticated = (message: string): Problem => ({ status: 401, type: 'authentication_error', message });

export function checkHeaders(headers: Record<string, string>): Problem | undefined {
  const key = headers['x-api-key'] ?? headers['authorization']?.replace(/^Bearer\s+/i, '');
  if (!key) return unauthenticated('x-api-key header is required');
  if (key === 'bad-key') return unauthenticated('invalid x-api-key');
  if (!headers['anthropic-version']) return invalid('anthropic-version: header is required');
  // Browsers (and extension service workers) send Origin; the API refuses them without this opt-in.
  if (headers['origin'] && headers['anthropic-dangerous-direct-browser-access'] !== 'true') {
    return unauthenticated("CORS requests must set 'anthropic-dangerous-direct-browser-access' header");
  }
  return undefined;
}

export function checkBody(body: any, route: 'messages' | 'count_tokens'): Problem | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return invalid('request body must be a JSON object');
  if (typeof body.model !== 'string' || !body.model) return invalid('model: Field required');
  if (route === 'messages' && !(Number.isInteger(body.max_tokens) && body.max_tokens >= 1)) {
    return invalid('max_tokens: Field required');
  }
  if (!Array.isArray(body.messages)) return invalid('messages: Field required');
  if (body.messages.length === 0) return invalid('messages: at least one message is required');
  return checkMessages(body.messages) ?? checkMedia(body.messages);
}

const blocksOf = (message: any): any[] => (Array.isArray(message?.content) ? message.content : []);

function checkMessages(messages: any[]): Problem | undefined {
  for (const [i, message] of messages.entries()) {
    if (message?.role !== 'user' && message?.role !== 'assistant') {
      return invalid(`messages.${i}.role: Input should be 'user' or 'assistant'`);
    }
    if (typeof message.content !== 'string' && !Array.isArray(message.content)) {
      return invalid(`messages.${i}.content: Field required`);
    }
  }
  if (messages[0].role !== 'user') return invalid('messages: first message must use the "user" role');

  for (const [i, message] of messages.entries()) {
    const previous = messages[i - 1];
    const asked = new Set(
      previous?.role === 'assistant' ? blocksOf(previous).filter((b) => b?.type === 'tool_use').map((b) => b.id) : [],
    );
    const answered = blocksOf(message).filter((b) => b?.type === 'tool_result');
    const unexpected = answered.filter((b) => !asked.has(b.tool_use_id)).map((b) => b.tool_use_id);
    if (unexpected.length > 0) {
      return invalid(
        `messages.${i}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${unexpected.join(', ')}. ` +
          'Each `tool_result` block must have a corresponding `tool_use` block in the previous message.',
      );
    }
    const missing = [...asked].filter((id) => !answered.some((b) => b.tool_use_id === id));
    if (message.role === 'user' && missing.length > 0) {
      return invalid(
        `messages.${i - 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. ` +
          'Each `tool_use` block must have a corresponding `tool_result` block in the next message.',
      );
    }
  }
  return undefined;
}
