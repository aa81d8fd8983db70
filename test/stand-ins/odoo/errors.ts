// Odoo exceptions as the web client receives them: HTTP 200 with a JSON-RPC error envelope.

export class OdooError extends Error {
  constructor(
    readonly exceptionName: string,
    message: string,
    readonly code = 200,
    readonly envelopeMessage = 'Odoo Server Error',
  ) {
    super(message);
  }
}

const exception = (name: string) => (message: string) => new OdooError(name, message);

export const accessError = exception('odoo.exceptions.AccessError');
export const accessDenied = () => new OdooError('odoo.exceptions.AccessDenied', 'Access Denied');
export const missingError = exception('odoo.exceptions.MissingError');
export const userError = exception('odoo.exceptions.UserError');
export const validationError = exception('odoo.exceptions.ValidationError');
export const valueError = exception('builtins.ValueError');
export const attributeError = exception('builtins.AttributeError');
export const typeError = exception('builtins.TypeError');
export const assertionError = exception('builtins.AssertionError');
export const keyError = (key: string) => new OdooError('builtins.KeyError', pyRepr(key));
export const sessionExpired = () =>
  new OdooError('odoo.http.SessionExpiredException', 'Session expired', 100, 'Odoo Session Expired');

export function accessRightsError(
  operation: 'read' | 'write' | 'create' | 'unlink',
  description: string,
  model: string,
  groups: string[],
): OdooError {
  const verb = { read: 'access', write: 'modify', create: 'create', unlink: 'delete' }[operation];
  const head = `You are not allowed to ${verb} '${description}' (${model}) records.`;
  const allowed = groups.length
    ? `This operation is allowed for the following groups:\n${groups.map((g) => `\t- ${g}`).join('\n')}`
    : 'No group currently allows this operation.';
  return accessError(`${head}\n\n${allowed}\n\nContact your administrator to request access if necessary.`);
}

/** A record rule (multi-company) hides records the call names; real 17's words. */
export function recordRuleError(env: { uid: number; db: { get(model: string, id: number): Record<string, unknown> | undefined } }, model: { name: string; description: string }, operation: string): OdooError {
  const user = String(env.db.get('res.users', env.uid)?.name ?? 'User');
  return accessError(
    `Uh-oh! Looks like you have stumbled upon some top-secret records.\n\nSorry, ${user} (id=${env.uid}) doesn't have '${operation}' access to:\n- ${model.description} (${model.name})\n\nIf you really, really need access, perhaps you can win over your friendly administrator with a batch of freshly baked cookies.`,
  );
}

export function missingRecordError(model: string, ids: number[], uid: number): OdooError {
  return missingError(`Record does not exist or has been deleted.\n(Record: ${model}${pyTuple(ids)}, User: ${uid})`);
}

export function mandatoryFieldError(modelDescription: string, model: string, fieldString: string, field: string) {
  return validationError(
    'The operation cannot be completed:\n- Create/update: a mandatory field is not set.\n' +
      '- Delete: another model requires the record being deleted. If possible, archive it instead.\n\n' +
      `Model: ${modelDescription} (${model})\nField: ${fieldString} (${field})\n`,
  );
}

export function foreignKeyError(modelDescription: string, model: string, constraint: string) {
  return validationError(
    'The operation cannot be completed: another model requires the record being deleted. ' +
      'If possible, archive it instead.\n\n' +
      `Model: ${modelDescription} (${model})\nConstraint: ${constraint}\n`,
  );
}

export function errorEnvelope(id: unknown, error: unknown) {
  const err = error instanceof OdooError ? error : serverBug(error);
  const shortName = err.exceptionName.replace(/^builtins\./, '');
  return {
    jsonrpc: '2.0',
    // Odoo answers a session failure before it has read the request id.
    id: err.code === 100 ? null : (id ?? null),
    error: {
      code: err.code,
      message: err.envelopeMessage,
      data: {
        name: err.exceptionName,
        debug: `Traceback (most recent call last):\n  File "odoo/http.py", line 1, in _serve_db\n${shortName}: ${err.message}\n`,
        message: err.message,
        arguments: [err.message],
        context: {},
      },
    },
  };
}

function serverBug(error: unknown): OdooError {
  const message = error instanceof Error ? error.message : String(error);
  return new OdooError('builtins.Exception', `Stand-in server bug: ${message}`);
}

/** Python's repr(), used to word messages exactly as Odoo prints them. */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
    const body = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(new RegExp(quote, 'g'), `\\${quote}`);
    return quote + body + quote;
  }
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
  }
  return String(value);
}

export function pyTuple(values: unknown[]): string {
  return values.length === 1 ? `(${pyRepr(values[0])},)` : `(${values.map(pyRepr).join(', ')})`;
}
