// Does an answer say it changed something in Odoo? Narrow on purpose: only a first-person past claim
// of a writing verb counts ("I've updated", "j'ai créé", "he confirmado", "ich habe … geändert", "ik
// heb … bijgewerkt"). Offers, questions and negations ("I can update it", "Soll ich …?", "I have not
// changed") do not, nor passives ("the order has been confirmed", "wurde erstellt"): a read answer
// says them of what others did.
// The loop checks it against the journal: a claim with no write in the turn is shown as such.

const EN_VERBS = 'updated|created|confirmed|changed|set|archived|unarchived|deleted|removed|added|posted|sent|cancell?ed|validated|registered|recorded|saved|marked|assigned|logged|scheduled|renamed|modified|corrected|edited';
const FR_VERBS = 'mis à jour|mise à jour|créée?s?|confirmée?s?|modifiée?s?|changée?s?|archivée?s?|supprimée?s?|ajoutée?s?|envoyée?s?|validée?s?|enregistrée?s?|annulée?s?|publiée?s?|corrigée?s?|renommée?s?';
const ES_VERBS = 'actualizad[oa]s?|cread[oa]s?|confirmad[oa]s?|modificad[oa]s?|cambiad[oa]s?|archivad[oa]s?|eliminad[oa]s?|borrad[oa]s?|añadid[oa]s?|agregad[oa]s?|enviad[oa]s?|validad[oa]s?|registrad[oa]s?|guardad[oa]s?|cancelad[oa]s?|publicad[oa]s?|corregid[oa]s?';
const DE_VERBS = 'aktualisiert|erstellt|angelegt|bestätigt|geändert|archiviert|gelöscht|hinzugefügt|gesendet|versendet|verschickt|gebucht|storniert|gespeichert|eingetragen|korrigiert|umbenannt|validiert';
const NL_VERBS = 'bijgewerkt|aangemaakt|bevestigd|gewijzigd|aangepast|gearchiveerd|verwijderd|toegevoegd|verzonden|verstuurd|geboekt|opgeslagen|geannuleerd|gecorrigeerd|hernoemd|gevalideerd|geregistreerd';

const ADVERBS_EN = '(?:(?:just|now|successfully|also|already|then)\\s+)?';
/** Words that turn a claim into its negation or an offer, between the subject and the verb (DE, NL). */
const NOT = /\b(?:nicht|nichts|kein\w*|niet|niets|geen)\b|\?/i;

const CLAIMS: RegExp[] = [
  new RegExp(`\\bI(?:'ve|’ve| have)?\\s+${ADVERBS_EN}(?:${EN_VERBS})\\b`, 'i'),
  new RegExp(`\\bj['’]ai\\s+(?:bien\\s+|déjà\\s+)?(?:${FR_VERBS})(?![\\p{L}])`, 'iu'),
  new RegExp(`\\bhe\\s+(?:${ES_VERBS})(?![\\p{L}])`, 'iu'),
];
// German and Dutch put the participle at the end: subject … participle within one sentence.
const SPLIT: Array<[RegExp, RegExp]> = [
  [/\b(?:ich habe|habe ich)\b/i, new RegExp(`(?<![\\p{L}])(?:${DE_VERBS})(?![\\p{L}])`, 'iu')],
  [/\b(?:ik heb|heb ik)\b/i, new RegExp(`(?<![\\p{L}])(?:${NL_VERBS})(?![\\p{L}])`, 'iu')],
];

export function claimsChange(text: string): boolean {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  return sentences.some((sentence) => {
    if (/\?\s*$/.test(sentence)) return false; // a question never claims
    if (CLAIMS.some((re) => re.test(sentence))) return true;
    return SPLIT.some(([subject, verb]) => {
      const start = subject.exec(sentence);
      if (!start) return false;
      const rest = sentence.slice(start.index + start[0].length);
      const end = verb.exec(rest);
      return end !== null && !NOT.test(rest.slice(0, end.index));
    });
  });
}
