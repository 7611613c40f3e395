import type { LeadCapture } from '../../src/contract/entities';
import type { LeadTable } from '../store';
import type { RouteContext } from './route';

// What every lead form's record carries: its id and createdAt, given here; and
// the lead capture that consultations, estimates, audits and signups make for
// the admin dashboard.

export async function stamp(ctx: RouteContext, table: LeadTable) {
  return { id: await ctx.newId(table), createdAt: ctx.now().toISOString() };
}

export async function leadCapture(
  ctx: RouteContext,
  lead: Omit<LeadCapture, 'id' | 'createdAt' | 'role'> & { role?: string },
): Promise<LeadCapture> {
  return { role: '', ...(await stamp(ctx, 'leadCaptures')), ...lead };
}
