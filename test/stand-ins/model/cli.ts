// Manual runs: `npx tsx test/stand-ins/model/cli.ts --port 8787`, then point Weft's base URL at it.
// It echoes the last user text; "/tool <name> <json input>" makes it call that tool instead.
import { parseArgs } from 'node:util';
import { cliReply } from './cli-reply.ts';
import { startModelStandIn, type RecordedRequest, type Reply } from './server.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8787' }, delay: { type: 'string', default: '30' } } });
const delayMs = Number(values.delay);

function echo(req: RecordedRequest): Reply {
  standIn.script(echo); // keep one reply queued forever: the stand-in itself answers an empty queue with 500
  return cliReply(req, delayMs);
}

const standIn = await startModelStandIn({ port: Number(values.port) });
standIn.script(echo);
console.log(`Messages API stand-in listening on ${standIn.url} (any API key except 'bad-key')`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
