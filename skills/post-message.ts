import { z } from 'zod';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { modelInput } from '@/lib/skills/inputs';

// One skill for notes and messages: the risk is the worst case (a message e-mails the record's
// followers, customers included), so the gate asks every time, whatever the mode.
export default defineSkill({
  name: 'post_message',
  description: "Post on a record's chatter: a note, or a message e-mailed to followers.",
  hint: 'note, email',
  terms: {
    en: 'note, internal note, log a note, message, send a message, send an email, email the customer, mail, chatter, comment, write to, notify followers, reply, add a note, note on the contact',
    fr: 'note, note interne, message, envoyer un email, courriel, mail, chatter, commentaire, écrire au client, notifier, ajouter une note, répondre, fil de discussion, discussion',
    es: 'nota, nota interna, mensaje, enviar un correo, correo electrónico, email, chatter, comentario, escribir al cliente, mandar, añadir una nota, responder, hilo de conversación',
    de: 'Notiz, interne Notiz, Nachricht, Email schicken, Mail, Chatter, Kommentar, schreiben, benachrichtigen, Notiz hinzufügen, antworten, Verlauf',
    nl: 'notitie, interne notitie, bericht, email sturen, mail, chatter, opmerking, schrijven, sturen, plaatsen, notitie toevoegen, antwoorden, berichtenlog',
  },
  input: z.object({
    model: modelInput,
    id: z.number().int().positive().describe('Record id'),
    body: z.string().min(1).max(5000).describe('Plain text'),
    internal: z.boolean().default(true).describe('false: e-mail'),
  }),
  risk: 'destructive',
  async execute({ model, id, body, internal }, { write }) {
    return operationResult(await write({ kind: 'message', model, ids: [id], body, internal }));
  },
  summary: ({ internal }, out) => `${internal ? 'Note logged' : 'Message sent'} on ${out.names[0] ?? out.source}`,
});
