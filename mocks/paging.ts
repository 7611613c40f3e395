import type { EntityTable } from 'dexie';
import { LIST_QUERY_KEYS, listQuerySchema } from '../src/contract/admin';
import type { Page } from '../src/contract/entities';
import { fieldErrorsOf, HttpError } from './http-error';

// Admin lists are read by index: sorted by an indexed field, paged with
// offset/limit, searched with a filter over the sorted cursor. Without any paging
// parameter the answer is the plain array of spec section 7, newest first.

export interface ListSpec<T> {
  defaultSort: string;
  /** Sortable fields, each an index of the table. */
  sortable: readonly string[];
  /** The text a search looks in. */
  searchText: (row: T) => string;
}

export async function listTable<T extends { id: string }>(
  table: EntityTable<T, 'id'>,
  url: URL,
  spec: ListSpec<T>,
): Promise<T[] | Page<T>> {
  const wantsPage = LIST_QUERY_KEYS.some((key) => url.searchParams.has(key));
  if (!wantsPage) return table.orderBy(spec.defaultSort).reverse().toArray();

  const parsed = listQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new HttpError(400, 'Invalid list query', fieldErrorsOf(parsed.error));
  const { page, pageSize, order, q } = parsed.data;
  const sort = parsed.data.sort ?? spec.defaultSort;
  if (!spec.sortable.includes(sort)) {
    throw new HttpError(400, 'Invalid list query', {
      sort: [`Sort by one of: ${spec.sortable.join(', ')}`],
    });
  }

  let collection = table.orderBy(sort);
  if (order === 'desc') collection = collection.reverse();
  const needle = q.toLowerCase();
  if (needle)
    collection = collection.filter((row) => spec.searchText(row).toLowerCase().includes(needle));
  const total = needle ? await collection.clone().count() : await table.count();
  const items = await collection
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .toArray();
  return { items, total, page, pageSize };
}
