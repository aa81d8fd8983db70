import type { FieldsMap } from './field-info';

export interface FieldSuggestion {
  name: string;
  label: string;
}

/**
 * Fields the caller probably meant by `wanted`: by label first ('customer' -> partner_id,
 * "Customer"), then by closeness of the technical name ('partner' -> partner_id, 'emial' -> email).
 */
export function suggestFields(wanted: string, fields: FieldsMap, max = 3): FieldSuggestion[] {
  const w = normalize(wanted);
  const wBare = stripIds(w);
  const scored: Array<{ name: string; label: string; score: number }> = [];
  for (const [name, field] of Object.entries(fields)) {
    const label = normalize(field.string ?? '');
    const n = normalize(name);
    const score = Math.min(
      label === w || label === wBare ? 0 : 1,
      // The same words in another order: 'total_amount' -> amount_total.
      sameWords(w, n) ? 0.1 : 1,
      // One word of a longer guess is the field: 'phone_number' -> phone, 'email_address' -> email.
      w.split(' ').some((part) => part.length > 3 && (part === n || part === label)) ? 0.3 : 1,
      stripIds(n) === wBare ? 0.1 : 1,
      label.split(' ').includes(wBare) ? 0.3 : 1,
      relativeDistance(w, n),
      relativeDistance(wBare, stripIds(n)),
      relativeDistance(w, label),
    );
    // Chatter and activity fields are rarely what a person means.
    const penalty = /^(message_|activity_|website_message|my_activity)/.test(name) ? 0.2 : 0;
    if (score <= 0.34) scored.push({ name, label: field.string ?? name, score: score + penalty });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.length - b.name.length)
    .slice(0, max)
    .map(({ name, label }) => ({ name, label }));
}

export function describeSuggestions(suggestions: FieldSuggestion[]): string {
  return suggestions.map((s) => `'${s.name}' (${s.label})`).join(', ');
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s_.-]+/g, ' ').trim();
}

const sameWords = (a: string, b: string) => a.includes(' ') && a.split(' ').sort().join(' ') === b.split(' ').sort().join(' ');

function stripIds(text: string): string {
  return text.replace(/ ids?$/, '');
}

function relativeDistance(a: string, b: string): number {
  if (!a || !b) return 1;
  return editDistance(a, b) / Math.max(a.length, b.length);
}

/** Edit distance counting a swap of two neighbouring letters as one edit ('emial' -> 'email'). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
