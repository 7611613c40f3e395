import type { EntityTable } from 'dexie';
import { LIST_QUERY_KEYS, listQuerySchema } from '../src/contract/admin';
import type { Page } from '../src/contract/entities';
import { fieldErrorsOf, HttpError } from './http-error';
import { sortedRows } from './row-cache';

// Admin lists are read by index: sorted by an indexed field, paged with
// offset/limit, searched with a filter over the rows read in index order. Without
// any paging parameter the answer is the plain array of spec section 7, newest first.

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

  const offset = (page - 1) * pageSize;
  const needle = q.toLowerCase();
  if (needle) {
    // A search filters the sorted rows in memory (mocks/row-cache.ts): a filtered
    // Dexie collection walks a cursor row by row, twice (count, then the page),
    // which takes seconds over 10,000 rows.
    const rows = await sortedRows<T>(table, sort);
    const ordered = order === 'desc' ? [...rows].reverse() : rows;
    const matches = ordered.filter((row) => spec.searchText(row).toLowerCase().includes(needle));
    return {
      items: matches.slice(offset, offset + pageSize),
      total: matches.length,
      page,
      pageSize,
    };
  }

  let collection = table.orderBy(sort);
  if (order === 'desc') collection = collection.reverse();
  const total = await table.count();
  // A page past the end is empty: no cursor is opened (IndexedDB's advance()
  // also refuses offsets beyond 2^32 - 1).
  const items = offset >= total ? [] : await collection.offset(offset).limit(pageSize).toArray();
  return { items, total, page, pageSize };
}
