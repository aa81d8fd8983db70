import { defineMessages } from '../define';

// What Weft puts inside Odoo's own page (the Ask Weft control, the suggestion notice). The content
// script reads only this area (lib/page/page-text.ts), so the page does not load every catalog.
export const page = defineMessages(
  {
    'page.ask': 'Ask Weft',
    'page.askTitle': 'Open Weft about this page (Alt+Shift+W)',
    'page.paletteHint': 'type a question about this page, then Enter',
    'page.notice': 'Weft suggestion',
    'page.open': 'Open in Weft',
    'page.dismiss': 'Dismiss',
    // Names the context menu's entry as lib/i18n/messages/browser-ui.ts words it.
    'page.firefoxHint': 'Firefox opens Weft only from its own controls: press Alt+Shift+W, or right-click the page and choose “Ask Weft about this page”.',
  },
  {
    fr: {
      'page.ask': 'Demander à Weft',
      'page.askTitle': 'Ouvrir Weft à propos de cette page (Alt+Maj+W)',
      'page.paletteHint': 'tapez une question sur cette page, puis Entrée',
      'page.notice': 'Suggestion de Weft',
      'page.open': 'Ouvrir dans Weft',
      'page.dismiss': 'Fermer',
      'page.firefoxHint': 'Firefox n’ouvre Weft que depuis ses propres commandes : appuyez sur Alt+Maj+W, ou faites un clic droit sur la page et choisissez « Demander à Weft à propos de cette page ».',
    },
    es: {
      'page.ask': 'Preguntar a Weft',
      'page.askTitle': 'Abrir Weft sobre esta página (Alt+Mayús+W)',
      'page.paletteHint': 'escriba una pregunta sobre esta página y pulse Intro',
      'page.notice': 'Sugerencia de Weft',
      'page.open': 'Abrir en Weft',
      'page.dismiss': 'Cerrar',
      'page.firefoxHint': 'Firefox solo abre Weft desde sus propios controles: pulse Alt+Mayús+W, o haga clic derecho en la página y elija «Preguntar a Weft sobre esta página».',
    },
    de: {
      'page.ask': 'Weft fragen',
      'page.askTitle': 'Weft zu dieser Seite öffnen (Alt+Umschalt+W)',
      'page.paletteHint': 'Frage zu dieser Seite eingeben, dann Eingabe',
      'page.notice': 'Vorschlag von Weft',
      'page.open': 'In Weft öffnen',
      'page.dismiss': 'Schließen',
      'page.firefoxHint': 'Firefox öffnet Weft nur über seine eigenen Bedienelemente: Drücken Sie Alt+Umschalt+W, oder klicken Sie mit der rechten Maustaste auf die Seite und wählen Sie „Weft zu dieser Seite fragen“.',
    },
    nl: {
      'page.ask': 'Vraag het Weft',
      'page.askTitle': 'Weft openen over deze pagina (Alt+Shift+W)',
      'page.paletteHint': 'typ een vraag over deze pagina en druk op Enter',
      'page.notice': 'Suggestie van Weft',
      'page.open': 'Openen in Weft',
      'page.dismiss': 'Sluiten',
      'page.firefoxHint': 'Firefox opent Weft alleen via zijn eigen bediening: druk op Alt+Shift+W, of klik met de rechtermuisknop op de pagina en kies “Vraag Weft over deze pagina”.',
    },
  },
);
