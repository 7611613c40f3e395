import type { LeadCapture } from '../../src/contract/entities';
import type { LeadNotice } from '../lead-mail';
import type { LeadTable, Row } from '../store';
import type { RouteContext } from './route';

// What every lead form's record carries: its id and createdAt, given here; and
// the lead capture that consultations, estimates, audits and signups make for
// the admin dashboard, which names that record (recordId) for its details.

export async function stamp(ctx: RouteContext, table: LeadTable) {
  return { id: await ctx.newId(table), createdAt: ctx.now().toISOString() };
}

export async function leadCapture(
  ctx: RouteContext,
  lead: Omit<LeadCapture, 'id' | 'createdAt' | 'role'> & { role?: string },
): Promise<LeadCapture> {
  return { role: '', ...(await stamp(ctx, 'leadCaptures')), ...lead };
}

/** Stores a form's record with its lead capture and its email: all or nothing. */
export async function addWithLead<T extends LeadTable>(
  ctx: RouteContext,
  table: T,
  record: Row<T>,
  lead: LeadCapture,
  notice: LeadNotice,
): Promise<void> {
  const { store } = ctx;
  const queueMail = await ctx.mailFor(notice);
  await store.batch(async () => {
    await store.add(table, record);
    await store.add('leadCaptures', lead);
    await queueMail();
  });
}
