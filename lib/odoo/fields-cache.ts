import { OdooError } from './errors';
import { pickDefaultFields } from './default-fields';
import type { FieldsMap } from './field-info';
import { describeSuggestions, suggestFields, type FieldSuggestion } from './suggest-field';

/** A persistent layer (e.g. IndexedDB), injected by the worker. */
export interface FieldsStore {
  get(key: string): Promise<FieldsMap | undefined>;
  set(key: string, fields: FieldsMap): Promise<void>;
}

export interface FieldsCacheOptions {
  load: (model: string) => Promise<FieldsMap>;
  /** What the fields depend on besides the model: origin, database, user and language. */
  scope: () => Promise<string>;
  store?: FieldsStore;
}

export class FieldsCache {
  private readonly memory = new Map<string, Promise<FieldsMap>>();

  constructor(private readonly options: FieldsCacheOptions) {}

  async getFields(model: string): Promise<FieldsMap> {
    const key = `${await this.options.scope()}|${model}`;
    let pending = this.memory.get(key);
    if (!pending) {
      pending = this.fetch(key, model);
      this.memory.set(key, pending);
      pending.catch(() => this.memory.delete(key));
    }
    return pending;
  }

  /** Throws a bad_request OdooError naming the unknown fields and what was probably meant. */
  async assertFields(model: string, names: string[]): Promise<void> {
    const fields = await this.getFields(model);
    // Only the first segment of a path like 'partner_id.country_id' is checked: deeper ones need more RPCs.
    const unknown = [...new Set(names.map((n) => n.split('.')[0] ?? n))].filter((n) => !(n in fields));
    if (!unknown.length) return;
    throw new OdooError({
      kind: 'bad_request',
      serverMessage: `Unknown field${unknown.length > 1 ? 's' : ''} on ${model}: ${unknown.join(', ')}`,
      hint: unknown.map((n) => hintFor(n, fields)).join(' '),
    });
  }

  async suggest(model: string, name: string): Promise<FieldSuggestion[]> {
    return suggestFields(name, await this.getFields(model));
  }

  async defaultFields(model: string, max = 8): Promise<string[]> {
    return pickDefaultFields(model, await this.getFields(model), max);
  }

  /** Forget cached fields, e.g. after a module install; the persistent layer is the injector's to clear. */
  invalidate(model?: string): void {
    for (const key of this.memory.keys()) if (model === undefined || key.endsWith(`|${model}`)) this.memory.delete(key);
  }

  private async fetch(key: string, model: string): Promise<FieldsMap> {
    const stored = await this.options.store?.get(key).catch(() => undefined);
    if (stored) return stored;
    const fields = await this.options.load(model);
    await this.options.store?.set(key, fields).catch(() => undefined);
    return fields;
  }
}

export function hintFor(name: string, fields: FieldsMap): string {
  const suggestions = suggestFields(name, fields);
  return suggestions.length
    ? `For '${name}', did you mean ${describeSuggestions(suggestions)}?`
    : `No field close to '${name}'; list the model's fields first.`;
}
