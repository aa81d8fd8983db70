// What the card and the undo call the records an action leaves (action-types `leaves`): a confirmed
// order's delivery, a confirmed purchase's receipt, each in its own sentences (five languages).
import type { WorkflowAction } from './action-types';

type Words = NonNullable<WorkflowAction['leaves']>['words'];

export const LEFT_WORDS = {
  delivery: {
    deleted: 'act.deliveryDeleted', stays: 'act.deliveryStays', staysOrg: 'act.deliveryStaysOrg',
    gone: 'act.deliveryGone', kept: 'act.deliveryKept', keptOrg: 'act.deliveryKeptOrg', done: 'act.deliveryDone',
  },
  receipt: {
    deleted: 'act.receiptDeleted', stays: 'act.receiptStays', staysOrg: 'act.receiptStaysOrg',
    gone: 'act.receiptGone', kept: 'act.receiptKept', keptOrg: 'act.receiptKeptOrg', done: 'act.receiptDone',
  },
} as const satisfies Record<Words, Record<string, string>>;
