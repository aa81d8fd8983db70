// What personal-data placeholders cost: the turn-10 request of the scripted session (the real agent
// against the model stand-in) counted with and without them, and the time of the mask pass over it.
import { countTokens } from '@anthropic-ai/tokenizer';
import { maskBody } from '@/lib/agent/personal-request';
import { Veil } from '@/lib/agent/personal-veil';
import type { PersonalData } from '@/lib/settings/personal';
import { agentRig, runConversation } from '../agent-harness';
import { quantile, type Figures } from './figures';

const ALL: PersonalData = { kinds: ['email', 'phone', 'iban', 'vat', 'address'], fields: [] };

async function turnTen(personalData?: PersonalData) {
  const r = await agentRig(personalData ? { settings: { personalData } } : {});
  try {
    const { turnStarts, conversationId } = await runConversation(r);
    const row = await r.db.veils.get(conversationId);
    return { body: r.model.requests[turnStarts[9]!]!.body, entries: row?.entries ?? [] };
  } finally {
    await r.close();
  }
}

const tokens = (body: { system: unknown; messages: unknown }) => countTokens(JSON.stringify({ system: body.system, messages: body.messages }));

export async function personalFigures(): Promise<Figures<'personal_request_tokens_delta' | 'personal_mask_ms_p50'>> {
  const plain = await turnTen();
  const veiled = await turnTen(ALL);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const veil = new Veil(ALL, veiled.entries); // as each round builds it from the stored mapping
    const t = performance.now();
    maskBody(veil, plain.body);
    times.push(performance.now() - t);
  }
  const [without, withIt] = [tokens(plain.body), tokens(veiled.body)];
  return {
    personal_request_tokens_delta: {
      value: withIt - without,
      note: `turn 10 of the scripted session, system + messages (@anthropic-ai/tokenizer): ${without} tokens plain, ${withIt} with every kind masked (${veiled.entries.length} values as placeholders); ${JSON.stringify(plain.body).length} chars`,
    },
    personal_mask_ms_p50: {
      value: Number(quantile(times, 0.5).toFixed(3)),
      spread: `p10–p90 ${quantile(times, 0.1).toFixed(3)}–${quantile(times, 0.9).toFixed(3)} (n=${times.length})`,
      note: 'maskBody over the turn-10 request (every kind), the mapping rebuilt from its stored entries each time',
    },
  };
}
