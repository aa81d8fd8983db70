import type { Skill } from './define-skill';
import { schemaSignature, toInputSchema, type Signature } from './to-tools';
import { editDistance } from '@/lib/odoo/suggest-field';
import { normalWords, stem, type Word } from './words';

// find_skills: which skills answer a query in the model's or the user's own words, in any of the
// five UI languages. Each skill is a small document (its name, its terms in every language, its
// description); a query word counts by how rare the word it matches is among the skills (idf), so
// "confirm" points at run_action while "order" points nowhere in particular. A word matches
// exactly after stemming, with a typo (edit distance), or inside a compound (Lieferantenrechnung).
// The core skills compete too: when a generic tool answers the query best, no skill is offered.

export interface FoundSkill {
  name: string;
  description: string;
  /** The input as a short signature (to-tools schemaSignature): half the tokens of its JSON schema. */
  input: Signature | Signature[] | string | unknown;
}

export interface FoundSkills {
  skills: FoundSkill[];
  /** The next best, by name only (asking for one by name gives its input). */
  also?: string[];
  /** A core tool answers this best: use it rather than a skill. */
  use?: string;
  /** Nothing matched: every findable skill, to pick from. */
  other_skills?: string[];
  /** The best match is a skill this user cannot run here, and why (lib/skills/unoffered.ts). */
  unavailable?: Array<{ name: string; why: string }>;
}

/**
 * How much a match in each part of a skill counts. A word of a longer term counts less alone
 * ("achat" of "facture d'achat" is not "achats"); the whole term matched adds a bonus.
 */
const WEIGHT = { name: 1, term: 1, phrase: 0.7, description: 0.5 } as const;
/** A core tool's match counts a little less, so a business skill wins where both fit. */
const CORE_FACTOR = 0.8;
/** "confirmed" for "confirm": a state is not the action. */
const PARTICIPLE_MATCH = 0.7;
/** A phrase counts as matched when each of its words is the query's, or a typo of it. */
const PHRASE_MATCH = 0.75;
/** A period word in the query ("last month") counts this much of a topic word. */
const PERIOD_FACTOR = 0.3;
/** Below this, a skill is not offered: one common word (order, product) is not a match. */
const MIN_SCORE = 1.5;
/** Skills this close to the best come with their input too (a second round saved when two fit). */
const CLOSE = 0.9;

type Field = keyof typeof WEIGHT;
interface Doc {
  skill: Skill;
  /** Every word with the best weight it has in the skill. */
  words: Map<string, { word: Word; weight: number }>;
  /** The multi-word terms: matching all their words adds a bonus. */
  phrases: Word[][];
}

/**
 * The offered skills beyond the core that match the query best, registry order among equals: the
 * best ones with their input, the next best by name only; when a core tool fits best, its name
 * instead; with no match at all, the names of every findable skill.
 */
export function findSkills(query: string, offered: readonly Skill[], limit = 3): FoundSkills {
  const findable = offered.filter((s) => !s.core);
  const named = findable.find((s) => s.name === query.trim().toLowerCase());
  if (named) return { skills: [found(named)] };
  const ranked = rank(query, offered);
  if (!ranked.length) return { skills: [], other_skills: findable.map((s) => s.name) };
  const skills = ranked.filter((r) => !r.doc.skill.core);
  if (ranked[0]!.doc.skill.core) {
    const also = skills.slice(0, limit - 1).map((r) => r.doc.skill.name);
    return { skills: [], use: ranked[0]!.doc.skill.name, ...(also.length ? { also } : {}) };
  }
  const best = skills[0]!.score;
  const top = skills.slice(0, limit);
  const full = top.filter((r, i) => i === 0 || (i < 2 && r.score >= CLOSE * best));
  const rest = top.slice(full.length).map((r) => r.doc.skill.name);
  return { skills: full.map((r) => found(r.doc.skill)), ...(rest.length ? { also: rest } : {}) };
}

function found(skill: Skill): FoundSkill {
  return { name: skill.name, description: skill.description, input: schemaSignature(toInputSchema(skill.input)) };
}

/** The offered skills (core included) scoring at least MIN_SCORE, best first, registry order among equals. */
function rank(query: string, offered: readonly Skill[]): Array<{ doc: Doc; score: number }> {
  const docs = offered.map(docOf);
  const idf = idfOf(docs);
  const asked = unique(withCompounds(normalWords(query)));
  return docs
    .map((doc, i) => ({ doc, i, score: score(asked, doc, idf) * (doc.skill.core ? CORE_FACTOR : 1) }))
    .filter((r) => r.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.i - b.i);
}

function score(asked: Word[], doc: Doc, idf: (stem: string) => number): number {
  let total = 0;
  // How well the query matches each of the skill's words (by stem), for the phrases below.
  const matched = new Map<string, number>();
  for (const q of asked) {
    let best = 0;
    for (const { word, weight } of doc.words.values()) {
      const strength = match(q, word);
      if (!strength) continue;
      best = Math.max(best, strength * weight * idf(word.stem));
      matched.set(word.stem, Math.max(matched.get(word.stem) ?? 0, strength));
    }
    total += q.period ? PERIOD_FACTOR * best : best;
  }
  // A term matched whole ("credit note", "who owes us") says more than its words one by one.
  let bonus = 0;
  for (const phrase of doc.phrases) {
    if (!phrase.every((w) => (matched.get(w.stem) ?? 0) >= PHRASE_MATCH)) continue;
    bonus = Math.max(bonus, 0.5 * phrase.reduce((n, w) => n + idf(w.stem) * (w.period ? PERIOD_FACTOR : 1), 0));
  }
  return total + bonus;
}

/** 1 for the same stem; less for a participle of the verb, a typo, or a word inside a compound; 0 for no match. */
export function match(q: Word, d: Word): number {
  if (q.stem === d.stem) return q.participle === d.participle ? 1 : PARTICIPLE_MATCH;
  const [short, long] = q.raw.length <= d.raw.length ? [q, d] : [d, q];
  const allowed = short.raw.length >= 9 ? 2 : short.raw.length >= 4 && long.raw.length >= 5 ? 1 : 0;
  // Typos keep the first letter (and checking only those keeps find_skills fast).
  if (allowed && q.raw[0] === d.raw[0] && long.raw.length - short.raw.length <= allowed && editDistance(q.raw, d.raw) <= allowed) return 0.8;
  // German and Dutch compounds: "Lagerbestand" holds "lager" and "bestand".
  if (q.joined || long.raw.length < 8) return 0;
  if ((short.stem.length >= 5 && long.raw.includes(short.stem)) || (short.raw.length >= 5 && long.raw.includes(short.raw))) return 0.6;
  return 0;
}

const docs = new WeakMap<Skill, Doc>();

function docOf(skill: Skill): Doc {
  const cached = docs.get(skill);
  if (cached) return cached;
  const words = new Map<string, { word: Word; weight: number }>();
  const add = (field: Field, list: Word[]) => {
    for (const word of list) if ((words.get(word.stem)?.weight ?? 0) < WEIGHT[field]) words.set(word.stem, { word, weight: WEIGHT[field] });
  };
  const terms = Object.values(skill.terms ?? {}).flatMap((t) => t.split(',')).map(normalWords).filter((p) => p.length);
  add('description', [...normalWords(skill.description), ...normalWords(skill.app ?? '')]);
  add('phrase', terms.filter((p) => p.length > 1).flat());
  add('term', terms.filter((p) => p.length === 1).flat());
  add('name', normalWords(skill.name));
  // A phrase of one word repeated (Monat für Monat) is no phrase.
  const doc = { skill, words, phrases: terms.filter((p) => new Set(p.map((w) => w.stem)).size > 1) };
  docs.set(skill, doc);
  return doc;
}

/** ln(1 + N / df): a word few skills have counts most. */
function idfOf(all: Doc[]): (stem: string) => number {
  const df = new Map<string, number>();
  for (const doc of all) for (const stem of doc.words.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  return (stem) => Math.log(1 + all.length / (df.get(stem) ?? 1));
}

/** Neighbouring words also as one (Lager wert = Lagerwert, voorraad waard = voorraadwaarde). */
function withCompounds(words: Word[]): Word[] {
  const joined = words.slice(1).map((w, i) => {
    const raw = words[i]!.raw + w.raw;
    return { raw, stem: stem(raw), joined: true as const };
  });
  return [...words, ...joined];
}

function unique(words: Word[]): Word[] {
  const seen = new Set<string>();
  return words.filter((w) => !seen.has(w.stem) && seen.add(w.stem));
}
