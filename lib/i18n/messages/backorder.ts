import { defineMessages } from '../define';

// A transfer validated with less done than asked: Odoo's "Create Backorder?" question, answered by
// the user on the confirm card (lib/ops/foresee-backorder.ts, components/card-questions.tsx), and
// what their choice means once it ran (lib/ops/action-table.ts).
export const backorder = defineMessages(
  {
    'backorder.asks': { one: 'Not everything is done: {count} unit is missing. What should Odoo do with it?', other: 'Not everything is done: {count} units are missing. What should Odoo do with them?' },
    'backorder.line': '{product}: {done} of {demand} done, {missing} missing',
    'backorder.create': { one: 'Create a backorder for the {count} missing unit', other: 'Create a backorder for the {count} missing units' },
    'backorder.cancel': { one: 'No backorder: the {count} missing unit is cancelled', other: 'No backorder: the {count} missing units are cancelled' },
    'backorder.choose': 'Choose one to approve.',
    'backorder.choseCreate': 'You chose a backorder: what was not done waits in a new transfer.',
    'backorder.choseCancel': 'You chose no backorder: what was not done is cancelled.',
    'backorder.undoCreate': 'The backorder is a transfer of its own: validate it later, or cancel it in Odoo.',
    'backorder.undoCancel': 'The cancelled quantities do not come back: to move them after all, create a new transfer.',
  },
  {
    fr: {
      'backorder.asks': { one: 'Tout n’est pas fait : il manque {count} unité. Que doit en faire Odoo ?', other: 'Tout n’est pas fait : il manque {count} unités. Que doit en faire Odoo ?' },
      'backorder.line': '{product} : {done} sur {demand} faits, {missing} manquants',
      'backorder.create': { one: 'Créer un reliquat pour l’unité manquante ({count})', other: 'Créer un reliquat pour les {count} unités manquantes' },
      'backorder.cancel': { one: 'Pas de reliquat : l’unité manquante ({count}) est annulée', other: 'Pas de reliquat : les {count} unités manquantes sont annulées' },
      'backorder.choose': 'Choisissez une réponse pour approuver.',
      'backorder.choseCreate': 'Vous avez choisi un reliquat : ce qui n’a pas été fait attend dans un nouveau transfert.',
      'backorder.choseCancel': 'Vous avez choisi de ne pas créer de reliquat : ce qui n’a pas été fait est annulé.',
      'backorder.undoCreate': 'Le reliquat est un transfert à part : validez-le plus tard ou annulez-le dans Odoo.',
      'backorder.undoCancel': 'Les quantités annulées ne reviennent pas : pour les déplacer malgré tout, créez un nouveau transfert.',
    },
    es: {
      'backorder.asks': { one: 'No todo está hecho: falta {count} unidad. ¿Qué debe hacer Odoo con ella?', other: 'No todo está hecho: faltan {count} unidades. ¿Qué debe hacer Odoo con ellas?' },
      'backorder.line': '{product}: {done} de {demand} hechos, faltan {missing}',
      'backorder.create': { one: 'Crear una entrega parcial para la {count} unidad que falta', other: 'Crear una entrega parcial para las {count} unidades que faltan' },
      'backorder.cancel': { one: 'Sin entrega parcial: la {count} unidad que falta se cancela', other: 'Sin entrega parcial: las {count} unidades que faltan se cancelan' },
      'backorder.choose': 'Elija una para aprobar.',
      'backorder.choseCreate': 'Eligió una entrega parcial: lo que no se hizo espera en un nuevo traslado.',
      'backorder.choseCancel': 'Eligió no crear entrega parcial: lo que no se hizo se cancela.',
      'backorder.undoCreate': 'La entrega parcial es un traslado aparte: valídelo más tarde o cancélelo en Odoo.',
      'backorder.undoCancel': 'Las cantidades canceladas no vuelven: para moverlas de todos modos, cree un nuevo traslado.',
    },
    de: {
      'backorder.asks': { one: 'Nicht alles ist erledigt: {count} Einheit fehlt. Was soll Odoo damit tun?', other: 'Nicht alles ist erledigt: {count} Einheiten fehlen. Was soll Odoo damit tun?' },
      'backorder.line': '{product}: {done} von {demand} erledigt, {missing} fehlen',
      'backorder.create': { one: 'Lieferrückstand für die {count} fehlende Einheit erstellen', other: 'Lieferrückstand für die {count} fehlenden Einheiten erstellen' },
      'backorder.cancel': { one: 'Kein Lieferrückstand: die {count} fehlende Einheit wird storniert', other: 'Kein Lieferrückstand: die {count} fehlenden Einheiten werden storniert' },
      'backorder.choose': 'Wählen Sie eine Möglichkeit, um zu genehmigen.',
      'backorder.choseCreate': 'Sie haben einen Lieferrückstand gewählt: Was nicht erledigt ist, wartet in einem neuen Transfer.',
      'backorder.choseCancel': 'Sie haben keinen Lieferrückstand gewählt: Was nicht erledigt ist, wird storniert.',
      'backorder.undoCreate': 'Der Lieferrückstand ist ein eigener Transfer: Validieren Sie ihn später oder stornieren Sie ihn in Odoo.',
      'backorder.undoCancel': 'Stornierte Mengen kommen nicht zurück: Um sie doch zu bewegen, erstellen Sie einen neuen Transfer.',
    },
    nl: {
      'backorder.asks': { one: 'Niet alles is gedaan: {count} eenheid ontbreekt. Wat moet Odoo ermee doen?', other: 'Niet alles is gedaan: {count} eenheden ontbreken. Wat moet Odoo ermee doen?' },
      'backorder.line': '{product}: {done} van {demand} gedaan, {missing} ontbreken',
      'backorder.create': { one: 'Een backorder maken voor de {count} ontbrekende eenheid', other: 'Een backorder maken voor de {count} ontbrekende eenheden' },
      'backorder.cancel': { one: 'Geen backorder: de {count} ontbrekende eenheid wordt geannuleerd', other: 'Geen backorder: de {count} ontbrekende eenheden worden geannuleerd' },
      'backorder.choose': 'Kies er een om goed te keuren.',
      'backorder.choseCreate': 'U koos een backorder: wat niet gedaan is, wacht in een nieuwe verplaatsing.',
      'backorder.choseCancel': 'U koos geen backorder: wat niet gedaan is, wordt geannuleerd.',
      'backorder.undoCreate': 'De backorder is een eigen verplaatsing: valideer hem later of annuleer hem in Odoo.',
      'backorder.undoCancel': 'Geannuleerde hoeveelheden komen niet terug: maak een nieuwe verplaatsing om ze toch te verplaatsen.',
    },
  },
);
