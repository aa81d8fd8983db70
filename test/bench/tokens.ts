// What the model is sent: tool definitions, a follow-up request at turn 10 (the real agent against
// the model stand-in) and its naive equivalent, and one typical tool result. Counted with the
// tokenizer on the JSON of what is sent.
import { countTokens } from '@anthropic-ai/tokenizer';
import { sessionFacts } from '@/lib/agent/context';
import { loadMessages } from '@/lib/agent/store';
import { toTools } from '@/lib/skills/to-tools';
import { offeredTools } from '@/lib/skills/catalog';
import { offeredSkills } from '@/lib/agent/gate';
import { fittingSkills } from '@/lib/skills/rights';
import { skills } from '@/skills';
import searchRecords from '@/skills/search-records';
import { agentRig, runConversation, usageOf } from '../agent-harness';
import { offlineTurn } from '../offline-turn';
import { skillHarness } from '../skill-harness';
import { estimateTokens } from '../stand-ins/model/prompt-cache';
import { part, type Figures } from './figures';

export type TokenKey = 'tool_tokens_total' | 'skills_reachable' | 'tool_tokens_contacts_only' | 'followup_uncached_input_tokens' | 'naive_followup_input_tokens' | 'partners20_read_tokens';

export async function tokenFigures(): Promise<Figures<TokenKey>> {
  return {
    ...(await part(['tool_tokens_total', 'skills_reachable', 'tool_tokens_contacts_only'], async () => toolTokens())),
    ...(await part(['followup_uncached_input_tokens', 'naive_followup_input_tokens'], followUp)),
    ...(await part(['partners20_read_tokens'], partners20)),
  };
}

/**
 * What is sent as `tools` on a database with every app (mode auto-read), and where only Contacts is
 * installed: the core skills plus find_skills and run_skill (lib/skills/catalog.ts); the others are
 * reachable through them. Every skill as its own tool would be `all`.
 */
function toolTokens(): Figures<'tool_tokens_total' | 'skills_reachable' | 'tool_tokens_contacts_only'> {
  const offered = offeredSkills('auto-read', skills);
  const tools = offeredTools(offered, skills);
  // Only Contacts installed: the rights the skills need come back as res.partner's alone.
  const contactsOffered = offeredSkills('auto-read', fittingSkills(skills, { granted: new Set(['res.partner:read', 'res.partner:write', 'res.partner:create', 'res.partner:unlink']) }));
  const contacts = offeredTools(contactsOffered, skills);
  const all = countTokens(JSON.stringify(toTools(skills)));
  const top = tools.map((t) => [t.name, countTokens(JSON.stringify(t))] as const).sort((a, b) => b[1] - a[1]).slice(0, 3);
  return {
    tool_tokens_total: {
      value: countTokens(JSON.stringify(tools)),
      note: `@anthropic-ai/tokenizer on JSON.stringify(tools); ${tools.length} tools reach ${offered.length} skills (${offered.filter((s) => s.core).length} core + find_skills/run_skill), mode auto-read; every skill as a tool would be ${all}; largest: ${top.map(([n, c]) => `${n} ${c}`).join(', ')}`,
    },
    skills_reachable: { value: offered.length, note: `skills in skills/index.ts a turn can run on a database with every app, mode auto-read (as tools or through run_skill)` },
    tool_tokens_contacts_only: { value: countTokens(JSON.stringify(contacts)), note: `${contacts.length} tools reach ${contactsOffered.length} skills: no app's business skills (lib/skills/rights.ts fittingSkills)` },
  };
}

/**
 * The request as the prompt cache sees it: tools, system blocks, message blocks, in order (as the
 * model stand-in's PromptCache segments it), each without its cache_control mark.
 */
function segments(body: any): unknown[] {
  const out: Array<[string, unknown]> = [];
  const strip = (block: unknown) => {
    if (!block || typeof block !== 'object' || Array.isArray(block)) return block;
    const { cache_control: _, ...rest } = block as Record<string, unknown>;
    return rest;
  };
  for (const tool of body.tools ?? []) out.push(['tool', strip(tool)]);
  if (typeof body.system === 'string') out.push(['system', body.system]);
  else for (const block of body.system ?? []) out.push(['system', strip(block)]);
  for (const m of body.messages ?? []) {
    if (typeof m.content === 'string') out.push([m.role, m.content]);
    else for (const block of m.content) out.push([m.role, strip(block)]);
  }
  return out;
}

const tokensOf = (segs: unknown[]) => segs.reduce<number>((sum, [, block]: any) => sum + countTokens(typeof block === 'string' ? block : JSON.stringify(block)), 0);

/** Index of the last segment the cache read covers, found from the stand-in's (chars/4) accounting. */
function cacheHitEnd(segs: unknown[], cacheRead: number): number {
  if (cacheRead === 0) return -1;
  let total = 0;
  for (const [i, seg] of segs.entries()) {
    total += estimateTokens(JSON.stringify(seg));
    if (total === cacheRead) return i;
    if (total > cacheRead) break;
  }
  throw new Error(`the stand-in's cache read (${cacheRead}) does not end on a block boundary: segmentation differs from PromptCache`);
}

async function followUp(): Promise<Figures<'followup_uncached_input_tokens' | 'naive_followup_input_tokens'>> {
  const r = await agentRig();
  try {
    const { conversationId, turnStarts } = await runConversation(r);
    const index = turnStarts[9]!;
    const body = r.model.requests[index]!.body;
    const usage = usageOf(r.model.requests)[index]!;
    const segs = segments(body);
    const hitEnd = cacheHitEnd(segs, usage.cache_read_input_tokens);
    const uncached = tokensOf(segs.slice(hitEnd + 1));
    const cachedRead = tokensOf(segs.slice(0, hitEnd + 1));

    // The same follow-up built the naive way, from the same stored conversation.
    const rows = await loadMessages(r.db, conversationId);
    const upToAsk = rows.slice(0, rows.findIndex((m) => m.turnId === rows.at(-1)!.turnId) + 1);
    const session = await r.ops.client.session();
    const { naive } = await offlineTurn({ rows: upToAsk, skills, mode: 'auto-read', model: r.settings.model, facts: sessionFacts(session) });
    const naiveTokens = tokensOf(segments(naive));
    const standIn = `stand-in chars/4: input ${usage.input_tokens} + cache write ${usage.cache_creation_input_tokens}, read ${usage.cache_read_input_tokens}`;
    return {
      followup_uncached_input_tokens: {
        value: uncached,
        note: `turn 10 of ${turnStarts.length}, request ${index + 1} of ${r.model.requests.length}; after the last cache hit: ${segs.length - hitEnd - 1} of ${segs.length} blocks; cache read ${cachedRead} tokens; ${standIn}`,
      },
      naive_followup_input_tokens: {
        value: naiveTokens,
        note: `all tools, no cache, full raw history (${naive.messages.length} messages); ${(naiveTokens / uncached).toFixed(1)}× the uncached follow-up`,
      },
    };
  } finally {
    await r.close();
  }
}

// Realistic contacts added to the seed (17 active) so that 20 rows come back.
const EXTRA_PARTNERS = ['Brightline Logistics', 'Carmen Ortega', 'Nordwind Trading GmbH', 'Olivia Chen', 'Pacific Rim Imports'];

async function partners20(): Promise<Figures<'partners20_read_tokens'>> {
  const h = await skillHarness({ version: 17 });
  try {
    for (const [i, name] of EXTRA_PARTNERS.entries()) {
      h.odoo.db.create('res.partner', {
        name, active: true, type: 'contact', is_company: i % 2 === 0, customer_rank: 1, supplier_rank: 0, lang: 'en_US', company_id: false,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: `+1 555-01${i}0`, city: 'Portland', country_id: 233,
        vat: i % 2 === 0 ? `US12345678${i}` : false, parent_id: i % 2 === 0 ? false : 5,
      });
    }
    const result = await h.run(searchRecords, { model: 'res.partner', limit: 20 });
    if (result.isError) throw new Error(result.content);
    const rows = result.json.rows?.length;
    if (rows !== 20) throw new Error(`expected 20 rows, got ${rows}`);
    return { partners20_read_tokens: { value: countTokens(result.content), note: `search_records res.partner limit 20, default fields: ${result.content.length} chars` } };
  } finally {
    await h.close();
  }
}
