import { defineMessages } from '../define';

// A confirm card kept in view and in reach (components/waiting-card-bar.tsx, card-keys.ts): the
// line above the composer about changes that wait, and the card's keyboard answer.
export const cards = defineMessages(
  {
    'cards.waits': { one: '{count} change waits for you: show it', other: '{count} changes wait for you: show them' },
    'cards.escHeld': 'Esc does not cancel a change that waits: choose Approve or Decline on its card, or press Stop.',
    'cards.stopped': { one: 'Stopped: the change that waited for you was not made.', other: 'Stopped: the {count} changes that waited for you were not made.' },
    'cards.keys': 'With the card selected: {approve} approves, {decline} declines.',
    'cards.keyApprove': 'Ctrl+Enter',
    'cards.keyDecline': 'Ctrl+Backspace',
  },
  {
    fr: {
      'cards.waits': { one: '{count} modification vous attend : l’afficher', other: '{count} modifications vous attendent : les afficher' },
      'cards.escHeld': 'Échap n’annule pas une modification en attente : choisissez Approuver ou Refuser sur sa carte, ou appuyez sur Arrêter.',
      'cards.stopped': { one: 'Arrêté : la modification qui vous attendait n’a pas été faite.', other: 'Arrêté : les {count} modifications qui vous attendaient n’ont pas été faites.' },
      'cards.keys': 'Carte sélectionnée : {approve} approuve, {decline} refuse.',
      'cards.keyApprove': 'Ctrl+Entrée',
      'cards.keyDecline': 'Ctrl+Retour arrière',
    },
    es: {
      'cards.waits': { one: '{count} cambio le espera: mostrarlo', other: '{count} cambios le esperan: mostrarlos' },
      'cards.escHeld': 'Esc no cancela un cambio pendiente: elija Aprobar o Rechazar en su tarjeta, o pulse Detener.',
      'cards.stopped': { one: 'Detenido: el cambio que le esperaba no se hizo.', other: 'Detenido: los {count} cambios que le esperaban no se hicieron.' },
      'cards.keys': 'Con la tarjeta seleccionada: {approve} aprueba, {decline} rechaza.',
      'cards.keyApprove': 'Ctrl+Intro',
      'cards.keyDecline': 'Ctrl+Retroceso',
    },
    de: {
      'cards.waits': { one: '{count} Änderung wartet auf Sie: anzeigen', other: '{count} Änderungen warten auf Sie: anzeigen' },
      'cards.escHeld': 'Esc bricht keine wartende Änderung ab: Wählen Sie auf ihrer Karte Genehmigen oder Ablehnen, oder drücken Sie Stoppen.',
      'cards.stopped': { one: 'Gestoppt: Die Änderung, die auf Sie wartete, wurde nicht ausgeführt.', other: 'Gestoppt: Die {count} Änderungen, die auf Sie warteten, wurden nicht ausgeführt.' },
      'cards.keys': 'Bei ausgewählter Karte: {approve} genehmigt, {decline} lehnt ab.',
      'cards.keyApprove': 'Strg+Eingabe',
      'cards.keyDecline': 'Strg+Rücktaste',
    },
    nl: {
      'cards.waits': { one: '{count} wijziging wacht op u: tonen', other: '{count} wijzigingen wachten op u: tonen' },
      'cards.escHeld': 'Esc annuleert geen wachtende wijziging: kies Goedkeuren of Weigeren op de kaart, of druk op Stoppen.',
      'cards.stopped': { one: 'Gestopt: de wijziging die op u wachtte, is niet uitgevoerd.', other: 'Gestopt: de {count} wijzigingen die op u wachtten, zijn niet uitgevoerd.' },
      'cards.keys': 'Met de kaart geselecteerd: {approve} keurt goed, {decline} weigert.',
      'cards.keyApprove': 'Ctrl+Enter',
      'cards.keyDecline': 'Ctrl+Backspace',
    },
  },
);
