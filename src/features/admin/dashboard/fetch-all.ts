import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import type { ListQuery } from '../../../contract/admin';
import type { Page } from '../../../contract/entities';
import { type CsvColumn, type CsvExport, toCsv } from '../csv';

/** One of the admin list query factories of src/api/queries.ts. */
export type ListQueryFactory<T> = (query: ListQuery) => {
  queryKey: readonly unknown[];
  // biome-ignore lint/suspicious/noExplicitAny: the factories type their key precisely
  queryFn?: QueryFunction<Page<T>, any>;
};

const EXPORT_PAGE_SIZE = 500;

/** Every row of a list for the current search and sort, page by page. */
export async function fetchAll<T>(
  queryClient: QueryClient,
  query: ListQueryFactory<T>,
  current: ListQuery,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await queryClient.fetchQuery({
      ...query({ ...current, page, pageSize: EXPORT_PAGE_SIZE }),
      staleTime: 0,
    });
    rows.push(...result.items);
    if (result.items.length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

/** An export of every row of a list's current search and sort, as a CSV of these columns. */
export const csvExport =
  <T>(query: ListQueryFactory<T>, columns: readonly CsvColumn<T>[]) =>
  async (current: ListQuery, queryClient: QueryClient): Promise<CsvExport> => {
    const rows = await fetchAll(queryClient, query, current);
    return { rows: rows.length, text: toCsv(rows, columns) };
  };
