// Manual runs: `npx tsx test/stand-ins/model/cli.ts --port 8787`, then point Weft's base URL at it.
// It echoes the last user text; "/tool <name> <json input>" makes it call that tool instead.
// `--fallible all` (or a class, or classes with commas: see fallible/mistakes.ts) makes it the
// fallible model instead: the demo model's intents, with a real model's mistakes and recoveries.
import { parseArgs } from 'node:util';
import { cliReply } from './cli-reply.ts';
import { fallibleModel, MISTAKES, type Mistake } from './fallible/model.ts';
import { startModelStandIn, type RecordedRequest, type Reply } from './server.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8787' }, delay: { type: 'string', default: '30' }, fallible: { type: 'string' } } });
const delayMs = Number(values.delay);
const chosen = values.fallible === undefined || values.fallible === 'all' ? 'all' : (values.fallible.split(',') as Mistake[]);
if (chosen !== 'all' && chosen.some((m) => !MISTAKES.includes(m))) throw new Error(`--fallible takes all or some of: ${MISTAKES.join(', ')}`);
const fallible = values.fallible === undefined ? undefined : fallibleModel({ mistakes: chosen });

function echo(req: RecordedRequest): Reply {
  standIn.script(echo); // keep one reply queued forever: the stand-in itself answers an empty queue with 500
  return fallible ? fallible(req) : cliReply(req, delayMs);
}

const standIn = await startModelStandIn({ port: Number(values.port) });
standIn.script(echo);
console.log(`Messages API stand-in listening on ${standIn.url} (any API key except 'bad-key')`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
