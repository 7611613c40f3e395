import { subscriberUpdateSchema } from '../../src/contract/admin';
import { API } from '../../src/contract/endpoints';
import type { LeadCapture } from '../../src/contract/entities';
import type { LeadDetail } from '../../src/contract/lead-details';
import { BUDGETS, LEAD_SOURCES } from '../../src/contract/options';
import { notFound } from '../http-error';
import { type ListSpec, listTable } from '../paging';
import type { Store } from '../store';
import { backendTimeZone } from './consultations';
import type { Route } from './route';

// The admin dashboard's lists, and a lead capture's details; all of them need
// the admin credentials.

const admin = { admin: true };

const LEAD_LIST: ListSpec<'leadCaptures'> = {
  defaultSort: 'createdAt',
  sortable: ['createdAt', 'name', 'email', 'company', 'role', 'interest', 'source'],
  searchText: (row) =>
    `${row.name} ${row.email} ${row.company} ${row.role} ${row.interest} ${row.source}`,
};

/** A lead capture with its form's record, and the zone a consultation's slot is booked in. */
async function detailOf(store: Store, lead: LeadCapture): Promise<LeadDetail> {
  return {
    lead,
    form: lead.recordId ? await formOf(store, lead.source, lead.recordId) : null,
    // The backend's own zone, as its calendar and the email's invitation count it.
    timeZone: backendTimeZone(),
  };
}

/** The record of the form a lead capture came from, found by its source and recordId. */
async function formOf(store: Store, source: string, id: string): Promise<LeadDetail['form']> {
  switch (source) {
    case LEAD_SOURCES.consultation: {
      const record = await store.get('consultations', id);
      return record ? { kind: 'consultation', record } : null;
    }
    case LEAD_SOURCES.costCalculator: {
      const record = await store.get('costEstimates', id);
      return record ? { kind: 'costEstimate', record } : null;
    }
    case LEAD_SOURCES.freeAudit: {
      const record = await store.get('freeAudits', id);
      return record ? { kind: 'freeAudit', record } : null;
    }
    case LEAD_SOURCES.newsletter: {
      const record = await store.get('newsletterSubscribers', id);
      return record ? { kind: 'newsletter', record } : null;
    }
    default:
      return null;
  }
}

export const adminHandlers = (route: Route) => [
  route(
    'get',
    API.contactSubmissions,
    ({ store, url }) =>
      listTable(store, 'contactSubmissions', url, {
        defaultSort: 'createdAt',
        sortable: [
          'createdAt',
          'firstName',
          'lastName',
          'email',
          'serviceInterest',
          'budget',
          'message',
        ],
        // By amount: '10k-50k' before '100k-250k'.
        ranks: { budget: BUDGETS.map((budget) => budget.value) },
        searchText: (row) =>
          `${row.firstName} ${row.lastName} ${row.email} ${row.serviceInterest ?? ''} ${row.budget ?? ''} ${row.message}`,
      }),
    admin,
  ),
  route(
    'get',
    API.leadCaptures,
    ({ store, url }) => listTable(store, 'leadCaptures', url, LEAD_LIST),
    admin,
  ),
  route(
    'get',
    API.leadDetails,
    async ({ store, url }) => {
      const leads = await listTable(store, 'leadCaptures', url, LEAD_LIST);
      const details = async (rows: readonly LeadCapture[]) => {
        const out: LeadDetail[] = [];
        // One read after another: the store's transaction holds one connection.
        for (const lead of rows) out.push(await detailOf(store, lead));
        return out;
      };
      return Array.isArray(leads)
        ? details(leads)
        : { ...leads, items: await details(leads.items) };
    },
    admin,
  ),
  route(
    'get',
    `${API.leadCaptures}/:id`,
    async ({ store, params }): Promise<LeadDetail> => {
      const lead = await store.get('leadCaptures', params.id as string);
      if (!lead) throw notFound('Lead');
      return detailOf(store, lead);
    },
    admin,
  ),
  route(
    'get',
    API.newsletterSubscribers,
    ({ store, url }) =>
      listTable(store, 'newsletterSubscribers', url, {
        defaultSort: 'subscribedAt',
        sortable: ['subscribedAt', 'email'],
        searchText: (row) => row.email,
        searchWords: (row) => [row.isActive ? 'active' : 'inactive'],
      }),
    admin,
  ),
  route(
    'put',
    `${API.newsletterSubscribers}/:id`,
    async ({ store, params, body }) => {
      const { isActive } = await body(subscriberUpdateSchema);
      return store.transaction(async () => {
        const current = await store.get('newsletterSubscribers', params.id as string, {
          forUpdate: true,
        });
        if (!current) throw notFound('Subscriber');
        if (current.isActive === isActive) return current;
        const next = { ...current, isActive };
        await store.put('newsletterSubscribers', next);
        return next;
      });
    },
    {
      admin: true,
      audit: {
        action: 'update newsletter subscriber',
        item: (params: Record<string, string>) => `newsletterSubscribers/${params.id}`,
      },
    },
  ),
];
