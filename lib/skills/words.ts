// Words as find_skills compares them, in English, French, Spanish, German and Dutch: lower case,
// accents and hyphens gone (e-mail = email, to-do = todo), function words dropped, and a crude
// stem that only has to agree with itself: the same cut on the query and on the skills' terms.

const STOP = new Set(
  [
    // en
    'a an the of for to and or by in on at with from as per into my me our us we you your i it its this that these those all any some get give tell please can could would want need do does did is are was be been have has had there what which who whom whose when where why how many much skill skills',
    // all (not English "todo", to-do)
    'todos todas toda tous toutes tout alle allen',
    // how many: the count is the tool's job, the words say nothing about which skill
    'combien cuanto cuantos cuanta cuantas viel viele hoeveel',
    // fr
    'le la les l un une des de du d au aux et ou pour par en sur avec dans mon ma mes notre nos nous vous je j on il elle ce cet cette ces qui que qu quoi quel quelle quels quelles est sont ai avons avez ont y se sa son ses leur leurs moi',
    // es
    'el la los las un una unos unas de del al y o para por en con sin mi mis nuestro nuestra nuestros nuestras este esta estos estas ese esa que quien cual es son hay se lo le les nos me yo tenemos tengo tiene',
    // de
    'der die das den dem des ein eine einen einem einer eines und oder fur von vom zu zum zur im in an am auf mit mein meine meinen meiner unser unsere unseren dieser diese dieses diesen was wer ist sind hat haben es uns wir ich mir bitte nach pro je bei aus uber',
    // nl
    'de het een en of voor van in op aan met mijn onze ons deze dit die wie wat is zijn heeft hebben er we wij ik mij me',
  ].join(' ').split(' '),
);

/** Longest first; applied until none fits, never leaving fewer than 4 letters (note is not not). */
const SUFFIXES = ['ungen', 'ung', 'ing', 'ments', 'ment', 'ees', 'ado', 'ada', 'ados', 'adas', 'ar', 'es', 'en', 'er', 'ed', 'ee', 'ly', 's', 'e', 'n', 'a', 'o', 'x'];

// Dates and periods are the input of most skills, not their topic: "this year" says nothing of
// which one, so such a word counts for little (find-skills).
const PERIOD = new Set(
  [
    'year years yearly month months monthly quarter quarters week weeks day days today yesterday tomorrow last next current previous period periods now',
    'an ans annee annees mois trimestre trimestres semaine semaines jour jours aujourd hui dernier derniere derniers prochain prochaine prochaines periode actuel',
    'ano anos mes meses trimestre semana semanas dia dias hoy ultimo ultima ultimos pasado pasada proximo proxima proximas periodo actual',
    'jahr jahre monat monate monatlich quartal woche wochen tag tage heute letzten letzter letzte nachste nachsten zeitraum aktuell',
    'jaar jaren maand maanden kwartaal week weken dag dagen vandaag vorig vorige volgend volgende komende periode huidig',
  ].join(' ').split(' '),
);

// A past participle says what state things are in ("confirmed orders", "commandes confirmées"),
// the bare verb what to do ("confirm the order"): same stem, but less of a match (find-skills).
// Spanish nouns in -ido/-ado (pedido, estado) are marked too; alike on both sides, they still match.
const PARTICIPLE = /..(?:ed|é|ée|és|ées|ado|ada|ados|adas|ido|ida|idos|idas)$/;

export interface Word {
  /** Lower case, no accents. */
  raw: string;
  stem: string;
  participle?: true;
  /** A date or period word (this year, last month): it counts for little. */
  period?: true;
  /** Two neighbouring words read as one compound. */
  joined?: true;
}

/** The content words of a text, each with its stem. */
export function normalWords(text: string): Word[] {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // e-mail, to-do: one word; avons-nous, Zahlungs-eingang: two.
    .replace(/(?<![\p{L}])(\p{L}{1,2})-(?=\p{L})|(\p{L})-(?=\p{L}{1,2}(?![\p{L}]))/gu, '$1$2')
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => ({ raw: word.normalize('NFD').replace(/\p{M}/gu, ''), participle: PARTICIPLE.test(word) && word.length > 5 }))
    .filter(({ raw }) => raw.length > 1 && !STOP.has(raw))
    .map(({ raw, participle }) => ({ raw, stem: stem(raw), ...(participle ? { participle: true as const } : {}), ...(PERIOD.has(raw) ? { period: true as const } : {}) }));
}

export function stem(word: string): string {
  // Dutch doubles a vowel where the other languages write one (factuur / facture).
  let out = word.replace(/([aeiou])\1/g, '$1');
  for (;;) {
    const suffix = SUFFIXES.find((s) => out.endsWith(s) && out.length - s.length >= 4);
    if (!suffix) break;
    out = out.slice(0, -suffix.length);
  }
  return out;
}
