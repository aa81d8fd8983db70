// The eval's wiring: Weft's chat service as the worker builds it (agent loop, the real SDK, skills,
// gate, journal, Dexie on fake-indexeddb) against one Odoo (the stand-in, or ODOO_URL signed in as
// a user would), and a model (the API, or a scripted one on the model stand-in).
import { createChatService, type ChatService } from '@/lib/agent/service';
import { loadMessages } from '@/lib/agent/store';
import { identityOf, newId, WeftDb, type Identity } from '@/lib/db';
import type { PageContext, WorkerEvent } from '@/lib/messaging/protocol';
import { OdooClient, fetchTransport } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import { Settings, type PermissionMode } from '@/lib/settings/settings';
import { applyPolicy } from '@/lib/settings/policy';
import { loginClient, type Login } from '../odoo-login';
import { startModelStandIn, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { scriptedReply, type ScriptedModel } from './models';
import type { Call, Plan, TurnOutcome } from './task';

export type ModelChoice = { kind: 'api'; apiKey: string; baseUrl?: string; name: string } | { kind: ScriptedModel; name: string };

export interface EvalRigOptions {
  model: ModelChoice;
  /** Omitted: an Odoo 17 stand-in started for the run. */
  odoo?: Login;
  mode?: PermissionMode;
}

export interface ModelMeter {
  requests: number;
  /** performance.now() of each response's first content block. */
  firstTokens: number[];
}

export interface EvalRig {
  origin: string;
  /** The client Weft's tools use (its round trips are counted). */
  client: OdooClient;
  /** The checks' own client on the same session (not counted). */
  checker: OdooClient;
  journal: Journal;
  db: WeftDb;
  identity: Identity;
  standIn?: OdooStandIn;
  meter: ModelMeter;
  /** Which plan the scripted model follows now (null: none; ignored by a real model). */
  drive(plan: Plan | null): void;
  turn(ask: string, page: Partial<PageContext> | undefined, approve: number): Promise<TurnOutcome>;
  close(): Promise<void>;
}

export async function startEvalRig(options: EvalRigOptions): Promise<EvalRig> {
  const standIn = options.odoo ? undefined : await startOdooStandIn({ version: 17 });
  const login = options.odoo ?? { url: standIn!.url, db: 'weft', login: 'admin', password: 'admin' };
  const { client, fetch } = await loginClient(login);
  const origin = new URL(login.url).origin;
  const checker = new OdooClient({ origin, transport: fetchTransport(login.url, fetch), retryDelayMs: 10 });
  const db = new WeftDb(`eval-${newId()}`);
  const journal = new Journal({ client, db, origin });
  const identity = identityOf(origin, await client.session());

  const { model } = options;
  const stand: ModelStandIn | undefined = model.kind === 'api' ? undefined : await startModelStandIn();
  let plan: Plan | null = null;
  if (stand && model.kind !== 'api') {
    const kind = model.kind;
    const answer = (req: Parameters<typeof scriptedReply>[2]) => (stand.script(answer), scriptedReply(kind, plan, req));
    stand.script(answer);
  }
  const apiBase = (model.kind === 'api' ? model.baseUrl : stand!.url) ?? 'https://api.anthropic.com';
  const meter: ModelMeter = { requests: 0, firstTokens: [] };
  const restoreFetch = meterFetch(apiBase, meter);

  const user = Settings.parse({
    apiKey: model.kind === 'api' ? model.apiKey : 'eval-scripted',
    ...(model.kind === 'api' ? (model.baseUrl ? { apiBaseUrl: model.baseUrl } : {}) : { apiBaseUrl: stand!.url }),
    model: model.name,
    permissionMode: options.mode ?? 'auto-read',
  });
  const settings = applyPolicy(user, { policy: {}, problems: [] });
  const listeners = new Set<(e: WorkerEvent) => void>();
  const service: ChatService = createChatService({
    db,
    getSettings: async () => settings,
    odooFor: (_origin, scope) => ({ client: client.withCompanies(scope.companyIds), journal: journal.forTurn(scope) }),
    emit: (event) => listeners.forEach((l) => l(event)),
    openInTab: async () => undefined,
  });
  const basePage: PageContext = { origin, url: `${origin}/odoo/contacts`, isOdoo: true, loggedIn: true, model: 'res.partner', viewType: 'list', title: 'Contacts' };

  async function turn(ask: string, page: Partial<PageContext> | undefined, approve: number): Promise<TurnOutcome> {
    const counts = { cards: 0, approved: 0, unexpected: 0 };
    let turnId: string | undefined;
    const early: Extract<WorkerEvent, { type: 'confirm/request' }>[] = [];
    // A click, as the user gives it: Approve only where the task expects a write.
    const click = (card: Extract<WorkerEvent, { type: 'confirm/request' }>) => {
      counts.cards++;
      const yes = counts.approved < approve;
      if (yes) counts.approved++;
      else counts.unexpected++;
      setTimeout(() => service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: yes }), 0);
    };
    const listen = (e: WorkerEvent) => {
      if (e.type !== 'confirm/request') return;
      if (!turnId) early.push(e);
      else if (e.turnId === turnId) click(e);
    };
    listeners.add(listen);
    try {
      const at = { ...basePage, ...page, url: `${origin}${page?.url ?? '/odoo/contacts'}` };
      const sent = await service.send({ text: ask, page: at, identity });
      turnId = sent.turnId;
      early.filter((e) => e.turnId === turnId).forEach(click);
      const ended = await sent.ended;
      const rows = (await loadMessages(db, sent.conversationId)).filter((r) => r.turnId === sent.turnId);
      const blocks = rows.flatMap((r) => r.content.map((b) => ({ role: r.role, b: b as Record<string, any> })));
      const answer = blocks.filter(({ role, b }) => role === 'assistant' && b.type === 'text').map(({ b }) => String(b.text)).join('\n');
      const calls: Call[] = blocks
        .filter(({ b }) => b.type === 'tool_use')
        .map(({ b }) => {
          const result = blocks.find(({ b: r }) => r.type === 'tool_result' && r.tool_use_id === b.id)?.b;
          const content = typeof result?.content === 'string' ? result.content : JSON.stringify(result?.content ?? '');
          return { name: String(b.name), input: (b.input ?? {}) as Record<string, unknown>, result: content, isError: result?.is_error === true };
        });
      const operations = await db.operations.where('turnId').equals(sent.turnId).toArray();
      return {
        conversationId: sent.conversationId,
        turnId: sent.turnId,
        status: ended.status,
        ...(ended.message ? { message: ended.message } : {}),
        answer,
        calls,
        operations,
        cards: counts.cards,
        approved: counts.approved,
        unexpectedCards: counts.unexpected,
      };
    } finally {
      listeners.delete(listen);
    }
  }

  return {
    origin,
    client,
    checker,
    journal,
    db,
    identity,
    ...(standIn ? { standIn } : {}),
    meter,
    drive: (next) => void (plan = next),
    turn,
    async close() {
      restoreFetch();
      journal.close();
      db.close();
      await stand?.close();
      await standIn?.close();
    },
  };
}

/**
 * Counts the Messages API requests and notes when each response's first content block arrives, by
 * wrapping the global fetch the SDK calls (Weft's own model client is used unchanged).
 */
function meterFetch(base: string, meter: ModelMeter): () => void {
  const original = globalThis.fetch;
  const prefix = base.replace(/\/+$/, '');
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(prefix) || !/\/v1\/messages(\?|$)/.test(url)) return original(input, init);
    meter.requests++;
    const response = await original(input, init);
    if (!response.body) return response;
    let seen = false;
    const decoder = new TextDecoder();
    const watched = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (!seen && /content_block_(start|delta)/.test(decoder.decode(chunk, { stream: true }))) {
            seen = true;
            meter.firstTokens.push(performance.now());
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return () => void (globalThis.fetch = original);
}
