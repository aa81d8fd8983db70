import { z } from 'zod';
import { many2oneText, odooData } from '@/lib/skills/compact';
import { pickedResult, recordOptions } from '@/lib/skills/choose';
import { defineSkill } from '@/lib/skills/define-skill';
import { modelInput } from '@/lib/skills/inputs';

const LIMIT = 8;

export default defineSkill({
  name: 'find_by_name',
  description: 'Name to record id. Returns the match, or candidates if ambiguous.',
  terms: {
    en: 'find by name, named, called, which id, look up a name',
    fr: "trouver par nom, nommé, qui s'appelle, quel identifiant",
    es: 'buscar por nombre, llamado, que se llama, qué id',
    de: 'nach Name suchen, namens, heißt, welche ID',
    nl: 'zoeken op naam, genaamd, heet, welk id',
  },
  input: z.object({
    model: modelInput,
    name: z.string().describe("Name or part ('' = any)"),
    ask: z.string().min(1).max(300).optional().describe('If several match, the user picks by button: this question'),
  }),
  risk: 'read',
  core: true,
  async execute({ model, name, ask }, { odoo, signal, choose }) {
    const found = await odoo.nameSearch(model, name, { limit: LIMIT }, { signal });
    const exact = found.filter((r) => r.display_name.trim().toLowerCase() === name.trim().toLowerCase());
    const only = found.length === 1 ? found[0] : exact.length === 1 ? exact[0] : undefined;
    if (only) {
      return { ...odooData(model, { match: { id: only.id, name: only.display_name }, ...(found.length > 1 ? { other_partial_matches: found.length - 1 } : {}) }), outcome: 'match' as const };
    }
    if (!found.length) return { ...odooData(model, { match: null, note: `No ${model} matches '${name}'.` }), outcome: 'none' as const };
    // Several: the user picks with a button (lib/agent/choices.ts); the click names the record.
    if (ask && choose) {
      const options = await recordOptions(odoo, model, found.map((r) => r.id), signal);
      const picked = options[await choose({ question: ask, model, options })]!;
      return { ...pickedResult(model, picked), outcome: 'chosen' as const };
    }
    return {
      ...odooData(model, {
        ambiguous: true,
        candidates: found.map(many2oneText),
        ...(found.length === LIMIT ? { note: 'more may exist; ask for a more precise name' } : {}),
      }),
      outcome: 'ambiguous' as const,
    };
  },
  summary: ({ model, name }, out) => `Looked up '${name}' in ${model}: ${out.outcome}`,
});
