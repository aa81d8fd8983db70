// Discovery in the model's words (issue 27): how often find_skills offers the right skill for the
// paraphrase suite (test/fixtures/paraphrases.ts), in all and per language, and the model rounds
// the five tasks take with Weft's tools against every skill as a tool of its own.
import { findSkills } from '@/lib/skills/catalog';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { skills } from '@/skills';
import { discoveryRates, percent } from '../fixtures/paraphrases';
import { modelRounds, TASKS } from './tasks5';
import type { Figures } from './figures';

export type DiscoveryKey = 'paraphrase_offered_pct' | 'paraphrase_first_pct' | `paraphrase_first_pct_${Language}` | 'tasks5_model_rounds' | 'tasks5_rounds_tool_per_skill';

export async function discoveryFigures(): Promise<Figures<DiscoveryKey>> {
  const rates = discoveryRates((query) => findSkills(query, skills));
  const all = rates.all;
  const misses = all.misses.length ? `; first missed: ${all.misses.join('; ')}` : '';
  const perLanguage = Object.fromEntries(
    LANGUAGES.map((language) => {
      const r = rates[language];
      return [`paraphrase_first_pct_${language}`, { value: percent(r.first, r.queries), note: `${r.queries} queries in ${language}; offered ${percent(r.offered, r.queries)}%` }];
    }),
  ) as Figures<`paraphrase_first_pct_${Language}`>;
  const rounds = modelRounds();
  return {
    paraphrase_offered_pct: { value: percent(all.offered, all.queries), note: `findSkills on ${all.queries} queries (test/fixtures/paraphrases.ts): a right skill among those returned, or none returned where the generic tools answer` },
    paraphrase_first_pct: { value: percent(all.first, all.queries), note: `the first returned is a right one${misses}` },
    ...perLanguage,
    tasks5_model_rounds: {
      value: rounds.weft,
      note: `model rounds with a tool call, ${TASKS.length} tasks (test/bench/tasks5.ts), business skills run by the name find_skills lists; ${rounds.searching} when the model searches first`,
    },
    tasks5_rounds_tool_per_skill: { value: rounds.toolPerSkill, note: 'the same tasks with every skill a tool of its own (no find_skills step)' },
  };
}
