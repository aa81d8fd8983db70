// `npx tsx test/bench/write-path.ts`: every function of Weft's own code a write enters, counted by
// V8's precise coverage around the skill's `execute` in an agent-harness turn on the stand-ins: an
// update_records on one record approved on its card (auto-read), the same run at once (auto-edit),
// and its undo (Journal.undo). The figures docs/architecture.md "The path counted" quotes.
import 'fake-indexeddb/auto';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';
import { defineSkill, type Skill } from '@/lib/skills/define-skill';
import { skills } from '@/skills';
import { agentRig } from '../agent-harness';
import { text, toolCall } from '../stand-ins/model/server';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
type Counted = { functions: number; files: number; calls: number; entered: string[] };
// `--list`: also print each function entered (file, name, calls), to read the path against the code.
const LIST = process.argv.includes('--list');

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });

/** Functions entered since the last take, in Weft's own files (lib, skills, components, entrypoints). */
async function take(): Promise<Counted> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const files = new Set<string>();
  let functions = 0;
  let calls = 0;
  const entered: string[] = [];
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const file = relative(ROOT, fileURLToPath(script.url));
    if (file.startsWith('..') || file.includes('node_modules') || file.startsWith('test/')) continue;
    for (const fn of script.functions) {
      // The script's own top level is not a function of the write.
      const count = fn.ranges[0]?.count ?? 0;
      if (!count || (fn.functionName === '' && fn.ranges[0]!.startOffset === 0)) continue;
      functions++;
      calls += count;
      files.add(file);
      entered.push(`${file} ${fn.functionName || '(anonymous)'} ×${count}`);
    }
  }
  return { functions, files: files.size, calls, entered };
}

/** update_records, measured from the moment its execute is entered to the moment it returns. */
function measured(into: Counted[]): Skill[] {
  return skills.map((s) =>
    s.name !== 'update_records'
      ? s
      : defineSkill({
          ...s,
          async execute(input, ctx) {
            await take();
            try {
              return await s.execute(input, ctx);
            } finally {
              into.push(await take());
            }
          },
        } as Skill),
  );
}

async function writePath(mode: 'auto-read' | 'auto-edit'): Promise<{ write: Counted; undo: Counted }> {
  const got: Counted[] = [];
  const r = await agentRig({ mode, skills: measured(got) });
  try {
    r.model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+1 555 0100' } }, 'toolu_up'), text('Done.'));
    const { ended } = await r.send('Set the phone of Azure Interior to +1 555 0100');
    if (mode === 'auto-read') {
      const card = await r.next('confirm/request');
      r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true });
    }
    const end = await ended;
    if (end.status !== 'done' || !got[0]) throw new Error(`the turn ended ${end.status}`);
    const [entry] = (await r.db.operations.toArray()).filter((o) => o.status === 'done');
    await take();
    const undone = await r.ops.journal.undo(entry!.id);
    const undo = await take();
    if (undone.status !== 'undone') throw new Error(`the undo ended ${undone.status}`);
    return { write: got[0], undo };
  } finally {
    await r.close();
  }
}

const say = ({ functions, files, calls, entered }: Counted) => `${LIST ? `\n  ${entered.join('\n  ')}\n` : ''}${counted({ functions, files, calls })}`;
const counted = ({ functions, files, calls }: Omit<Counted, 'entered'>) => `${functions} distinct functions in ${files} files, ${calls.toLocaleString('en')} calls`;
// A first run warms what is loaded once (zod schemas, the catalog), so the figures are the write's own.
await writePath('auto-read');
const card = await writePath('auto-read');
const auto = await writePath('auto-edit');
console.log(`card path (auto-read, approved): ${say(card.write)}`);
console.log(`auto-edit path (run at once):    ${say(auto.write)}`);
console.log(`undo (Journal.undo):             ${say(card.undo)}`);
session.disconnect();
process.exit(0);
