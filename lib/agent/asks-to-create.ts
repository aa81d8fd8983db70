// Whether the user's own words ask Weft to create something (taint.ts: after untrusted text, a
// create runs without a click only when they did). A mention is not a request: "who created this
// order?", "how do I add a tag?", "show me the new leads" ask for nothing. A request puts the verb
// where a request puts it: first in a clause ("Create a contact…", "…, then add a line"), after a
// request's opening ("can you", "peux-tu", "kannst du"), or, in German and Dutch, last in a short
// clause without a subject ("Kontakt Nadia Petrova anlegen"). The panel speaks five languages and a
// user may type in any of them, so a message asks when it asks in one of them.
//
// Missing a request only means a card asks; reading a mention as a request would let a write that
// untrusted text steered run unasked, so each list holds request forms only (no past participles).

interface Words {
  /** Forms that ask when they open a clause; "lege…an" also needs its particle later in the clause. */
  verbs: string[];
  /** A clause opened by "new" asks ("New contact: Nadia Petrova"). */
  fresh: string[];
  /** Openings of a request, after which a verb asks. */
  openers: string[];
  /** Words that start a new clause inside a sentence. */
  joins: string[];
  /** Verb-last languages: the opener's verb may stand anywhere in the sentence. */
  verbLast?: true;
  /** Verb-last languages: infinitives that ask at the end of a short clause… */
  finals?: string[];
  /** …unless the clause has a subject, a modal or a question word (a statement or question, not a request). */
  notRequest?: string[];
}

const WORDS: Words[] = [
  {
    verbs: ['create', 'add', 'make', 'log', 'register', 'draft', 'duplicate', 'copy', 'set up'],
    fresh: ['new'],
    openers: ['please', 'can you', 'could you', 'would you', 'will you', 'i want', 'i d like', 'i would like', 'i need', 'we need', 'let s', 'go ahead and', 'help me', 'kindly'],
    joins: ['and', 'then', 'also'],
  },
  {
    verbs: ['crée', 'créez', 'créer', 'ajoute', 'ajoutez', 'ajouter', 'fais', 'faites', 'enregistre', 'enregistrez', 'enregistrer', 'rédige', 'rédigez', 'rédiger', 'duplique', 'dupliquez', 'dupliquer', 'copie', 'copiez', 'copier', 'mets en place', 'mettez en place'],
    fresh: ['nouveau', 'nouvelle', 'nouvel'],
    openers: ['peux tu', 'pouvez vous', 'pourrais tu', 'pourriez vous', 'tu peux', 'vous pouvez', 'est ce que tu peux', 'est ce que vous pouvez', 'merci de', 's il te plaît', 's il vous plaît', 'stp', 'svp', 'je veux', 'je voudrais', 'j aimerais', 'il faut', 'on doit'],
    joins: ['et', 'puis', 'ensuite'],
  },
  {
    verbs: ['crea', 'cree', 'crear', 'créame', 'añade', 'añada', 'añadir', 'agrega', 'agregue', 'agregar', 'haz', 'haga', 'registra', 'registre', 'registrar', 'redacta', 'redacte', 'redactar', 'duplica', 'duplique', 'duplicar', 'copia', 'copie', 'copiar', 'configura', 'configure'],
    fresh: ['nuevo', 'nueva'],
    openers: ['puedes', 'podrías', 'puede', 'podría', 'por favor', 'quiero', 'quisiera', 'necesito', 'me gustaría', 'hay que', 'vamos a'],
    joins: ['y', 'luego', 'después'],
  },
  {
    verbs: ['erstelle', 'erstell', 'erstellen', 'lege…an', 'leg…an', 'legen…an', 'anlegen', 'füge…hinzu', 'füg…hinzu', 'fügen…hinzu', 'hinzufügen', 'erfasse', 'erfass', 'erfassen', 'trage…ein', 'trag…ein', 'tragen…ein', 'eintragen', 'entwirf', 'entwerfen', 'dupliziere', 'duplizieren', 'kopiere', 'kopieren', 'richte…ein', 'richten…ein', 'einrichten', 'buche', 'buchen', 'registriere', 'registrieren'],
    fresh: ['neu', 'neue', 'neuer', 'neues', 'neuen'],
    openers: ['bitte', 'kannst du', 'könntest du', 'können sie', 'könnten sie', 'würdest du', 'würden sie', 'ich möchte', 'ich will', 'ich brauche', 'wir brauchen', 'wir müssen'],
    joins: ['und', 'dann', 'danach'],
    verbLast: true,
    finals: ['erstellen', 'anlegen', 'hinzufügen', 'erfassen', 'eintragen', 'entwerfen', 'duplizieren', 'kopieren', 'einrichten', 'buchen', 'registrieren'],
    notRequest: ['ich', 'wir', 'man', 'er', 'es', 'du', 'ihr', 'kann', 'kannst', 'können', 'muss', 'müssen', 'soll', 'sollte', 'darf', 'wie', 'wer', 'wann', 'warum', 'wieso', 'wo', 'was', 'welche', 'welcher', 'welches', 'ob'],
  },
  {
    verbs: ['maak', 'creëer', 'voeg…toe', 'voegt…toe', 'leg…vast', 'registreer', 'boek', 'stel…op', 'dupliceer', 'kopieer', 'zet…op'],
    fresh: ['nieuw', 'nieuwe'],
    openers: ['graag', 'alsjeblieft', 'alstublieft', 'kun je', 'kunt u', 'kan je', 'kan jij', 'wil je', 'wilt u', 'zou je', 'zou u', 'ik wil', 'ik wil graag', 'we moeten'],
    joins: ['en', 'dan', 'daarna'],
    verbLast: true,
    finals: ['aanmaken', 'maken', 'creëren', 'toevoegen', 'vastleggen', 'registreren', 'boeken', 'opstellen', 'dupliceren', 'kopiëren', 'opzetten'],
    notRequest: ['ik', 'we', 'wij', 'men', 'jij', 'hij', 'zij', 'kan', 'kun', 'kunt', 'moet', 'moeten', 'mag', 'hoe', 'wie', 'wanneer', 'waarom', 'waar', 'wat', 'welke', 'of'],
  },
];

// How far after a request's opening a verb-second language puts its verb ("can you please quickly add").
const OPENER_REACH = 3;

/** True when the user's words ask to create something, in one of the five UI languages. */
export function asksToCreate(text: string): boolean {
  const sentences = text.normalize('NFC').toLowerCase().split(/(?<=[.!?;:,\n¿¡])/u);
  return sentences.some((sentence) => {
    const question = /\?\s*$/u.test(sentence);
    const tokens = sentence.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return tokens.length > 0 && WORDS.some((words) => asksIn(tokens, question, words));
  });
}

function asksIn(tokens: string[], question: boolean, w: Words): boolean {
  const clauses = clausesOf(tokens, w.joins);
  for (const { at, words } of clauses) {
    if (verbAt(tokens, at, w.verbs) || (!question && w.fresh.includes(words[0]!))) return true;
    const opener = w.openers.map((o) => o.split(' ')).find((o) => startsWith(tokens, at, o));
    if (!opener) continue;
    const reach = w.verbLast ? tokens.length : at + opener.length + OPENER_REACH + 1;
    for (let i = at + opener.length; i < Math.min(reach, tokens.length); i++) {
      if (verbAt(tokens, i, w.verbs) || w.finals?.includes(tokens[i]!)) return true;
    }
  }
  return !question && clauses.some(({ words }) => w.finals?.includes(words.at(-1)!) && !words.some((t) => w.notRequest?.includes(t)));
}

/** A verb (or "verb…particle" with its particle later in the clause) at `at`. */
function verbAt(tokens: string[], at: number, verbs: string[]): boolean {
  return verbs.some((verb) => {
    const [head, particle] = verb.split('…') as [string, string | undefined];
    if (!startsWith(tokens, at, head.split(' '))) return false;
    return !particle || tokens.indexOf(particle, at + 1) > at;
  });
}

function startsWith(tokens: string[], at: number, words: string[]): boolean {
  return words.every((word, i) => tokens[at + i] === word);
}

/** The clauses of a sentence, split at its joining words, each with where it starts among the tokens. */
function clausesOf(tokens: string[], joins: string[]): { at: number; words: string[] }[] {
  const clauses: { at: number; words: string[] }[] = [];
  tokens.forEach((token, i) => {
    if (joins.includes(token)) return;
    if (i === 0 || joins.includes(tokens[i - 1]!)) clauses.push({ at: i, words: [] });
    clauses.at(-1)!.words.push(token);
  });
  return clauses;
}
