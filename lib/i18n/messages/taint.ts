import { defineMessages } from '../define';

// Why a write that auto-edit would run asks after all (lib/agent/taint.ts): the turn read text from
// Odoo, and the write lands on a record the user did not choose. Shown on the confirm card.
// {sources}: the 'taint.source.*' phrases as a list; {names}: the records' names as a list.
export const taint = defineMessages(
  {
    'taint.source.records': 'this turn read text from Odoo records',
    'taint.source.page': 'this turn started from an Odoo page whose title is record text',
    'taint.source.history': 'this conversation read text from Odoo records earlier',
    'taint.source.document': 'this turn read a document you attached',
    'taint.source.quote': 'your message quotes text from an Odoo page',
    'taint.notCreate': 'Asked because {sources}, and your message did not ask to create anything.',
    'taint.belongsTo': 'Asked because {sources}, and the new record would belong to {names}, which is not a record you named, are looking at, or this turn created.',
    'taint.notChosen': {
      one: 'Asked because {sources}, and {names} is not a record you named, are looking at, or this turn created.',
      other: 'Asked because {sources}, and {names} are not records you named, are looking at, or this turn created.',
    },
  },
  {
    fr: {
      'taint.source.records': 'cette demande a lu du texte d’enregistrements Odoo',
      'taint.source.page': 'cette demande est partie d’une page Odoo dont le titre est le texte d’un enregistrement',
      'taint.source.history': 'cette conversation a lu plus tôt du texte d’enregistrements Odoo',
      'taint.source.document': 'cette demande a lu un document que vous avez joint',
      'taint.source.quote': 'votre message cite du texte d’une page Odoo',
      'taint.notCreate': 'Demandé parce que {sources}, et votre message ne demandait de rien créer.',
      'taint.belongsTo': 'Demandé parce que {sources}, et le nouvel enregistrement appartiendrait à {names}, qui n’est pas un enregistrement que vous avez nommé, que vous regardez ou que cette demande a créé.',
      'taint.notChosen': {
        one: 'Demandé parce que {sources}, et {names} n’est pas un enregistrement que vous avez nommé, que vous regardez ou que cette demande a créé.',
        other: 'Demandé parce que {sources}, et {names} ne sont pas des enregistrements que vous avez nommés, que vous regardez ou que cette demande a créés.',
      },
    },
    es: {
      'taint.source.records': 'esta petición leyó texto de registros de Odoo',
      'taint.source.page': 'esta petición empezó en una página de Odoo cuyo título es texto de un registro',
      'taint.source.history': 'esta conversación leyó antes texto de registros de Odoo',
      'taint.source.document': 'esta petición leyó un documento que usted adjuntó',
      'taint.source.quote': 'su mensaje cita texto de una página de Odoo',
      'taint.notCreate': 'Se pregunta porque {sources}, y su mensaje no pedía crear nada.',
      'taint.belongsTo': 'Se pregunta porque {sources}, y el nuevo registro pertenecería a {names}, que no es un registro que usted haya nombrado, esté viendo o que esta petición haya creado.',
      'taint.notChosen': {
        one: 'Se pregunta porque {sources}, y {names} no es un registro que usted haya nombrado, esté viendo o que esta petición haya creado.',
        other: 'Se pregunta porque {sources}, y {names} no son registros que usted haya nombrado, esté viendo o que esta petición haya creado.',
      },
    },
    de: {
      'taint.source.records': 'diese Anfrage Text aus Odoo-Datensätzen gelesen hat',
      'taint.source.page': 'diese Anfrage auf einer Odoo-Seite begann, deren Titel Text eines Datensatzes ist',
      'taint.source.history': 'dieses Gespräch vorher Text aus Odoo-Datensätzen gelesen hat',
      'taint.source.document': 'diese Anfrage ein Dokument gelesen hat, das Sie angehängt haben',
      'taint.source.quote': 'Ihre Nachricht Text von einer Odoo-Seite zitiert',
      'taint.notCreate': 'Gefragt, weil {sources}, und Ihre Nachricht nicht darum bat, etwas anzulegen.',
      'taint.belongsTo': 'Gefragt, weil {sources}, und der neue Datensatz zu {names} gehören würde, einem Datensatz, den Sie nicht genannt haben, nicht gerade ansehen und den diese Anfrage nicht angelegt hat.',
      'taint.notChosen': {
        one: 'Gefragt, weil {sources}, und {names} kein Datensatz ist, den Sie genannt haben, gerade ansehen oder den diese Anfrage angelegt hat.',
        other: 'Gefragt, weil {sources}, und {names} keine Datensätze sind, die Sie genannt haben, gerade ansehen oder die diese Anfrage angelegt hat.',
      },
    },
    nl: {
      'taint.source.records': 'dit verzoek tekst uit Odoo-records heeft gelezen',
      'taint.source.page': 'dit verzoek begon op een Odoo-pagina waarvan de titel tekst van een record is',
      'taint.source.history': 'dit gesprek eerder tekst uit Odoo-records heeft gelezen',
      'taint.source.document': 'dit verzoek een document heeft gelezen dat u hebt bijgevoegd',
      'taint.source.quote': 'uw bericht tekst van een Odoo-pagina citeert',
      'taint.notCreate': 'Gevraagd omdat {sources}, en uw bericht niet vroeg om iets aan te maken.',
      'taint.belongsTo': 'Gevraagd omdat {sources}, en het nieuwe record bij {names} zou horen, dat geen record is dat u noemde, bekijkt of dat dit verzoek heeft aangemaakt.',
      'taint.notChosen': {
        one: 'Gevraagd omdat {sources}, en {names} geen record is dat u noemde, bekijkt of dat dit verzoek heeft aangemaakt.',
        other: 'Gevraagd omdat {sources}, en {names} geen records zijn die u noemde, bekijkt of die dit verzoek heeft aangemaakt.',
      },
    },
  },
);
