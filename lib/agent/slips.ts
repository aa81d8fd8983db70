// The tool errors Weft writes for a model's own slip (a wrong name, key, value, field or id, a
// status write, input that is not JSON): the model reads the fix and tries again. Once it has, the
// panel shows the call as corrected, not as a failure the user has to worry about. Odoo's own
// refusals (access, validation) are not slips: the user still sees them.
/** The answer to a tool call whose streamed input was not valid JSON (run-tools.ts). */
export const UNPARSED_INPUT = 'Your tool input was not valid JSON (cut off or malformed), so nothing was run. Send the call again with its input as one JSON object.';

const SLIPS: Array<(text: string) => boolean> = [
  (t) => t.startsWith('Invalid input for '),
  (t) => t.startsWith('There is no skill named '),
  (t) => t.startsWith(UNPARSED_INPUT),
  (t) => t.startsWith('run_skill needs ') || t.startsWith('run_skill takes only '),
  (t) => /^Unknown field '[^']+' on /.test(t),
  (t) => t.startsWith('Odoo error [missing_record]'),
  (t) => t.includes(") is set by Odoo's workflow buttons, not written as data"),
  (t) => /^'[^']+' is not an allowed action on /.test(t),
];

export const isSlip = (resultText: string): boolean => SLIPS.some((test) => test(resultText));
