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
  /**
   * False for a computed field Odoo does not store and cannot search (res.partner sale_order_count):
   * 16-18 drop a condition on it, every record matching, and 19 refuses it.
   */
  searchable?: boolean;
  /** False where Odoo cannot order by the field: 16-17 drop the term, 18+ refuse it. */
  sortable?: boolean;
  /** Floats: [precision, scale]; Odoo stores the value rounded to `scale` decimals. */
  digits?: [number, number];
}

export type FieldsMap = Record<string, FieldInfo>;
