// What the manual stand-in (cli.ts) answers: an echo, or "/tool <name> <json input>" as a tool call.
import { isContextBlock } from '../../../lib/agent/context.ts';
import { text, toolCall, type RecordedRequest, type Reply } from './server.ts';

/** The user's own words of the last user message: Weft's page-context block (sent first) is skipped. */
export function lastUserText(req: RecordedRequest): { text: string; toolResult: boolean } {
  const messages: any[] = Array.isArray(req.body?.messages) ? req.body.messages : [];
  const last = messages.filter((m) => m?.role === 'user').at(-1);
  if (typeof last?.content === 'string') return { text: last.content, toolResult: false };
  const blocks: any[] = Array.isArray(last?.content) ? last.content : [];
  const result = blocks.find((b) => b?.type === 'tool_result');
  if (result) return { text: JSON.stringify(result.content ?? ''), toolResult: true };
  const own = blocks.filter((b) => b?.type === 'text' && !isContextBlock(b));
  return { text: own.map((b) => b.text).join('\n'), toolResult: false };
}

export function cliReply(req: RecordedRequest, delayMs = 0): Reply {
  const { text: said, toolResult } = lastUserText(req);
  const command = /^\/tool\s+(\S+)\s*([\s\S]*)$/.exec(said.trim());
  if (command && !toolResult) {
    try {
      return toolCall(command[1]!, command[2] ? JSON.parse(command[2]) : {}, undefined, `Calling ${command[1]}.`);
    } catch {
      return text(`Could not parse the tool input as JSON: ${command[2]}`);
    }
  }
  const reply = toolResult ? `The tool returned: ${said.slice(0, 2000)}` : `You said: ${said}`;
  return { content: [{ type: 'text', text: reply }], delayMs };
}
