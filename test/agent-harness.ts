// The chat service wired to the real things that run here: the SDK against the model stand-in,
// a real OdooClient and Journal against the Odoo stand-in (logged in as admin), Dexie on
// fake-indexeddb. Used by lib/agent tests and the token bench.
import { identityOf, newId, WeftDb, type Identity } from '@/lib/db';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import { rig, type Rig } from './journal-rig';
import { Settings, type PermissionMode } from '@/lib/settings/settings';
import { applyPolicy, type Policy } from '@/lib/settings/policy';
import type { Skill } from '@/lib/skills/define-skill';
import { createChatService, type ChatService, type SendResult } from '@/lib/agent/service';
import type { TurnLimits } from '@/lib/agent/turn-deps';
import { SUMMARY_MODEL } from '@/lib/agent/client';
import { PromptCache, type InputUsage } from './stand-ins/model/prompt-cache';
import { startModelStandIn, text, toolCall, type ModelStandIn, type RecordedRequest, type Reply } from './stand-ins/model/server';

export interface AgentRig {
  model: ModelStandIn;
  ops: Rig;
  db: WeftDb;
  settings: Settings;
  events: WorkerEvent[];
  service: ChatService;
  /** The page the user is on: The Jackson Group's form. */
  page: PageContext;
  /** Who the rig's session signs in as (admin on the stand-in). */
  identity: Identity;
  /** A new service over the same database and Odoo session: what a restarted worker builds. */
  restart(): ChatService;
  send(text: string, conversationId?: string, service?: ChatService): Promise<SendResult>;
  /** The first event (already emitted or coming) that matches. */
  next<T extends WorkerEvent['type']>(type: T, match?: (e: Extract<WorkerEvent, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<WorkerEvent, { type: T }>>;
  close(): Promise<void>;
}

export interface AgentRigOptions {
  mode?: PermissionMode;
  skills?: readonly Skill[];
  limits?: Partial<TurnLimits>;
  now?: () => Date;
  /** The organisation's policy, applied over the settings as the worker does (lib/settings/policy.ts). */
  policy?: Policy | ((modelUrl: string) => Policy);
  settings?: Partial<Settings>;
}

export async function agentRig(options: AgentRigOptions = {}): Promise<AgentRig> {
  const [model, ops] = await Promise.all([startModelStandIn(), rig(17)]);
  const db = ops.db;
  // A current model id: the SDK warns on every request for deprecated ones (the settings default is one).
  const user = Settings.parse({ apiKey: 'test-key', apiBaseUrl: model.url, model: 'claude-sonnet-4-6', permissionMode: options.mode ?? 'auto-read', ...options.settings });
  const policy = typeof options.policy === 'function' ? options.policy(model.url) : (options.policy ?? {});
  const settings = applyPolicy(user, { policy, problems: [] });
  const events: WorkerEvent[] = [];
  const waiters = new Set<() => void>();
  const emit = (event: WorkerEvent) => {
    events.push(event);
    for (const wake of [...waiters]) wake();
  };
  const make = () =>
    createChatService({
      db,
      getSettings: async () => settings,
      odooFor: (_origin, scope) => ({ client: ops.client.withCompanies(scope.companyIds), journal: ops.journal.forTurn(scope) }),
      emit,
      openInTab: async () => undefined,
      ...(options.skills ? { skills: options.skills } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  const service = make();
  const identity = identityOf(ops.odoo.url, await ops.client.session());
  const page: PageContext = {
    origin: ops.odoo.url,
    url: `${ops.odoo.url}/odoo/contacts/16`,
    isOdoo: true,
    loggedIn: true,
    model: 'res.partner',
    recordId: 16,
    viewType: 'form',
    title: 'The Jackson Group',
  };

  return {
    model,
    ops,
    db,
    settings,
    events,
    service,
    page,
    restart: make,
    identity,
    send: (text, conversationId, via = service) => via.send({ text, page, identity, ...(conversationId ? { conversationId } : {}) }),
    next(type, match = () => true, timeoutMs = 5_000) {
      type E = Extract<WorkerEvent, { type: typeof type }>;
      const find = () => events.find((e): e is E => e.type === type && match(e as E));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`));
        }, timeoutMs);
        const check = () => {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
      });
    },
    async close() {
      for (const turnId of service.running()) service.stop(turnId);
      await model.close();
      await ops.close();
    },
  };
}

/** A fresh database for tests that need no Odoo. */
export const freshDb = () => new WeftDb(`agent-${newId()}`);

/** One scripted turn: what the user asks, the read tool the model calls (if any), its answer. */
export interface ScriptedTurn {
  ask: string;
  tool?: { name: string; input: unknown };
  answer: string;
}

const ANSWER = (lead: string) =>
  `${lead} The figures come straight from Odoo with your access rights; amounts are in USD and dates in your timezone. ` +
  'If you want, I can break this down by salesperson or by month, or open the matching records in the list view for you.';

/** Ten turns of a realistic session: questions answered with read tools, and follow-ups. */
export const SCRIPTED_TURNS: ScriptedTurn[] = [
  { ask: 'Which customers do we have?', tool: { name: 'search_records', input: { model: 'res.partner', domain: [['customer_rank', '>', 0]], limit: 20 } }, answer: ANSWER('You have 9 active customers, mostly in California, plus Eleni Georgiou in Athens.') },
  { ask: 'What is the phone number of Azure Interior?', tool: { name: 'find_by_name', input: { model: 'res.partner', name: 'Azure Interior' } }, answer: ANSWER('Azure Interior (#5) is reachable at +1 870-931-0505.') },
  { ask: 'Show me its full details.', tool: { name: 'read_record', input: { model: 'res.partner', ids: [5] } }, answer: ANSWER('Azure Interior is a company in Fremont, 4557 De Silva St, 94538.') },
  { ask: 'How many sales orders are there?', tool: { name: 'count_records', input: { model: 'sale.order' } }, answer: ANSWER('There are several sales orders in the database.') },
  { ask: 'List the most recent quotations.', tool: { name: 'search_records', input: { model: 'sale.order', domain: [], limit: 10, order: 'date_order desc' } }, answer: ANSWER('Here are the latest quotations and orders, newest first.') },
  { ask: 'Thanks. Which of them are still drafts?', answer: ANSWER('From the list above, the ones in the Quotation state are still drafts.') },
  { ask: 'Which products do we sell?', tool: { name: 'search_records', input: { model: 'product.product', domain: [], limit: 20 } }, answer: ANSWER('You sell office furniture: desks, chairs, lamps, screens and cabinets.') },
  { ask: 'What does the Office Chair Black cost?', tool: { name: 'find_by_name', input: { model: 'product.product', name: 'Office Chair Black' } }, answer: ANSWER('The Office Chair Black sells for 120.50.') },
  { ask: 'Who are our suppliers?', tool: { name: 'search_records', input: { model: 'res.partner', domain: [['supplier_rank', '>', 0]], limit: 20 } }, answer: ANSWER('Your suppliers are Wood Corner, Lumber Inc, Hellenic Office Supplies and Chicago Supplies Inc.') },
  { ask: 'And which of them are in Athens?', tool: { name: 'search_records', input: { model: 'res.partner', domain: [['supplier_rank', '>', 0], ['city', '=', 'Athens']], limit: 20 } }, answer: ANSWER('Only Hellenic Office Supplies is in Athens.') },
];

/** Replies for these turns, in order; a summary request (small model) is answered in between. */
export function scriptConversation(model: ModelStandIn, turns: ScriptedTurn[]): void {
  const main: Reply[] = turns.flatMap((t, i) => (t.tool ? [toolCall(t.tool.name, t.tool.input, `toolu_t${i + 1}`), text(t.answer)] : [text(t.answer)]));
  const summaries = { count: 0 };
  const dispatch = (req: RecordedRequest): Reply => {
    if (req.body.model === SUMMARY_MODEL) {
      summaries.count++;
      return text('The user reviewed customers, Azure Interior (#5, +1 870-931-0505), sales orders, products and suppliers; nothing was changed.');
    }
    return main.shift() ?? text('(no more scripted replies)');
  };
  model.script(...Array.from({ length: main.length + turns.length + 8 }, () => dispatch));
}

/** Runs the turns through the service, one after another, in one conversation. */
export async function runConversation(r: AgentRig, turns: ScriptedTurn[] = SCRIPTED_TURNS): Promise<{ conversationId: string; turnStarts: number[] }> {
  scriptConversation(r.model, turns);
  let conversationId: string | undefined;
  const turnStarts: number[] = [];
  for (const turn of turns) {
    turnStarts.push(r.model.requests.length);
    const sent = await r.send(turn.ask, conversationId);
    conversationId = sent.conversationId;
    const ended = await sent.ended;
    if (ended.status !== 'done') throw new Error(`turn "${turn.ask}" ended ${ended.status}: ${ended.message}`);
  }
  return { conversationId: conversationId!, turnStarts };
}

/** What the stand-in charged each recorded request (replayed through a fresh prompt cache). */
export function usageOf(requests: RecordedRequest[]): InputUsage[] {
  const cache = new PromptCache();
  return requests.map((q) => cache.account(q.body));
}
