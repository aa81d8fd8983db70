import { describe, expect, it } from 'vitest';
import { asksToCreate } from './asks-to-create';

// Requests and mere mentions of creating, in the five UI languages: each list must hold both,
// so a rule that reads every mention as a request (or misses a request) fails here.
const CASES: Record<string, { asks: string[]; mentions: string[] }> = {
  en: {
    asks: [
      'Create a contact Nadia Petrova with e-mail nadia@example.com',
      'Add a line of 2 lamps',
      'Find Azure Interior and add a note',
      'Set the phone of Deco Addict, then log a call',
      'Can you please add 2 chairs to this quotation?',
      "I'd like to draft a quote for Azure",
      'New contact: Nadia Petrova',
      'Hey Weft, set up a follow-up activity',
    ],
    mentions: [
      'Who created this order?',
      'When was this contact created?',
      'How do I add a tag to a contact?',
      'Show me the new leads',
      'New leads this week?',
      "What's new on this order?",
      'How many invoices did we create last month?',
      'Could you show me how we usually add a tag?',
      'Can you check whether we should add a tag?',
      'Please tell me who created this quote',
    ],
  },
  fr: {
    asks: [
      'Crée un contact Nadia Petrova',
      'Peux-tu ajouter deux chaises à ce devis ?',
      'Trouve Azure Interior et ajoute une note',
      'Nouveau contact : Nadia Petrova',
      'Pourriez-vous me créer un devis pour Azure ?',
      'Créer une opportunité pour Deco Addict',
    ],
    mentions: [
      'Qui a créé ce devis ?',
      'Quand ce contact a-t-il été créé ?',
      'Comment ajouter une étiquette à un contact ?',
      'Montre-moi les nouveaux clients',
      'Le contact a été enregistré hier.',
    ],
  },
  es: {
    asks: [
      'Crea un contacto Nadia Petrova',
      '¿Puedes añadir dos sillas a este presupuesto?',
      'Busca Azure Interior y agrega una nota',
      'Nuevo contacto: Nadia Petrova',
      'Por favor, registra una llamada con Deco Addict',
    ],
    mentions: [
      '¿Quién creó este pedido?',
      '¿Cuándo se creó este contacto?',
      '¿Cómo se añade una etiqueta a un contacto?',
      'Muéstrame los clientes nuevos',
      'El contacto fue registrado ayer.',
    ],
  },
  de: {
    asks: [
      'Erstelle einen Kontakt Nadia Petrova',
      'Leg einen neuen Kontakt für Nadia Petrova an',
      'Kannst du diesem Angebot zwei Stühle hinzufügen?',
      'Füge bitte zwei Stühle hinzu',
      'Kontakt Nadia Petrova anlegen',
      'Neuer Kontakt: Nadia Petrova',
      'Suche Azure Interior und trage einen Anruf ein',
    ],
    mentions: [
      'Wer hat diesen Auftrag erstellt?',
      'Wann wurde dieser Kontakt angelegt?',
      'Wie lege ich einen Kontakt an?',
      'Man kann hier Kontakte anlegen.',
      'Zeig mir die neuen Kontakte',
      'Ich habe gestern einen Kontakt erstellt.',
      'Kannst du mir sagen, wer das erstellt hat?',
    ],
  },
  nl: {
    asks: [
      'Maak een contact Nadia Petrova aan',
      'Kun je twee stoelen aan deze offerte toevoegen?',
      'Voeg twee stoelen toe aan deze offerte',
      'Contact Nadia Petrova aanmaken',
      'Nieuw contact: Nadia Petrova',
      'Zoek Azure Interior en leg een gesprek vast',
    ],
    mentions: [
      'Wie heeft deze offerte aangemaakt?',
      'Wanneer is dit contact gemaakt?',
      'Hoe maak ik een contact aan?',
      'Laat de nieuwe contacten zien',
      'Ik heb gisteren een contact toegevoegd.',
      'Kun je zeggen wie dit heeft aangemaakt?',
    ],
  },
};

describe('asksToCreate', () => {
  for (const [lang, { asks, mentions }] of Object.entries(CASES)) {
    it(`${lang}: reads a request as asking`, () => {
      expect(asks.filter((text) => !asksToCreate(text))).toEqual([]);
    });
    it(`${lang}: reads a mere mention as not asking`, () => {
      expect(mentions.filter((text) => asksToCreate(text))).toEqual([]);
    });
  }

  it('asks for nothing in a message with no create in it', () => {
    expect(asksToCreate('')).toBe(false);
    expect(asksToCreate('Set the phone of Azure Interior to 1')).toBe(false);
    expect(asksToCreate('Mets le téléphone d’Azure Interior à jour')).toBe(false);
  });
});
