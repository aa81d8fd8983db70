// The fallible model: the demo model's requests and intents, with a real model's mistakes. In each
// turn it makes one mistake (of the classes chosen) at the first call where one applies, reads the
// tool error, and fixes the call from the error's words alone (recover.ts). Its tool_use ids carry
// its bookkeeping ("toolu_oops_<class>_…", "toolu_fix_…"): the API hands them back unchanged, so it
// keeps no state between requests, as a model keeps none.
import { DEMO_LABEL, demoStep, readTurn, type Call, type Turn } from '../../../start/demo-model.ts';
import type { RecordedRequest, Reply } from '../server.ts';
import { isWrite, makeMistake, MISTAKES, type Intended, type Mistake, type MistakeContext } from './mistakes.ts';
import { recoverCall } from './recover.ts';

export { MISTAKES, type Mistake } from './mistakes.ts';

export interface FallibleOptions {
  /** Which mistakes it makes: every class (default), one, or a few. */
  mistakes?: 'all' | Mistake | readonly Mistake[];
  /** What the careful model would do next in a turn (default: the demo model's step; the eval gives its task's path). */
  careful?: (turn: Turn) => Reply;
}

const OOPS = 'toolu_oops_';
const FIX = 'toolu_fix_';
/** Failed fixes in a turn before it gives up (the bench then counts a failure). */
const TRIES = 2;

/** A Reply function for the model stand-in (`standIn.script(fallibleModel(...))` per request). */
export function fallibleModel(options: FallibleOptions = {}): (req: RecordedRequest) => Reply {
  return (req) => fallibleReply(req, options);
}

export function fallibleReply(req: RecordedRequest, { mistakes = 'all', careful = demoStep }: FallibleOptions = {}): Reply {
  const chosen: readonly Mistake[] = mistakes === 'all' ? MISTAKES : typeof mistakes === 'string' ? [mistakes] : mistakes;
  const messages: unknown[] = Array.isArray(req.body?.messages) ? req.body.messages : [];
  const tools = new Map<string, string[]>(
    (Array.isArray(req.body?.tools) ? req.body.tools : []).map((t: { name: string; input_schema?: { required?: string[] } }) => [t.name, t.input_schema?.required ?? []]),
  );
  const turn = readTurn(messages as never);
  const clean = cleanTurn(turn);
  const serial = messages.length;
  const emit = (call: Intended, id: string, preface?: string, garble?: (json: string) => string | undefined): Reply => {
    const wire = tools.has(call.name) || !tools.has('run_skill') ? call : { name: 'run_skill', input: { name: call.name, input: call.input } };
    const rawJson = garble?.(JSON.stringify(wire.input));
    return {
      content: [
        ...(preface ? [{ type: 'text' as const, text: preface }] : []),
        { type: 'tool_use' as const, id: `${id}${serial}`, name: wire.name, input: wire.input, ...(rawJson === undefined ? {} : { rawJson }) },
      ],
      stop_reason: 'tool_use',
    };
  };

  const last = turn.calls.at(-1);
  if (last?.isError && (last.id?.startsWith(OOPS) || last.id?.startsWith(FIX))) {
    const failedFixes = turn.calls.filter((c) => c.isError && c.id?.startsWith(FIX)).length;
    const fixed = failedFixes < TRIES ? recoverCall(unwrap(last), last.result, intendedCall(careful(clean)), turn.ask) : undefined;
    if (!fixed) return say(`I could not do that. The tool said: ${last.result.split('\n')[0]}`);
    return emit(fixed, FIX, 'Let me correct that.');
  }

  const step = careful(clean);
  const intended = intendedCall(step);
  if (!intended) return step;
  const preface = prefaceOf(step);
  if (!turn.calls.some((c) => c.id?.startsWith(OOPS))) {
    const ctx = mistakeContext(clean, intended, tools, careful);
    const made = chosen.flatMap((kind) => {
      const m = makeMistake(kind, intended, ctx);
      return m ? [[kind, m] as const] : [];
    });
    if (made.length) {
      const [kind, mistake] = made[hash(turn.ask) % made.length]!;
      if ('text' in mistake) return say(mistake.text);
      return emit(mistake.call, `${OOPS}${kind}_`, preface, mistake.garble);
    }
  }
  return emit(intended, 'toolu_ok_', preface);
}

function mistakeContext(clean: Turn, intended: Intended, tools: ReadonlyMap<string, string[]>, careful: (turn: Turn) => Reply): MistakeContext {
  const after = (call: Call): Turn => ({ ...clean, calls: [...clean.calls, call] });
  return {
    required: tools,
    writeAfterLookup: (id) => {
      const next = intendedCall(careful(after({ name: intended.name, input: intended.input, result: JSON.stringify({ match: { id, name: String(intended.input.name ?? '') } }), isError: false })));
      return next && isWrite(next.name) ? next : undefined;
    },
    claimAfterWrite: () => {
      const done = textOf(careful(after({ name: intended.name, input: intended.input, result: '{"ok":true}', isError: false })));
      const verb = intended.name === 'run_action' ? 'confirmed it' : intended.name === 'create_record' ? 'created it' : 'updated it';
      const label = `${DEMO_LABEL} · `;
      return done.startsWith(label) ? `${label}I've ${verb}. ${done.slice(label.length)}` : `I've ${verb}. ${done}`;
    },
  };
}

/** The turn as the careful model would see it: its own failed attempts gone, run_skill calls as the skill they ran. */
function cleanTurn(turn: Turn): Turn {
  const ours = (c: Call) => c.id?.startsWith(OOPS) || c.id?.startsWith(FIX);
  return { ...turn, calls: turn.calls.filter((c) => !(c.isError && ours(c))).map((c) => ({ ...c, ...unwrap(c) })) };
}

function unwrap(call: Call): Intended {
  if (call.name !== 'run_skill') return { name: call.name, input: call.input };
  const inner = call.input as { name?: unknown; input?: unknown };
  return { name: String(inner.name ?? ''), input: (inner.input ?? {}) as Record<string, unknown> };
}

type Content = Array<{ type: string; text?: string; name?: string; input?: unknown }>;
const contentOf = (reply: Reply): Content => (typeof reply === 'object' && 'content' in reply ? (reply.content as Content) : []);
function intendedCall(reply: Reply): Intended | undefined {
  const use = contentOf(reply).find((b) => b.type === 'tool_use');
  return use ? { name: use.name!, input: (use.input ?? {}) as Record<string, unknown> } : undefined;
}
const textOf = (reply: Reply) => contentOf(reply).map((b) => b.text ?? '').join('');
const prefaceOf = (reply: Reply) => textOf(reply) || undefined;
const say = (text: string): Reply => ({ content: [{ type: 'text', text }] });

/** The same class for the same request on every run: the bench's figures repeat. */
function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
