import { describe, expect, it } from 'vitest';
import { pageContextBlock } from '../../../lib/agent/context';
import { cliReply } from './cli-reply';

const page = { origin: 'https://acme.odoo.com', url: 'https://acme.odoo.com/odoo/contacts/5', isOdoo: true, loggedIn: true, model: 'res.partner', recordId: 5, viewType: 'form' };
const asked = (...content: unknown[]) => ({ headers: {}, body: { messages: [{ role: 'user', content }] } });

describe('the manual model stand-in', () => {
  it('matches /tool even when Weft put the page-context block first', () => {
    const reply = cliReply(asked(pageContextBlock(page), { type: 'text', text: '/tool find_by_name {"model":"res.partner","name":"Azure"}' }));
    expect(reply).toMatchObject({ content: [{ type: 'text' }, { type: 'tool_use', name: 'find_by_name', input: { model: 'res.partner', name: 'Azure' } }] });
  });

  it('echoes the user’s own words, not the context block', () => {
    const reply = cliReply(asked(pageContextBlock(page), { type: 'text', text: 'hello' }));
    expect(reply).toMatchObject({ content: [{ type: 'text', text: 'You said: hello' }] });
  });
});
