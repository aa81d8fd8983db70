/**
 * A refusal or mistake the model can fix: a guard said no, an input made no sense. run-skill turns
 * it into an is_error tool result; unlike an OdooError, nothing reached Odoo. It lives on the
 * lowest floor so every folder that checks a skill's input (lib/business, lib/files) may throw it.
 */
export class SkillError extends Error {
  override readonly name = 'SkillError';

  constructor(
    message: string,
    /** What to do instead, e.g. "did you mean 'partner_id' (Customer)?" */
    readonly hint?: string,
  ) {
    super(message);
  }

  toolMessage(): string {
    return this.hint ? `${this.message}\nHint: ${this.hint}` : this.message;
  }
}
