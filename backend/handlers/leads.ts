import { API } from '../../src/contract/endpoints';
import type { ContactSubmission, NewsletterSignup } from '../../src/contract/entities';
import {
  contactInquirySchema,
  contactPageSchema,
  costEstimateSchema,
  freeAuditSchema,
  newsletterSchema,
} from '../../src/contract/forms';
import { contactRecordOf, isContactPageSend } from '../../src/contract/lead-details';
import { CALCULATOR_PROJECT_TYPES, LEAD_SOURCES } from '../../src/contract/options';
import { isUniqueViolationOf } from '../store';
import { addWithLead, leadCapture, stamp } from './lead-records';
import type { Route, RouteContext } from './route';

// The lead forms (consultations apart, in ./consultations.ts). Every record gets
// its id and createdAt here; cost estimates, free audits and newsletter signups
// also make a lead capture for the admin dashboard.

// Every form here is a visitor's: counted against the rate limit.
const created = { status: 201, publicForm: true };

/** The contact dialog sends name; the contact page sends firstName and lastName. */
async function contactSubmission(ctx: RouteContext): Promise<ContactSubmission> {
  const schema = isContactPageSend(await ctx.json()) ? contactPageSchema : contactInquirySchema;
  const form = await ctx.body(schema);
  return { ...(await stamp(ctx, 'contactSubmissions')), ...contactRecordOf(form) };
}

export const leadHandlers = (route: Route) => [
  route(
    'post',
    API.contact,
    async (ctx) => {
      const record = await contactSubmission(ctx);
      const { store } = ctx;
      const queueMail = await ctx.mailFor({ kind: 'contact', record });
      await store.batch(async () => {
        await store.add('contactSubmissions', record);
        await queueMail();
      });
      return record;
    },
    created,
  ),

  route(
    'post',
    API.costCalculator,
    async (ctx) => {
      const form = await ctx.body(costEstimateSchema);
      const record = { ...(await stamp(ctx, 'costEstimates')), ...form };
      const type = CALCULATOR_PROJECT_TYPES.find((option) => option.value === form.projectType);
      const lead = await leadCapture(ctx, {
        name: form.name,
        email: form.email,
        company: form.company,
        interest: type?.label ?? form.projectType,
        source: LEAD_SOURCES.costCalculator,
        recordId: record.id,
      });
      await addWithLead(ctx, 'costEstimates', record, lead, { kind: 'costEstimate', record });
      return record;
    },
    created,
  ),

  route(
    'post',
    API.freeAudit,
    async (ctx) => {
      const form = await ctx.body(freeAuditSchema);
      const record = { ...(await stamp(ctx, 'freeAudits')), ...form };
      const lead = await leadCapture(ctx, {
        name: form.name,
        email: form.email,
        company: form.company,
        // The site by its host (a name of at most 253 characters, and a port:
        // src/contract/fields.ts): the lead keeps to its column's limit, and
        // the whole address is in the audit's record.
        interest: `Technical audit of ${new URL(form.website).host}`,
        source: LEAD_SOURCES.freeAudit,
        recordId: record.id,
      });
      await addWithLead(ctx, 'freeAudits', record, lead, { kind: 'freeAudit', record });
      return record;
    },
    created,
  ),

  route(
    'post',
    API.newsletter,
    async (ctx): Promise<NewsletterSignup> => {
      const { email } = await ctx.body(newsletterSchema);
      const address = email.toLowerCase();
      const { store } = ctx;
      // The id sequences (../ids.ts) join the transaction too.
      const subscribe = () =>
        store.transaction(async () => {
          const existing = await store.find('newsletterSubscribers', 'email', address);
          if (existing?.isActive) return;
          const subscriber = existing
            ? { ...existing, isActive: true }
            : {
                id: await ctx.newId('newsletterSubscribers'),
                email: address,
                isActive: true,
                subscribedAt: ctx.now().toISOString(),
              };
          await store.put('newsletterSubscribers', subscriber);
          await store.add(
            'leadCaptures',
            await leadCapture(ctx, {
              name: '',
              email: address,
              company: '',
              interest: 'Weekly tech insights',
              source: LEAD_SOURCES.newsletter,
              recordId: subscriber.id,
            }),
          );
          const queueMail = await ctx.mailFor({
            kind: 'newsletter',
            record: subscriber,
            reactivated: !!existing,
          });
          await queueMail();
        });
      try {
        await subscribe();
      } catch (error) {
        if (!isUniqueViolationOf(error, 'newsletterSubscribers', 'email')) throw error;
        // Another request subscribed the address since this one looked: answered
        // as if it had come second.
        await subscribe();
      }
      // The same answer whether the address was new, subscribed or subscribed
      // again: no one learns from it who is on the list, or since when.
      return signup(address);
    },
    created,
  ),
];

const signup = (email: string): NewsletterSignup => ({ email, isActive: true });
