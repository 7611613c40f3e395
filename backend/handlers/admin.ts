import { API } from '../../src/contract/endpoints';
import { listTable } from '../paging';
import type { Route } from './route';

// The admin dashboard's lists; all of them need the admin credentials.

const admin = { admin: true };

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
