import { z } from '../messaging/zod';

// What is personal, named by the organisation (policy key `personalData`) or the user (Settings):
// kinds found by their shape or their usual Odoo fields, and other fields by their Odoo name. Such
// values reach the model as placeholders (lib/agent/personal-veil.ts).

export const PersonalKind = z.enum(['email', 'phone', 'iban', 'vat', 'address']);
export type PersonalKind = z.infer<typeof PersonalKind>;

/** An Odoo field's technical name: 'x_studio_birthday', 'function'. */
const FieldName = z.string().check(z.trim(), z.regex(/^[a-z_][a-z0-9_]*$/, 'a field name such as x_birthday'));

export const PersonalData = z.object({
  kinds: z._default(z.array(PersonalKind), []),
  fields: z._default(z.array(FieldName), []),
});
export type PersonalData = z.infer<typeof PersonalData>;

export const NO_PERSONAL_DATA: PersonalData = { kinds: [], fields: [] };

/** The organisation's list and the user's together: the user can add to it, never remove from it. */
export function unitePersonal(user: PersonalData, organisation: PersonalData | undefined): PersonalData {
  if (!organisation) return user;
  return {
    kinds: PersonalKind.options.filter((k) => user.kinds.includes(k) || organisation.kinds.includes(k)),
    fields: [...new Set([...organisation.fields, ...user.fields])],
  };
}

export const namesPersonal = (p: PersonalData): boolean => p.kinds.length > 0 || p.fields.length > 0;
