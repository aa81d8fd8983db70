// One sentence per write, for the confirm card and the operations list: what to say (lib/i18n
// said), put in words by whoever shows it (the panel in the user's language, tool results in English).
import type { Json } from '@/lib/db';
import { english, englishCatalog, said, sayArg, type Arg, type MessageKey, type Said } from '@/lib/i18n';
import { rowName } from './creates';
import type { WriteSpec } from './types';

/** A model as the user calls it: Weft's word (lib/i18n/messages/ops-models), else Odoo's `name`, else technical. */
export const modelArg = (model: string, count = 1, name?: string): Arg => ({ model, count, ...(name ? { name } : {}) });

/** Whether Weft has its own word for the model (else the card asks Odoo for its name). */
export const hasModelWord = (model: string): boolean => `model.${model}` in englishCatalog;

/** The model's English label ("Sales Order", "Sales Orders"), for logs and the audit export. */
export function modelLabel(model: string, count = 1): string {
  return sayArg(english, modelArg(model, count));
}

/** "S00007", "S00007 and S00008", "A, B, C and 4 more" (in the reader's language). */
export const listArg = (names: Arg[], max = 3): Arg => ({ list: names, max });

/** The English list, for errors the model reads. */
export const listNames = (names: string[], max = 3): string => sayArg(english, listArg(names, max));

/** A workflow button as the user sees it ("Confirm", "Confirmer"); a method Weft does not list stays as it is. */
export function actionArg(model: string, method: string): Arg {
  const key = `action.${model}.${method}`;
  return key in englishCatalog ? { key: key as MessageKey } : method;
}

function subject(model: string, names: Arg[], modelName?: string): Said {
  return names.length > 1
    ? said('ops.subject.many', { count: names.length, model: modelArg(model, names.length, modelName), names: listArg(names) })
    : said('ops.subject.one', { model: modelArg(model, 1, modelName), name: names[0] ?? '' });
}

/**
 * "Update Contact Azure Interior: Email, Phone." `effects` (lib/ops/effects) name what a write
 * really does: an update that sets `active` to false archives. `modelName` is Odoo's name of a
 * model Weft has no word for (read from ir.model in the user's language).
 */
export function summarize(spec: WriteSpec, names: Arg[], fieldLabels: Arg[] = [], effects: readonly string[] = [], modelName?: string, kind?: string): Said {
  // The document a model's record is ("Vendor Bill" rather than "Journal Entry"), when Weft has a word for it.
  const model = kind && hasModelWord(`${spec.model}.${kind}`) ? `${spec.model}.${kind}` : spec.model;
  const what = subject(model, names, modelName);
  const fields = (labels: Arg[]) => listArg(labels, 6);
  switch (spec.kind) {
    case 'create': {
      const target: Arg = { model, form: 'new', ...(modelName ? { name: modelName } : {}) };
      return typeof spec.values.name === 'string' && spec.values.name ? said('ops.createNamed', { what: target, name: spec.values.name }) : said('ops.create', { what: target });
    }
    case 'write': {
      const verb = effects.includes('archive') ? 'archive' : effects.includes('unarchive') ? 'unarchive' : '';
      // The caller leaves `active` out of fieldLabels when archiving: the verb says it.
      if (verb) return fieldLabels.length ? said(verb === 'archive' ? 'ops.archiveAnd' : 'ops.unarchiveAnd', { what, fields: fields(fieldLabels) }) : said(verb === 'archive' ? 'ops.archive' : 'ops.unarchive', { what });
      return fieldLabels.length ? said('ops.update', { what, fields: fields(fieldLabels) }) : said('ops.updateNothing', { what });
    }
    case 'archive':
      return said('ops.archive', { what });
    case 'unarchive':
      return said('ops.unarchive', { what });
    case 'unlink':
      return said('ops.unlink', { what });
    case 'action':
      return said('ops.action', { action: actionArg(spec.model, spec.method), what });
    case 'message':
      return said(spec.internal ? 'ops.note' : 'ops.message', { what });
    case 'creates':
      return said('ops.create', { what: subject(model, spec.rows.map((row, i) => rowName(row, i + 1, spec.model)), modelName) });
  }
}

/** A record's name for a create that has not happened yet (logs and the journal's fallback). */
export function newRecordName(model: string, values: Record<string, Json>): string {
  return typeof values.name === 'string' && values.name ? values.name : `New ${modelLabel(model)}`;
}
