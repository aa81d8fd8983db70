import { defineMessages } from '../define';

// What Changes and the trail call a line's values when the journal entry predates the labels Odoo
// gave them (lib/ops/lines.ts lineFieldLabel): the words Odoo's order forms use in each language.
export const lineWords = defineMessages(
  {
    'lines.field.product': 'Product',
    'lines.field.quantity': 'Quantity',
    'lines.field.price': 'Unit Price',
    'lines.field.discount': 'Discount',
    'lines.field.description': 'Description',
  },
  {
    fr: {
      'lines.field.product': 'Produit',
      'lines.field.quantity': 'Quantité',
      'lines.field.price': 'Prix unitaire',
      'lines.field.discount': 'Remise',
      'lines.field.description': 'Description',
    },
    es: {
      'lines.field.product': 'Producto',
      'lines.field.quantity': 'Cantidad',
      'lines.field.price': 'Precio unitario',
      'lines.field.discount': 'Descuento',
      'lines.field.description': 'Descripción',
    },
    de: {
      'lines.field.product': 'Produkt',
      'lines.field.quantity': 'Menge',
      'lines.field.price': 'Einzelpreis',
      'lines.field.discount': 'Rabatt',
      'lines.field.description': 'Beschreibung',
    },
    nl: {
      'lines.field.product': 'Product',
      'lines.field.quantity': 'Hoeveelheid',
      'lines.field.price': 'Prijs per eenheid',
      'lines.field.discount': 'Korting',
      'lines.field.description': 'Omschrijving',
    },
  },
);
