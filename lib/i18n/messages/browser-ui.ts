import { defineMessages } from '../define';

// What the browser itself shows for Weft: the manifest's name, description, toolbar title and
// shortcut (generated into _locales/<lang>/messages.json at build time, lib/i18n/manifest-locales.ts)
// and the context menu's entries (lib/worker/ask-menu.ts; %s is the selection, put in by the browser).
export const browserUi = defineMessages(
  {
    'manifest.name': 'Weft — AI assistant for Odoo',
    'manifest.description': 'Chat with your Odoo data, get contextual suggestions, and undo any AI change.',
    'manifest.open': 'Open Weft',
    'menu.askSelection': 'Ask Weft about “%s”',
    'menu.askPage': 'Ask Weft about this page',
  },
  {
    fr: {
      'manifest.name': 'Weft — assistant IA pour Odoo',
      'manifest.description': 'Discutez avec vos données Odoo, recevez des suggestions selon le contexte et annulez toute modification faite par l’IA.',
      'manifest.open': 'Ouvrir Weft',
      'menu.askSelection': 'Demander à Weft à propos de « %s »',
      'menu.askPage': 'Demander à Weft à propos de cette page',
    },
    es: {
      'manifest.name': 'Weft — asistente de IA para Odoo',
      'manifest.description': 'Converse con sus datos de Odoo, reciba sugerencias según el contexto y deshaga cualquier cambio hecho por la IA.',
      'manifest.open': 'Abrir Weft',
      'menu.askSelection': 'Preguntar a Weft sobre «%s»',
      'menu.askPage': 'Preguntar a Weft sobre esta página',
    },
    de: {
      'manifest.name': 'Weft — KI-Assistent für Odoo',
      'manifest.description': 'Chatten Sie mit Ihren Odoo-Daten, erhalten Sie passende Vorschläge und machen Sie jede KI-Änderung rückgängig.',
      'manifest.open': 'Weft öffnen',
      'menu.askSelection': 'Weft zu „%s“ fragen',
      'menu.askPage': 'Weft zu dieser Seite fragen',
    },
    nl: {
      'manifest.name': 'Weft — AI-assistent voor Odoo',
      'manifest.description': 'Chat met je Odoo-gegevens, krijg suggesties die bij de context passen en maak elke AI-wijziging ongedaan.',
      'manifest.open': 'Weft openen',
      'menu.askSelection': 'Vraag Weft over “%s”',
      'menu.askPage': 'Vraag Weft over deze pagina',
    },
  },
);
