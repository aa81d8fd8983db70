// What fields_get says of a model's fields: the type the cache, the defaults and the hints share.

/** One entry of fields_get, with the attributes Weft asks for. */
export interface FieldInfo {
  type: string;
  string: string;
  required?: boolean;
  readonly?: boolean;
  /** Comodel of relational fields. */
  relation?: string;
  selection?: Array<[string, string]>;
  store?: boolean;
  /** Floats: [precision, scale]; Odoo stores the value rounded to `scale` decimals. */
  digits?: [number, number];
}

export type FieldsMap = Record<string, FieldInfo>;
