// Manual runs: `npx tsx test/stand-ins/model/cli.ts --port 8787`, then point Weft's base URL at it.
// It echoes the last user text; "/tool <name> <json input>" makes it call that tool instead.
import { parseArgs } from 'node:util';
import { startModelStandIn, text, toolCall, type RecordedRequest, type Reply } from './server.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8787' }, delay: { type: 'string', default: '30' } } });
const delayMs = Number(values.delay);

function lastUserText(req: RecordedRequest): { text: string; toolResult: boolean } {
  const messages: any[] = Array.isArray(req.body?.messages) ? req.body.messages : [];
  const last = messages.filter((m) => m?.role === 'user').at(-1);
  if (typeof last?.content === 'string') return { text: last.content, toolResult: false };
  const blocks: any[] = Array.isArray(last?.content) ? last.content : [];
  const result = blocks.find((b) => b?.type === 'tool_result');
  if (result) return { text: JSON.stringify(result.content ?? ''), toolResult: true };
  return { text: blocks.filter((b) => b?.type === 'text').map((b) => b.text).join('\n'), toolResult: false };
}

function echo(req: RecordedRequest): Reply {
  standIn.script(echo); // keep one reply queued forever: the stand-in itself answers an empty queue with 500
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

const standIn = await startModelStandIn({ port: Number(values.port) });
standIn.script(echo);
console.log(`Messages API stand-in listening on ${standIn.url} (any API key except 'bad-key')`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
