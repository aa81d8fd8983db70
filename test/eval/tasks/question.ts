// A question task: what the user asks, and the figures or names Odoo says the answer must give.
import type { OdooClient } from '@/lib/odoo/client';
import { mentions, saysNone, type Figure } from '../checks';
import type { EvalTask, Prepared } from '../task';
import { round2 } from './facts';

export type Question = Omit<Prepared, 'approve' | 'check'> & { figures?: Figure[]; names?: string[]; none?: boolean };

export function question(id: string, make: (odoo: OdooClient) => Promise<Question | { skip: string }>): EvalTask {
  return {
    id,
    job: 'chat',
    async prepare({ odoo }) {
      const q = await make(odoo);
      if ('skip' in q) return q;
      const { figures = [], names = [], none, ...rest } = q;
      return { ...rest, approve: 0, check: async ({ turn }) => (none ? saysNone(turn.answer) : mentions(turn.answer, figures, names)) };
    },
  };
}

export const count = (n: number, label: string): Figure => ({ count: n, label });
export const amount = (n: number, label: string): Figure => ({ amount: round2(n), label });

export const CONFIRMED = [['state', 'in', ['sale', 'done']]];
