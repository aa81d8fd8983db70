import { defineMessages } from '../define';

// What Weft puts inside Odoo's own page (the Ask Weft control, the suggestion notice). The content
// script reads only this area (lib/page/page-text.ts), so the page does not load every catalog.
export const page = defineMessages(
  {
    'page.ask': 'Ask Weft',
    'page.askTitle': 'Open Weft about this page (Alt+Shift+W)',
    'page.notice': 'Weft suggestion',
    'page.open': 'Open in Weft',
    'page.dismiss': 'Dismiss',
  },
  {
    fr: {
      'page.ask': 'Demander à Weft',
      'page.askTitle': 'Ouvrir Weft à propos de cette page (Alt+Maj+W)',
      'page.notice': 'Suggestion de Weft',
      'page.open': 'Ouvrir dans Weft',
      'page.dismiss': 'Fermer',
    },
    es: {
      'page.ask': 'Preguntar a Weft',
      'page.askTitle': 'Abrir Weft sobre esta página (Alt+Mayús+W)',
      'page.notice': 'Sugerencia de Weft',
      'page.open': 'Abrir en Weft',
      'page.dismiss': 'Cerrar',
    },
    de: {
      'page.ask': 'Weft fragen',
      'page.askTitle': 'Weft zu dieser Seite öffnen (Alt+Umschalt+W)',
      'page.notice': 'Vorschlag von Weft',
      'page.open': 'In Weft öffnen',
      'page.dismiss': 'Schließen',
    },
    nl: {
      'page.ask': 'Vraag het Weft',
      'page.askTitle': 'Weft openen over deze pagina (Alt+Shift+W)',
      'page.notice': 'Suggestie van Weft',
      'page.open': 'Openen in Weft',
      'page.dismiss': 'Sluiten',
    },
  },
);
