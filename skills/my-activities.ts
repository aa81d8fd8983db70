import { z } from 'zod';
import { addDays, daysBetween, recordRef, refTerm, userDay } from '@/lib/business';
import type { Json } from '@/lib/db';
import type { Many2one } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';

const LISTED = 25;
// Counts are made over what one call brings back; more than this is flagged as partial.
const FETCHED = 500;
const name = (value: unknown) => (value && typeof value === 'object' ? (value as Many2one).display_name : null);

export default defineSkill({
  name: 'my_activities',
  description: "The user's scheduled activities (calls, e-mails, meetings, to-dos) overdue or due today, optionally the next N days too; with their records.",
  terms: {
    en: 'my activities, to-do, tasks, follow-ups, calls to make, meetings today, what do I have to do, reminders, agenda, my day, to-do list',
    fr: "mes activités, à faire, tâches, appels, réunions, aujourd'hui, agenda, qu'ai-je à faire",
    es: 'mis actividades, tareas, pendientes, llamadas, reuniones, hoy, agenda, qué tengo que hacer, qué hay para hoy',
    de: 'meine Aktivitäten, Aufgaben, To-dos, Anrufe, Termine, heute, Wiedervorlage, was steht an, was muss ich tun',
    nl: 'mijn activiteiten, taken, to-do, te doen, belletjes, afspraken, vandaag, agenda, wat moet ik doen',
  },
  input: z.object({
    days: z.number().int().min(0).max(90).default(0).describe('Also due within N days'),
    user: recordRef.optional().describe("Another user's (id or name)"),
  }),
  risk: 'read',
  async execute({ days, user }, ctx) {
    const { today } = await userDay(ctx.odoo);
    const { uid } = await ctx.odoo.session();
    const { records, length } = await ctx.odoo.searchRead('mail.activity', {
      domain: [user ? refTerm('user_id', user) : ['user_id', '=', uid], ['date_deadline', '<=', addDays(today, days)]],
      fields: ['activity_type_id', 'summary', 'res_model', 'res_id', 'res_name', 'date_deadline', ...(user ? ['user_id'] : [])],
      order: 'date_deadline asc, id asc',
      limit: FETCHED,
    }, { signal: ctx.signal });
    const late = (r: (typeof records)[number]) => daysBetween(String(r.date_deadline), today);
    const rows: Json[] = records.slice(0, LISTED).map((r) => {
      const d = late(r);
      return {
        id: r.id, type: name(r.activity_type_id), summary: r.summary ? String(r.summary) : null,
        record: String(r.res_name ?? ''), model: String(r.res_model ?? ''), record_id: Number(r.res_id),
        due: String(r.date_deadline), ...(d > 0 ? { days_late: d } : d < 0 ? { due_in_days: -d } : { due_today: true }),
        ...(user ? { assigned_to: name(r.user_id) } : {}),
      };
    });
    const counted = { overdue: records.filter((r) => late(r) > 0).length, due_today: records.filter((r) => late(r) === 0).length };
    return odooData('mail.activity', {
      today, ...(user ? { user } : {}), count: length, ...counted, ...(days ? { upcoming: records.length - counted.overdue - counted.due_today } : {}),
      ...(length > records.length ? { counts_partial: `counted over the ${records.length} oldest` } : {}),
      rows, ...(length > rows.length ? { more_rows: length - rows.length } : {}),
    });
  },
  summary: (_input, out) => `${String(out.overdue)} overdue, ${String(out.due_today)} due today`,
});
