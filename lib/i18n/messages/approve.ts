import { defineMessages } from '../define';

// What the conversation says after a card the user answered outside a model's turn (a suggestion's
// proposal, "Log as note", a card kept across a worker restart): lib/agent/propose.ts; why the settings
// and policy of now refuse a write (lib/agent/gate.ts writeRefusal); why a card asks again (approve.ts).
export const approve = defineMessages(
  {
    'approve.declined': 'Declined: nothing was changed.',
    'approve.done': 'Done: {summary}.',
    'approve.canUndo': 'You can undo it under Changes.',
    'approve.notDone': 'Not done: {why}',
    'approve.changedSince': 'Asked again: the records changed since this change was first shown, so it would now do something else.',
    'approve.readOnly': 'Weft is in read-only mode, so it makes no changes. You can change the mode in Settings.',
    'approve.orgRefuses': 'Your organisation does not allow this change through Weft.',
    'approve.modelBlocked': 'Your organisation does not allow Weft to change {model}.',
  },
  {
    fr: {
      'approve.declined': 'Refusé : rien n’a été modifié.',
      'approve.done': 'Fait : {summary}.',
      'approve.canUndo': 'Vous pouvez l’annuler dans Modifications.',
      'approve.notDone': 'Non effectué : {why}',
      'approve.changedSince': 'Demandé à nouveau : les enregistrements ont changé depuis que cette modification a été présentée, elle ferait maintenant autre chose.',
      'approve.readOnly': 'Weft est en mode lecture seule et ne modifie rien. Vous pouvez changer le mode dans Paramètres.',
      'approve.orgRefuses': 'Votre organisation n’autorise pas cette modification par Weft.',
      'approve.modelBlocked': 'Votre organisation n’autorise pas Weft à modifier {model}.',
    },
    es: {
      'approve.declined': 'Rechazado: no se ha cambiado nada.',
      'approve.done': 'Hecho: {summary}.',
      'approve.canUndo': 'Puede deshacerlo en Cambios.',
      'approve.notDone': 'No realizado: {why}',
      'approve.changedSince': 'Se pregunta de nuevo: los registros han cambiado desde que se mostró este cambio, y ahora haría otra cosa.',
      'approve.readOnly': 'Weft está en modo de solo lectura y no hace cambios. Puede cambiar el modo en Ajustes.',
      'approve.orgRefuses': 'Su organización no permite este cambio a través de Weft.',
      'approve.modelBlocked': 'Su organización no permite que Weft cambie {model}.',
    },
    de: {
      'approve.declined': 'Abgelehnt: Es wurde nichts geändert.',
      'approve.done': 'Erledigt: {summary}.',
      'approve.canUndo': 'Sie können es unter Änderungen rückgängig machen.',
      'approve.notDone': 'Nicht ausgeführt: {why}',
      'approve.changedSince': 'Erneut gefragt: Die Datensätze haben sich geändert, seit diese Änderung angezeigt wurde, sie würde jetzt etwas anderes bewirken.',
      'approve.readOnly': 'Weft ist im Nur-Lesen-Modus und ändert nichts. Sie können den Modus in den Einstellungen ändern.',
      'approve.orgRefuses': 'Ihre Organisation erlaubt diese Änderung über Weft nicht.',
      'approve.modelBlocked': 'Ihre Organisation erlaubt Weft nicht, {model} zu ändern.',
    },
    nl: {
      'approve.declined': 'Geweigerd: er is niets gewijzigd.',
      'approve.done': 'Klaar: {summary}.',
      'approve.canUndo': 'U kunt het ongedaan maken onder Wijzigingen.',
      'approve.notDone': 'Niet uitgevoerd: {why}',
      'approve.changedSince': 'Opnieuw gevraagd: de records zijn gewijzigd sinds deze wijziging werd getoond, en ze zou nu iets anders doen.',
      'approve.readOnly': 'Weft staat in alleen-lezen-modus en wijzigt niets. U kunt de modus wijzigen in Instellingen.',
      'approve.orgRefuses': 'Uw organisatie staat deze wijziging via Weft niet toe.',
      'approve.modelBlocked': 'Uw organisatie staat niet toe dat Weft {model} wijzigt.',
    },
  },
);
