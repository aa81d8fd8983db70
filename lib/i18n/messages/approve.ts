import { defineMessages } from '../define';

// What the conversation says after a card the user answered outside a model's turn (a suggestion's
// proposal, "Log as note", a card kept across a worker restart): lib/agent/propose.ts.
export const approve = defineMessages(
  {
    'approve.declined': 'Declined: nothing was changed.',
    'approve.done': 'Done: {summary}.',
    'approve.canUndo': 'You can undo it under Changes.',
    'approve.notDone': 'Not done: {why}',
  },
  {
    fr: {
      'approve.declined': 'Refusé : rien n’a été modifié.',
      'approve.done': 'Fait : {summary}.',
      'approve.canUndo': 'Vous pouvez l’annuler dans Modifications.',
      'approve.notDone': 'Non effectué : {why}',
    },
    es: {
      'approve.declined': 'Rechazado: no se ha cambiado nada.',
      'approve.done': 'Hecho: {summary}.',
      'approve.canUndo': 'Puede deshacerlo en Cambios.',
      'approve.notDone': 'No realizado: {why}',
    },
    de: {
      'approve.declined': 'Abgelehnt: Es wurde nichts geändert.',
      'approve.done': 'Erledigt: {summary}.',
      'approve.canUndo': 'Sie können es unter Änderungen rückgängig machen.',
      'approve.notDone': 'Nicht ausgeführt: {why}',
    },
    nl: {
      'approve.declined': 'Geweigerd: er is niets gewijzigd.',
      'approve.done': 'Klaar: {summary}.',
      'approve.canUndo': 'U kunt het ongedaan maken onder Wijzigingen.',
      'approve.notDone': 'Niet uitgevoerd: {why}',
    },
  },
);
