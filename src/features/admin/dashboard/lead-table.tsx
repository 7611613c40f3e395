import {
  Box,
  Button,
  Flex,
  HStack,
  NativeSelect,
  Spinner,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import {
  keepPreviousData,
  type QueryClient,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Input, PHONE_FIELD_TEXT } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import type { ListQuery } from '../../../contract/admin';
import { TEXT_LIMITS } from '../../../contract/limits';
import { failureReason } from '../../../lib/api-client';
import { oneOf, useViewParams } from '../../../lib/use-view-params';
import { CSV_BOM, type CsvColumn, type CsvExport, downloadText } from '../csv';
import { csvExport, type ListQueryFactory } from './fetch-all';

export interface LeadColumn<T> extends CsvColumn<T> {
  /** The backend's sort key; a column without one does not sort. */
  sort?: string;
  cell: (row: T) => ReactNode;
}

export interface LeadTableProps<T extends { id: string }> {
  /** Plural name, lower case: "contact submissions". */
  noun: string;
  query: ListQueryFactory<T>;
  columns: readonly LeadColumn<T>[];
  /**
   * Every row of the list's current search and sort, as the CSV to save, where
   * it carries more than the list shows; the list's rows and columns otherwise.
   */
  exportCsv?: (current: ListQuery, queryClient: QueryClient) => Promise<CsvExport>;
  defaultSort: string;
  emptyText: string;
  fileName: string;
}

const PAGE_SIZES = [10, 25, 50, 100];
const PAGE_SIZE = 25;
/** The address's parameters a list's view is kept in (useViewParams). */
export const LIST_VIEW_KEYS = ['q', 'page', 'pageSize', 'sort', 'order'] as const;

/** The date column sorts newest first; any other column from A (or the smallest) on. */
const defaultOrder = (sort: string, defaultSort: string) => (sort === defaultSort ? 'desc' : 'asc');

interface ListView {
  q: string;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

/**
 * The list's view named by the address, each part checked: what is not one
 * of the list's values (a page that is no number, a column it does not have)
 * is its default.
 */
function readView<T>(
  params: URLSearchParams,
  columns: readonly LeadColumn<T>[],
  defaultSort: string,
): ListView {
  const q = (params.get('q') ?? '').trim().slice(0, TEXT_LIMITS.search);
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sorts = columns.flatMap((column) => (column.sort ? [column.sort] : []));
  const sort = oneOf(params, 'sort', [defaultSort, ...sorts], defaultSort);
  return {
    q,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : PAGE_SIZE,
    sort,
    order: oneOf(params, 'order', ['asc', 'desc'] as const, defaultOrder(sort, defaultSort)),
  };
}
/** Typing pauses this long before the list is searched; clearing the box applies at once. */
const SEARCH_DELAY_MS = 120;

/** One admin list: search, sortable columns, paging and CSV export of what is shown. */
export function LeadTable<T extends { id: string }>(props: LeadTableProps<T>) {
  const { noun, query, columns, defaultSort, emptyText, fileName } = props;
  const exportCsv = props.exportCsv ?? csvExport(query, columns);
  const searchId = useId();
  const sizeId = useId();
  const queryClient = useQueryClient();
  const [params, change] = useViewParams();
  const view = readView(params, columns, defaultSort);
  const { q, page, pageSize, sort, order } = view;
  const [search, setSearch] = useState(q);
  const [exporting, setExporting] = useState(false);

  // The search typed is applied once typing pauses; a search that comes from
  // the address (Back, a link to the dashboard) is shown in the box.
  const applied = useRef(q);
  useEffect(() => {
    if (q === applied.current) return;
    applied.current = q;
    setSearch(q);
  }, [q]);
  useEffect(() => {
    const next = search.trim();
    if (next === applied.current) return;
    const timer = setTimeout(
      () => {
        applied.current = next;
        change({ q: next, page: undefined });
      },
      next === '' ? 0 : SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, change]);

  const listQuery: ListQuery = { page, pageSize, sort, order, q };
  const { data, isPending, isError, error, isFetching, refetch } = useQuery({
    ...query(listQuery),
    placeholderData: keepPreviousData,
  });

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  // A page past the end (a link kept while the list shrank) shows the last one.
  const pastEnd = data !== undefined && !isFetching && page > pages;
  useEffect(() => {
    if (pastEnd) change({ page: pages > 1 ? pages : undefined });
  }, [pastEnd, pages, change]);

  const setPage = (next: number) => change({ page: next > 1 ? next : undefined });
  const showing = `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  const noMatch = q ? `No ${noun} match “${q}”.` : emptyText;
  const empty = !isPending && !isError && total === 0;
  const onSort = (key: string) => {
    const nextOrder =
      key === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(key, defaultSort);
    change({
      sort: key === defaultSort ? undefined : key,
      order: nextOrder === defaultOrder(key, defaultSort) ? undefined : nextOrder,
      page: undefined,
    });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const { rows, text } = await exportCsv(listQuery, queryClient);
      downloadText(`${fileName}.csv`, CSV_BOM + text, 'text/csv;charset=utf-8');
      // "1 contact submission", "2 contact submissions".
      const counted = `${rows.toLocaleString('en-US')} ${rows === 1 ? noun.replace(/s$/, '') : noun}`;
      notify('success', 'Export ready', `${counted} exported to ${fileName}.csv`);
    } catch (reason) {
      notify('error', 'Error', `Export failed: ${failureReason(reason)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Flex gap="3" mb="4" align="end" wrap="wrap" justify="space-between">
        {/* 15rem, but never wider than the card (a larger text size on a phone). */}
        <Box flex="1" minW="min(15rem, 100%)">
          <label htmlFor={searchId}>
            <VisuallyHidden>Search {noun}</VisuallyHidden>
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder={`Search ${noun}…`}
            value={search}
            maxLength={TEXT_LIMITS.search}
            onChange={(event) => setSearch(event.target.value)}
            maxW="md"
          />
        </Box>
        <HStack gap="3">
          {isFetching && data ? <Spinner size="sm" aria-label="Updating" /> : null}
          <Button
            variant="outline"
            onClick={onExport}
            loading={exporting}
            loadingText="Exporting..."
            disabled={total === 0}
          >
            Export CSV
          </Button>
        </HStack>
      </Flex>

      {isPending ? (
        <Flex justify="center" py="10">
          <Spinner aria-label={`Loading ${noun}`} />
        </Flex>
      ) : isError ? (
        <HStack gap="3" py="6" wrap="wrap" role="alert">
          <Text color="fg.error">
            Could not load {noun}: {failureReason(error)}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        </HStack>
      ) : empty ? null : (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root recipe={tableSlotRecipe} size="sm" striped>
              <Table.Header>
                <Table.Row>
                  {columns.map((column) => (
                    <Table.ColumnHeader
                      key={column.header}
                      fontWeight="semibold"
                      aria-sort={
                        column.sort && column.sort === sort
                          ? order === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      {column.sort ? (
                        <Button
                          variant="plain"
                          size="xs"
                          px="0"
                          fontSize="inherit"
                          fontWeight="inherit"
                          onClick={() => onSort(column.sort as string)}
                        >
                          {column.header}
                          <span aria-hidden="true">
                            {column.sort === sort ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                          </span>
                        </Button>
                      ) : (
                        column.header
                      )}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data?.items.map((row) => (
                  <Table.Row key={row.id}>
                    {columns.map((column) => (
                      <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {showing}
            </Text>
            {/* On a phone the controls wrap as wholes: no label broken over
                lines, no select squeezed until its value is hidden. */}
            <HStack gap="2" flexWrap="wrap" whiteSpace="nowrap">
              <HStack gap="2">
                <label htmlFor={sizeId}>
                  <Text as="span" fontSize="sm">
                    Rows per page
                  </Text>
                </label>
                <NativeSelect.Root
                  recipe={nativeSelectSlotRecipe}
                  size="sm"
                  width="20"
                  flexShrink="0"
                >
                  <NativeSelect.Field
                    borderColor="border.field"
                    fontSize={PHONE_FIELD_TEXT}
                    colorPalette="brand"
                    id={sizeId}
                    value={pageSize}
                    onChange={(event) => {
                      const size = Number(event.target.value);
                      change({ pageSize: size === PAGE_SIZE ? undefined : size, page: undefined });
                    }}
                  >
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator aria-hidden />
                </NativeSelect.Root>
              </HStack>
              {/* The pages, a whole: on a phone on a line of their own, the
                  page's number above its four buttons. */}
              <HStack gap="1" flexWrap="wrap">
                <PagerButton label="First page" off={page <= 1} onPress={() => setPage(1)}>
                  «
                </PagerButton>
                <PagerButton off={page <= 1} onPress={() => setPage(page - 1)}>
                  Previous
                </PagerButton>
                <Text
                  fontSize="sm"
                  flexBasis={{ base: 'full', sm: 'auto' }}
                  order={{ base: -1, sm: 0 }}
                >
                  Page {page} of {pages}
                </Text>
                <PagerButton off={page >= pages} onPress={() => setPage(page + 1)}>
                  Next
                </PagerButton>
                <PagerButton label="Last page" off={page >= pages} onPress={() => setPage(pages)}>
                  »
                </PagerButton>
              </HStack>
            </HStack>
          </Flex>
        </>
      )}
      {/* There from the start, so that a search that finds nothing is read out:
          a live region that appears with its text is not. */}
      <Text aria-live="polite" color="fg.muted" py={empty ? '10' : undefined} textAlign="center">
        {empty ? noMatch : null}
      </Text>
    </Box>
  );
}

/**
 * A button of the pager. At the first or last page it is disabled for the
 * pointer and for assistive technology, yet keeps the focus: « pressed on page
 * 2 disables itself, and a disabled button would drop the focus to the page,
 * the next Tab starting again at its top.
 */
function PagerButton({
  label,
  off,
  onPress,
  children,
}: {
  label?: string;
  off: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={label}
      aria-disabled={off}
      onClick={off ? undefined : onPress}
    >
      {children}
    </Button>
  );
}
