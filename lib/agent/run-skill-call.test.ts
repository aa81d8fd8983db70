import { english, say } from '@/lib/i18n';
// A skill reached through find_skills and run_skill meets the same gate as a direct call: the
// offer check (mode, rights), effects, taint, the confirm card, the journal and the kept card.
import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { loadMessages } from './store';

let r: AgentRig | undefined;
afterEach(async () => {
  await r?.close();
  r = undefined;
});

const rig = () => r!;
const resultOf = (index: number, id: string) =>
  rig().model.requests[index]!.body.messages.at(-1).content.find((b: { tool_use_id?: string }) => b.tool_use_id === id);
const done = async () => (await rig().db.operations.toArray()).filter((o) => o.status === 'done');
const archive = { model: 'res.partner', ids: [6] };

describe('run_skill goes through the gate as the skill it names', () => {
  it('the confirm card, its hash and the journal entry are the direct call’s', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    rig().model.script(toolCall('archive_records', archive, 'toolu_direct'), text('Declined.'));
    const first = await rig().send('Archive Deco Addict');
    const direct = await rig().next('confirm/request');
    rig().service.answer({ pendingId: direct.pendingId, argsHash: direct.argsHash, approve: false });
    await first.ended;

    rig().model.script(toolCall('run_skill', { name: 'archive_records', input: archive }, 'toolu_run'), text('Archived.'));
    const second = await rig().send('Archive Deco Addict');
    const viaRunner = await rig().next('confirm/request', (e) => e.turnId === second.turnId);
    expect(viaRunner.argsHash).toBe(direct.argsHash);
    expect(viaRunner.preview).toEqual(direct.preview);
    expect(rig().ops.odoo.db.get('res.partner', 6)?.active).not.toBe(false); // nothing before the click
    rig().service.answer({ pendingId: viaRunner.pendingId, argsHash: viaRunner.argsHash, approve: true });
    expect(await second.ended).toMatchObject({ status: 'done' });
    expect(rig().ops.odoo.db.get('res.partner', 6)?.active).toBe(false);
    expect(await done()).toEqual([expect.objectContaining({ turnId: second.turnId, skill: 'archive_records', kind: 'archive', recordIds: [6] })]);
    expect(rig().events).toContainEqual(expect.objectContaining({ type: 'turn/tool', toolUseId: 'toolu_run', name: 'archive_records', status: 'done' }));
  });

  it('read-only mode refuses a write skill named to run_skill, with no card and no write', async () => {
    r = await agentRig({ mode: 'read-only' });
    rig().model.script(toolCall('run_skill', { name: 'update_records', input: { model: 'res.partner', ids: [5], values: { phone: '0' } } }, 'toolu_run'), text('Read-only.'));
    expect(await (await rig().send('Clear the phone of Azure Interior')).ended).toMatchObject({ status: 'done' });
    expect(resultOf(1, 'toolu_run')).toMatchObject({ is_error: true, content: expect.stringMatching(/read-only/) });
    expect(rig().ops.odoo.db.get('res.partner', 5)?.phone).toBe('+1 870-931-0505');
    expect(rig().events.some((e) => e.type === 'confirm/request')).toBe(false);
  });

  it('a skill on a model the user may not read is neither found nor run, and both say why', async () => {
    r = await agentRig({ mode: 'auto-read' });
    rig().ops.odoo.db.revoke(2, 'crm.lead');
    rig().model.script(
      toolCall('find_skills', { query: 'crm pipeline opportunities' }, 'toolu_find'),
      toolCall('run_skill', { name: 'crm_pipeline', input: {} }, 'toolu_run'),
      text('No CRM here.'),
    );
    expect(await (await rig().send('How is my pipeline?')).ended).toMatchObject({ status: 'done' });
    const found = JSON.parse(String(resultOf(1, 'toolu_find').content)) as { skills: Array<{ name: string }>; unavailable?: Array<{ name: string; why: string }> };
    expect(found.skills.map((s) => s.name)).not.toContain('crm_pipeline');
    expect(found.unavailable).toEqual([{ name: 'crm_pipeline', why: expect.stringMatching(/may not read crm\.lead records/) }]);
    expect(resultOf(2, 'toolu_run')).toMatchObject({ is_error: true, content: expect.stringMatching(/^crm_pipeline is not available: the user may not read crm\.lead/) });
  });

  it("rights are read once per identity; when Odoo refuses a call for access they are read again next turn", async () => {
    r = await agentRig({ mode: 'auto-read' });
    const learnt = () => rig().ops.odoo.calls.filter((c) => c.method === 'display_name_for').length;
    rig().model.script(text('Hello.'));
    await (await rig().send('Hello')).ended;
    expect(learnt()).toBe(1);
    // An administrator takes CRM away from the user: Weft still offers it until Odoo refuses.
    rig().ops.odoo.db.revoke(2, 'crm.lead');
    rig().model.script(toolCall('run_skill', { name: 'crm_pipeline', input: {} }, 'toolu_refused'), text('No access.'));
    await (await rig().send('How is my pipeline?')).ended;
    expect(learnt()).toBe(1);
    expect(resultOf(2, 'toolu_refused')).toMatchObject({ is_error: true, content: expect.stringMatching(/access/i) });
    rig().model.script(toolCall('find_skills', { query: 'crm pipeline opportunities' }, 'toolu_find'), text('No CRM for you.'));
    await (await rig().send('And my pipeline now?')).ended;
    expect(learnt()).toBe(2);
    expect((JSON.parse(String(resultOf(4, 'toolu_find').content)) as { skills: Array<{ name: string }> }).skills.map((s) => s.name)).not.toContain('crm_pipeline');
  });

  it('after Odoo text, a write through run_skill on a record the user did not name asks in auto-edit, and says why', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    rig().model.script(
      toolCall('read_record', { model: 'res.partner', ids: [16], fields: ['name', 'comment'] }, 'toolu_read'),
      toolCall('run_skill', { name: 'update_records', input: { model: 'res.partner', ids: [5], values: { phone: '0' } } }, 'toolu_run'),
      text('Declined.'),
    );
    const { ended } = await rig().send('Summarise the notes on this customer');
    const card = await rig().next('confirm/request');
    expect(say(english, card.preview.askedBecause)).toMatch(/^Asked because this turn /);
    rig().service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: false });
    expect(await ended).toMatchObject({ status: 'done' });
    expect(rig().ops.odoo.db.get('res.partner', 5)?.phone).toBe('+1 870-931-0505');
    expect(rig().events).toContainEqual(expect.objectContaining({ toolUseId: 'toolu_run', name: 'update_records', status: 'denied' }));
  });

  it('refuses a run_skill call whose skill input is not nested under "input"', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    rig().model.script(toolCall('run_skill', { name: 'archive_records', ...archive }, 'toolu_run'), text('Retrying.'));
    expect(await (await rig().send('Archive Deco Addict')).ended).toMatchObject({ status: 'done' });
    expect(resultOf(1, 'toolu_run')).toMatchObject({ is_error: true, content: expect.stringMatching(/put model, ids inside "input"/) });
    expect(await done()).toEqual([]);
  });

  it('a card asked through run_skill is kept across a worker restart and answers that tool call', async () => {
    r = await agentRig({ mode: 'auto-read' });
    rig().model.script(toolCall('run_skill', { name: 'archive_records', input: archive }, 'toolu_run'));
    const { turnId, conversationId } = await rig().send('Archive Deco Addict');
    const request = await rig().next('confirm/request');
    const restarted = rig().restart();
    await restarted.recover();
    const [, again] = await restarted.pending();
    expect(again).toMatchObject({ type: 'confirm/request', turnId, argsHash: request.argsHash });
    const offered = again as typeof request;
    expect(restarted.answer({ pendingId: offered.pendingId, argsHash: offered.argsHash, approve: true })).toBe(true);
    await rig().next('turn/ended', (e) => e.turnId === turnId);
    expect(await done()).toHaveLength(1);
    const rows = await loadMessages(rig().db, conversationId);
    expect(rows.at(-2)!.content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_run', is_error: false });
  });

  it('find_skills answers without Odoo, with inputs to call; the tools stay byte-identical across turns', async () => {
    r = await agentRig({ mode: 'auto-read' });
    rig().model.script(toolCall('find_skills', { query: 'overdue invoices' }, 'toolu_find'), text('Found it.'));
    await (await rig().send('Which invoices are overdue?')).ended;
    const found = JSON.parse(resultOf(1, 'toolu_find').content);
    expect(found.skills[0]).toMatchObject({ name: 'invoices_overdue', input: { 'kind?': 'customer|vendor: Default customer', 'min_days?': expect.stringMatching(/^integer/) } });
    rig().model.script(text('Hello again.'));
    await (await rig().send('Thanks')).ended;
    const tools = rig().model.requests.map((q) => JSON.stringify(q.body.tools));
    expect(new Set(tools).size).toBe(1);
    expect(rig().model.requests[0]!.body.tools.at(-1)).toMatchObject({ name: 'run_skill', cache_control: { type: 'ephemeral' } });
  });
});
