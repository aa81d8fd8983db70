import { defineMessages } from '../define';

// Undoing a record the assistant created that was changed since, by anyone, the user included
// (lib/ops/undo-plan.ts planCreateUndo): what changed, and the three choices.
export const undoCreate = defineMessages(
  {
    'undoCreate.changed': 'Changed since the assistant made it, by {who} on {at}',
    'undoCreate.notes': { one: '{count} note or message posted on it since', other: '{count} notes or messages posted on it since' },
    'undoCreate.keep': 'Keep it as it is now',
    'undoCreate.delete': 'Delete it anyway, with the changes made since',
    'undoCreate.archive': 'Archive it (the changes stay, hidden with it)',
    'undoCreate.archived': 'you chose to archive it',
    'undoCreate.choose': 'It was changed since the assistant made it. Choose what to do with it.',
  },
  {
    fr: {
      'undoCreate.changed': 'Modifié depuis que l’assistant l’a créé, par {who} le {at}',
      'undoCreate.notes': { one: '{count} note ou message publié dessus depuis', other: '{count} notes ou messages publiés dessus depuis' },
      'undoCreate.keep': 'Le garder tel qu’il est',
      'undoCreate.delete': 'Le supprimer quand même, avec les modifications faites depuis',
      'undoCreate.archive': 'L’archiver (les modifications restent, masquées avec lui)',
      'undoCreate.archived': 'vous avez choisi de l’archiver',
      'undoCreate.choose': 'Il a été modifié depuis que l’assistant l’a créé. Choisissez quoi en faire.',
    },
    es: {
      'undoCreate.changed': 'Modificado desde que el asistente lo creó, por {who} el {at}',
      'undoCreate.notes': { one: '{count} nota o mensaje publicado desde entonces', other: '{count} notas o mensajes publicados desde entonces' },
      'undoCreate.keep': 'Dejarlo como está',
      'undoCreate.delete': 'Eliminarlo de todos modos, con los cambios hechos desde entonces',
      'undoCreate.archive': 'Archivarlo (los cambios se quedan, ocultos con él)',
      'undoCreate.archived': 'eligió archivarlo',
      'undoCreate.choose': 'Se modificó desde que el asistente lo creó. Elija qué hacer con él.',
    },
    de: {
      'undoCreate.changed': 'Geändert, seit der Assistent ihn angelegt hat, von {who} am {at}',
      'undoCreate.notes': { one: '{count} Notiz oder Nachricht seitdem dazu gepostet', other: '{count} Notizen oder Nachrichten seitdem dazu gepostet' },
      'undoCreate.keep': 'So behalten, wie er jetzt ist',
      'undoCreate.delete': 'Trotzdem löschen, mit den Änderungen seitdem',
      'undoCreate.archive': 'Archivieren (die Änderungen bleiben, mit ihm ausgeblendet)',
      'undoCreate.archived': 'Sie haben sich fürs Archivieren entschieden',
      'undoCreate.choose': 'Er wurde geändert, seit der Assistent ihn angelegt hat. Wählen Sie, was damit geschehen soll.',
    },
    nl: {
      'undoCreate.changed': 'Gewijzigd sinds de assistent het aanmaakte, door {who} op {at}',
      'undoCreate.notes': { one: '{count} notitie of bericht sindsdien geplaatst', other: '{count} notities of berichten sindsdien geplaatst' },
      'undoCreate.keep': 'Laten zoals het nu is',
      'undoCreate.delete': 'Toch verwijderen, met de wijzigingen van sindsdien',
      'undoCreate.archive': 'Archiveren (de wijzigingen blijven, samen verborgen)',
      'undoCreate.archived': 'u koos voor archiveren',
      'undoCreate.choose': 'Het is gewijzigd sinds de assistent het aanmaakte. Kies wat ermee moet gebeuren.',
    },
  },
);
