import { defineMessages } from '../define';

// The questions Odoo asks when a manufacturing order is marked done, answered by the user on the
// confirm card (lib/ops/foresee-mo-backorder.ts; components/card-questions.tsx): less produced than
// planned ("You produced less than initial demand": a backorder or not), and what each answer
// means once it ran (lib/ops/action-rows-mrp.ts).
export const mrpQuestions = defineMessages(
  {
    'moBackorder.asks': {
      one: 'Less is produced than planned: {count} unit is left to make. Should Odoo make it in a backorder?',
      other: 'Less is produced than planned: {count} units are left to make. Should Odoo make them in a backorder?',
    },
    'moBackorder.line': '{names}, {product}: {done} of {demand} {unit} produced, {missing} go to a backorder if you create one',
    'moBackorder.create': { one: 'Create a backorder: a new manufacturing order for the {count} unit left', other: 'Create a backorder: a new manufacturing order for the {count} units left' },
    'moBackorder.close': { one: 'No backorder: the order closes with what was produced; the {count} unit left is not made', other: 'No backorder: the order closes with what was produced; the {count} units left are not made' },
    'moBackorder.choseCreate': 'You chose a backorder: what was not produced waits in a new manufacturing order.',
    'moBackorder.choseClose': 'You chose no backorder: the order is closed with what was produced; the rest is not made.',
    'moBackorder.undoCreate': 'The backorder is a manufacturing order of its own: produce it later, or cancel it in Odoo.',
    'moBackorder.undoClose': 'What was not produced does not come back: to make it after all, create a new manufacturing order.',
  },
  {
    fr: {
      'moBackorder.asks': {
        one: 'Moins est produit que prévu : il reste {count} unité à fabriquer. Odoo doit-il la fabriquer dans un reliquat ?',
        other: 'Moins est produit que prévu : il reste {count} unités à fabriquer. Odoo doit-il les fabriquer dans un reliquat ?',
      },
      'moBackorder.line': '{names}, {product} : {done} sur {demand} {unit} produits, {missing} vont dans un reliquat si vous en créez un',
      'moBackorder.create': { one: 'Créer un reliquat : un nouvel ordre de fabrication pour l’unité restante ({count})', other: 'Créer un reliquat : un nouvel ordre de fabrication pour les {count} unités restantes' },
      'moBackorder.close': { one: 'Pas de reliquat : l’ordre se termine avec ce qui a été produit ; l’unité restante ({count}) n’est pas fabriquée', other: 'Pas de reliquat : l’ordre se termine avec ce qui a été produit ; les {count} unités restantes ne sont pas fabriquées' },
      'moBackorder.choseCreate': 'Vous avez choisi un reliquat : ce qui n’a pas été produit attend dans un nouvel ordre de fabrication.',
      'moBackorder.choseClose': 'Vous avez choisi de ne pas créer de reliquat : l’ordre est terminé avec ce qui a été produit ; le reste n’est pas fabriqué.',
      'moBackorder.undoCreate': 'Le reliquat est un ordre de fabrication à part : produisez-le plus tard ou annulez-le dans Odoo.',
      'moBackorder.undoClose': 'Ce qui n’a pas été produit ne revient pas : pour le fabriquer malgré tout, créez un nouvel ordre de fabrication.',
    },
    es: {
      'moBackorder.asks': {
        one: 'Se produce menos de lo previsto: queda {count} unidad por fabricar. ¿Debe Odoo fabricarla en un pedido pendiente?',
        other: 'Se produce menos de lo previsto: quedan {count} unidades por fabricar. ¿Debe Odoo fabricarlas en un pedido pendiente?',
      },
      'moBackorder.line': '{names}, {product}: {done} de {demand} {unit} producidos, {missing} van a un pedido pendiente si lo crea',
      'moBackorder.create': { one: 'Crear un pedido pendiente: una nueva orden de fabricación para la {count} unidad restante', other: 'Crear un pedido pendiente: una nueva orden de fabricación para las {count} unidades restantes' },
      'moBackorder.close': { one: 'Sin pedido pendiente: la orden se cierra con lo producido; la {count} unidad restante no se fabrica', other: 'Sin pedido pendiente: la orden se cierra con lo producido; las {count} unidades restantes no se fabrican' },
      'moBackorder.choseCreate': 'Eligió un pedido pendiente: lo que no se produjo espera en una nueva orden de fabricación.',
      'moBackorder.choseClose': 'Eligió no crear pedido pendiente: la orden se cierra con lo producido; el resto no se fabrica.',
      'moBackorder.undoCreate': 'El pedido pendiente es una orden de fabricación aparte: prodúzcalo más tarde o cancélelo en Odoo.',
      'moBackorder.undoClose': 'Lo que no se produjo no vuelve: para fabricarlo de todos modos, cree una nueva orden de fabricación.',
    },
    de: {
      'moBackorder.asks': {
        one: 'Es wird weniger produziert als geplant: {count} Einheit bleibt zu fertigen. Soll Odoo sie in einem Rückstand fertigen?',
        other: 'Es wird weniger produziert als geplant: {count} Einheiten bleiben zu fertigen. Soll Odoo sie in einem Rückstand fertigen?',
      },
      'moBackorder.line': '{names}, {product}: {done} von {demand} {unit} produziert, {missing} kommen in einen Rückstand, wenn Sie einen erstellen',
      'moBackorder.create': { one: 'Rückstand erstellen: ein neuer Fertigungsauftrag für die {count} verbleibende Einheit', other: 'Rückstand erstellen: ein neuer Fertigungsauftrag für die {count} verbleibenden Einheiten' },
      'moBackorder.close': { one: 'Kein Rückstand: Der Auftrag wird mit dem Produzierten abgeschlossen; die {count} verbleibende Einheit wird nicht gefertigt', other: 'Kein Rückstand: Der Auftrag wird mit dem Produzierten abgeschlossen; die {count} verbleibenden Einheiten werden nicht gefertigt' },
      'moBackorder.choseCreate': 'Sie haben einen Rückstand gewählt: Was nicht produziert wurde, wartet in einem neuen Fertigungsauftrag.',
      'moBackorder.choseClose': 'Sie haben keinen Rückstand gewählt: Der Auftrag ist mit dem Produzierten abgeschlossen; der Rest wird nicht gefertigt.',
      'moBackorder.undoCreate': 'Der Rückstand ist ein eigener Fertigungsauftrag: Produzieren Sie ihn später oder stornieren Sie ihn in Odoo.',
      'moBackorder.undoClose': 'Was nicht produziert wurde, kommt nicht zurück: Um es doch zu fertigen, erstellen Sie einen neuen Fertigungsauftrag.',
    },
    nl: {
      'moBackorder.asks': {
        one: 'Er wordt minder geproduceerd dan gepland: {count} eenheid blijft te maken. Moet Odoo die in een backorder maken?',
        other: 'Er wordt minder geproduceerd dan gepland: {count} eenheden blijven te maken. Moet Odoo die in een backorder maken?',
      },
      'moBackorder.line': '{names}, {product}: {done} van {demand} {unit} geproduceerd, {missing} gaan naar een backorder als u er een maakt',
      'moBackorder.create': { one: 'Een backorder maken: een nieuwe productieorder voor de {count} resterende eenheid', other: 'Een backorder maken: een nieuwe productieorder voor de {count} resterende eenheden' },
      'moBackorder.close': { one: 'Geen backorder: de order sluit met wat geproduceerd is; de {count} resterende eenheid wordt niet gemaakt', other: 'Geen backorder: de order sluit met wat geproduceerd is; de {count} resterende eenheden worden niet gemaakt' },
      'moBackorder.choseCreate': 'U koos een backorder: wat niet geproduceerd is, wacht in een nieuwe productieorder.',
      'moBackorder.choseClose': 'U koos geen backorder: de order is gesloten met wat geproduceerd is; de rest wordt niet gemaakt.',
      'moBackorder.undoCreate': 'De backorder is een eigen productieorder: produceer hem later of annuleer hem in Odoo.',
      'moBackorder.undoClose': 'Wat niet geproduceerd is, komt niet terug: maak een nieuwe productieorder om het toch te maken.',
    },
  },
);
