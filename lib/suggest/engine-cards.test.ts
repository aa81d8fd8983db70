// What the user does with a suggestion card (act, dismiss, mute a probe, seen) and the badge count.
import { describe, expect, it } from 'vitest';
import { identityKey } from '@/lib/db';
import { DB_NAME } from '../../test/stand-ins/odoo/session';
import { page, trigger } from '@/test/suggest-kit';
import { useEngineRig } from '@/test/engine-rig';

const rig = useEngineRig();

describe('suggestion engine: the cards', () => {
  it('acts, dismisses, mutes a probe for good and keeps the badge count', async () => {
    const { e, badge, muted, settle } = rig.engine();
    e.onTrigger(1, trigger('record_opened'), rig.order(9)); // draft-missing-lines (+ overdue-customer: Wood Corner is up to date)
    await settle();
    e.onTrigger(1, trigger('error_shown', 'Boom'), page(rig.odoo.url, { model: 'res.partner', recordId: 5 }));
    await settle();
    expect(await e.unseenCount()).toBe(2);
    const [lines, error] = await rig.rows();
    const acted = await e.act(error!.id);
    expect(acted?.action).toMatchObject({ kind: 'chat', context: expect.stringContaining('Boom') });
    await e.dismiss(lines!.id, true);
    expect(await muted.list()).toEqual(['draft-missing-lines']);
    expect((await rig.rows()).map((r) => r.status)).toEqual(['dismissed', 'acted']);
    expect(badge).toEqual([1, 2, 1, 0]);
    // Muted: not even run again.
    rig.odoo.calls.length = 0;
    rig.clock += 2 * 86_400_000;
    e.onTrigger(1, trigger('record_opened'), rig.order(9));
    await settle();
    expect(rig.odoo.calls.map((c) => c.method)).toEqual(['web_read', 'read_group']); // overdue-customer only
    expect(await e.act('no-such-id')).toBeNull();
  });

  it('marks cards seen for the badge', async () => {
    const { e, badge, settle } = rig.engine();
    e.onTrigger(1, trigger('record_opened'), rig.order(1));
    await settle();
    await e.markSeen('http://elsewhere.example|weft|2');
    expect(await e.unseenCount()).toBe(1); // another identity's panel does not see them
    await e.markSeen(identityKey({ origin: rig.odoo.url, db: DB_NAME, uid: 2 }));
    expect(await e.unseenCount()).toBe(0);
    expect(badge.at(-1)).toBe(0);
    expect((await rig.rows())[0]!.status).toBe('seen');
  });
});
