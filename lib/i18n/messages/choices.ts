import { defineMessages } from '../define';

// A question with candidates (find_by_name with a question) as the panel shows it: buttons with the record's
// name and what tells it apart, then what became of the question. The names are Odoo's, shown as text.
export const choices = defineMessages(
  {
    'choice.label': 'Question with choices',
    'choice.pick': 'Click one to answer, or write a new message instead.',
    'choice.sending': 'Sending your choice…',
    'choice.answered': 'You chose {label}.',
    'choice.archived': 'Not answered: the conversation moved on, so these buttons no longer do anything.',
    'choice.chosen': 'your choice',
    'choice.requiredField': 'The form still needs {field}. Which one?',
  },
  {
    fr: {
      'choice.label': 'Question à choix',
      'choice.pick': 'Cliquez sur un choix pour répondre, ou écrivez plutôt un nouveau message.',
      'choice.sending': 'Envoi de votre choix…',
      'choice.answered': 'Vous avez choisi {label}.',
      'choice.archived': 'Sans réponse : la conversation est passée à autre chose, ces boutons ne font plus rien.',
      'choice.chosen': 'votre choix',
      'choice.requiredField': 'Le formulaire demande encore {field}. Que choisir ?',
    },
    es: {
      'choice.label': 'Pregunta con opciones',
      'choice.pick': 'Haga clic en una opción para responder, o escriba un mensaje nuevo.',
      'choice.sending': 'Enviando su elección…',
      'choice.answered': 'Ha elegido {label}.',
      'choice.archived': 'Sin respuesta: la conversación siguió adelante, así que estos botones ya no hacen nada.',
      'choice.chosen': 'su elección',
      'choice.requiredField': 'El formulario todavía necesita {field}. ¿Cuál?',
    },
    de: {
      'choice.label': 'Frage mit Auswahl',
      'choice.pick': 'Klicken Sie auf eine Auswahl, um zu antworten, oder schreiben Sie stattdessen eine neue Nachricht.',
      'choice.sending': 'Ihre Auswahl wird gesendet…',
      'choice.answered': 'Sie haben {label} gewählt.',
      'choice.archived': 'Nicht beantwortet: Das Gespräch ging weiter, diese Schaltflächen tun nichts mehr.',
      'choice.chosen': 'Ihre Wahl',
      'choice.requiredField': 'Das Formular braucht noch {field}. Welche Angabe?',
    },
    nl: {
      'choice.label': 'Vraag met keuzes',
      'choice.pick': 'Klik op een keuze om te antwoorden, of schrijf in plaats daarvan een nieuw bericht.',
      'choice.sending': 'Uw keuze wordt verstuurd…',
      'choice.answered': 'U koos {label}.',
      'choice.archived': 'Niet beantwoord: het gesprek ging verder, deze knoppen doen niets meer.',
      'choice.chosen': 'uw keuze',
      'choice.requiredField': 'Het formulier heeft nog {field} nodig. Welke?',
    },
  },
);
