import type { LeadCapture } from '../../src/contract/entities';
import type { RouteContext } from './route';

// What every lead form's record carries: its id and createdAt, given here; and
// the lead capture that consultations, estimates, audits and signups make for
// the admin dashboard.

export function stamp(ctx: RouteContext) {
  return { id: crypto.randomUUID(), createdAt: ctx.now().toISOString() };
}

export function leadCapture(
  ctx: RouteContext,
  lead: Omit<LeadCapture, 'id' | 'createdAt' | 'role'> & { role?: string },
): LeadCapture {
  return { role: '', ...stamp(ctx), ...lead };
}
