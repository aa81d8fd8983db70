// Runs skills the way the agent does (runSkill, guards included) against the Odoo stand-in, with
// writes going through the real journal. Usage:
//   const h = await skillHarness();            // Odoo 17 stand-in, logged in as admin
//   const r = await h.run(searchRecords, { model: 'res.partner' });
//   r.json, r.isError, r.trips (round trips to Odoo), h.writes, h.opened; await h.close();
import { WriteDeclined } from '@/lib/agent/gate';
import { newId, WeftDb } from '@/lib/db';
import type { PageContext } from '@/lib/messaging';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops';
import type { WriteSpec } from '@/lib/ops/types';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill, type ToolResult } from '@/lib/skills/run-skill';
import { loginClient } from './odoo-login';
import { startOdooStandIn, type Module, type OdooStandIn, type OdooVersion } from './stand-ins/odoo/server';

export interface SkillRun extends ToolResult {
  /** The parsed content when it is JSON (successful results), else undefined. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests look into results freely
  /** Round trips the call cost (journal reads and writes included). */
  trips: number;
}

export interface SkillHarness {
  odoo: OdooStandIn;
  client: OdooClient;
  journal: Journal;
  /** What the skill sees; tests may set `page`. */
  ctx: SkillContext;
  /** Every spec a skill passed to ctx.write, approved or not. */
  writes: WriteSpec[];
  /** The card notes passed with each write, in the same order. */
  notes: Array<string[] | undefined>;
  /** URLs a skill asked to open in the Odoo tab. */
  opened: string[];
  /** When true, ctx.write throws as the agent does when the user clicks "Decline". */
  decline: boolean;
  run(skill: Skill, input: unknown): Promise<SkillRun>;
  close(): Promise<void>;
}

export async function skillHarness({ version = 17, login = 'admin', modules = [] }: { version?: OdooVersion; login?: string; modules?: Module[] } = {}): Promise<SkillHarness> {
  const odoo = await startOdooStandIn({ version, modules });
  const { client } = await loginClient({ url: odoo.url, db: 'weft', login, password: login });
  const db = new WeftDb(`skills-${newId()}`);
  const journal = new Journal({ client, db, origin: odoo.url });
  const controller = new AbortController();
  const h: SkillHarness = {
    odoo,
    client,
    journal,
    writes: [],
    notes: [],
    opened: [],
    decline: false,
    ctx: {
      odoo: client,
      page: null,
      signal: controller.signal,
      async write(spec, notes) {
        h.writes.push(spec);
        h.notes.push(notes);
        if (h.decline) throw new WriteDeclined();
        return journal.run(spec, { conversationId: 'c1', turnId: 't1', skill: 'test' });
      },
      async openInTab(url) {
        h.opened.push(url);
      },
    },
    async run(skill, input) {
      const before = client.rpcCount;
      const result = await runSkill(skill, input, h.ctx);
      return { ...result, json: result.isError ? undefined : JSON.parse(result.content), trips: client.rpcCount - before };
    },
    async close() {
      controller.abort();
      db.close();
      await odoo.close();
    },
  };
  // The session and the fields cache are warm in a running worker; tests count the skill's own trips.
  await client.session();
  return h;
}

/** A page context as the content script would send it. */
export function pageOf(h: SkillHarness, page: Partial<PageContext>): PageContext {
  return { origin: h.odoo.url, url: `${h.odoo.url}/odoo`, isOdoo: true, loggedIn: true, ...page };
}
