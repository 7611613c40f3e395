import { LIST_QUERY_KEYS, listQuerySchema } from '../src/contract/admin';
import type { Page } from '../src/contract/entities';
import { fieldErrorsOf, HttpError } from './http-error';
import type { Field, Row, Store, TableName } from './store';

// Admin lists are read in the store's order: sorted by a field (an index of the
// table), paged with offset/limit, searched with a filter over the sorted rows.
// Without any paging parameter the answer is the plain array of spec section 7,
// newest first.

export interface ListSpec<T extends TableName> {
  defaultSort: Field<T>;
  /** Sortable fields, each an index of the table. */
  sortable: readonly Field<T>[];
  /**
   * Fields whose values sort in an order of their own, not their text's: a
   * budget's codes by amount (see ListQuery's rank).
   */
  ranks?: { [F in Field<T>]?: readonly string[] };
  /** The text a search looks in. */
  searchText: (row: Row<T>) => string;
  /**
   * Words a search finds only whole (a status: "active" must not find the
   * "inactive" ones, whose word holds it).
   */
  searchWords?: (row: Row<T>) => string[];
}

export async function listTable<T extends TableName>(
  store: Store,
  table: T,
  url: URL,
  spec: ListSpec<T>,
): Promise<Row<T>[] | Page<Row<T>>> {
  const wantsPage = LIST_QUERY_KEYS.some((key) => url.searchParams.has(key));
  if (!wantsPage) return store.list(table, { orderBy: spec.defaultSort, desc: true });

  const parsed = listQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new HttpError(400, 'Invalid list query', fieldErrorsOf(parsed.error));
  const { page, pageSize, order, q } = parsed.data;
  const sort = (parsed.data.sort ?? spec.defaultSort) as Field<T>;
  if (!spec.sortable.includes(sort)) {
    throw new HttpError(400, 'Invalid list query', {
      sort: [`Sort by one of: ${spec.sortable.join(', ')}`],
    });
  }

  const rank = spec.ranks?.[sort];
  const offset = (page - 1) * pageSize;
  const needle = q.toLowerCase();
  if (needle) {
    // A search filters the sorted rows in memory (the Dexie store caches them,
    // mocks/row-cache.ts): a filtered Dexie collection walks a cursor row by row,
    // twice (count, then the page), which takes seconds over 10,000 rows.
    const rows = ranked(await store.scan(table, sort), sort, rank);
    const ordered = order === 'desc' ? [...rows].reverse() : rows;
    const matches = ordered.filter(
      (row) =>
        spec.searchText(row).toLowerCase().includes(needle) ||
        (spec.searchWords?.(row).includes(needle) ?? false),
    );
    return {
      items: matches.slice(offset, offset + pageSize),
      total: matches.length,
      page,
      pageSize,
    };
  }

  const total = await store.count(table);
  // A page past the end is empty: no cursor is opened (IndexedDB's advance()
  // also refuses offsets beyond 2^32 - 1).
  const items =
    offset >= total
      ? []
      : await store.list(table, {
          orderBy: sort,
          rank,
          desc: order === 'desc',
          offset,
          limit: pageSize,
        });
  return { items, total, page, pageSize };
}

/**
 * Rows in ascending order of `field` put in the order of its `rank`, as the
 * store lists them: the unlisted values first, in the order they came.
 */
function ranked<R>(rows: readonly R[], field: string, rank: readonly string[] | undefined) {
  if (!rank) return rows;
  const place = (row: R) => rank.indexOf(String((row as Record<string, unknown>)[field] ?? '')) + 1;
  // A stable sort: rows of one value keep the store's order (by id).
  return [...rows].sort((a, b) => place(a) - place(b));
}
