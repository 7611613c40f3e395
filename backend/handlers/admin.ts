import { API } from '../../src/contract/endpoints';
import type { LeadDetail } from '../../src/contract/lead-details';
import { LEAD_SOURCES } from '../../src/contract/options';
import { notFound } from '../http-error';
import { listTable } from '../paging';
import type { Store } from '../store';
import type { Route } from './route';

// The admin dashboard's lists, and a lead capture's details; all of them need
// the admin credentials.

const admin = { admin: true };

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
        searchText: (row) =>
          `${row.firstName} ${row.lastName} ${row.email} ${row.serviceInterest ?? ''} ${row.budget ?? ''} ${row.message}`,
      }),
    admin,
  ),
  route(
    'get',
    API.leadCaptures,
    ({ store, url }) =>
      listTable(store, 'leadCaptures', url, {
        defaultSort: 'createdAt',
        sortable: ['createdAt', 'name', 'email', 'company', 'role', 'interest', 'source'],
        searchText: (row) =>
          `${row.name} ${row.email} ${row.company} ${row.role} ${row.interest} ${row.source}`,
      }),
    admin,
  ),
  route(
    'get',
    `${API.leadCaptures}/:id`,
    async ({ store, params }): Promise<LeadDetail> => {
      const lead = await store.get('leadCaptures', params.id as string);
      if (!lead) throw notFound('Lead');
      return {
        lead,
        form: lead.recordId ? await formOf(store, lead.source, lead.recordId) : null,
        // The zone a consultation's slot is booked in: the backend's own, as
        // its calendar and the email's invitation count it.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
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
        searchText: (row) => `${row.email} ${row.isActive ? 'active' : 'inactive'}`,
      }),
    admin,
  ),
];
