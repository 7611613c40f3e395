import { API } from '../../src/contract/endpoints';
import type {
  ContactSubmission,
  LeadCapture,
  NewsletterSubscriber,
} from '../../src/contract/entities';
import { db } from '../db';
import { listTable } from '../paging';
import { route } from './route';

// The admin dashboard's lists; all of them need the admin credentials.

const admin = { admin: true };

export const adminHandlers = [
  route(
    'get',
    API.contactSubmissions,
    ({ url }) =>
      listTable<ContactSubmission>(db.contactSubmissions, url, {
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
    ({ url }) =>
      listTable<LeadCapture>(db.leadCaptures, url, {
        defaultSort: 'createdAt',
        sortable: ['createdAt', 'name', 'email', 'company', 'role', 'interest', 'source'],
        searchText: (row) =>
          `${row.name} ${row.email} ${row.company} ${row.role} ${row.interest} ${row.source}`,
      }),
    admin,
  ),
  route(
    'get',
    API.newsletterSubscribers,
    ({ url }) =>
      listTable<NewsletterSubscriber>(db.newsletterSubscribers, url, {
        defaultSort: 'subscribedAt',
        sortable: ['subscribedAt', 'email'],
        searchText: (row) => `${row.email} ${row.isActive ? 'active' : 'inactive'}`,
      }),
    admin,
  ),
];
