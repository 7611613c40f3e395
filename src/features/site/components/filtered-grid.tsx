import { Button, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCategoryFilter } from '../hooks/use-category';
import { CategoryFilter } from './category-filter';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { ListNotAvailableOffline } from './not-available-offline';

interface FilteredGridProps<T extends { id: string; category: string }> {
  items: readonly T[] | undefined;
  isPending: boolean;
  /** The list's read failed because the browser is offline (useOfflineMiss). */
  offline?: boolean;
  /** The spinner's accessible name while the list loads. */
  loadingLabel: string;
  /** Accessible name of the filter's group of buttons. */
  filterLabel: string;
  /** The button that shows every category. */
  allLabel: string;
  /**
   * What shows when there is nothing to show, and its button back to all
   * categories: `noun` names the items in its description, which says why
   * (none in the chosen category, none at all, or the list could not be read).
   */
  empty: { title: string; noun: string; resetLabel: string };
  /** A grid cell: a card rendered as a list item. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A public list with its category filter (case studies, portfolio, blog): a
 * spinner while it loads, one selected category (default all), a grid of up to
 * three columns, and an empty state whose button resets the filter.
 */
export function FilteredGrid<T extends { id: string; category: string }>({
  items,
  isPending,
  offline = false,
  loadingLabel,
  filterLabel,
  allLabel,
  empty,
  renderItem,
}: FilteredGridProps<T>) {
  const filter = useCategoryFilter(items);
  if (isPending) return <LoadingState label={loadingLabel} placement="section" />;
  if (offline) return <ListNotAvailableOffline />;
  return (
    <>
      {filter.categories.length > 0 ? (
        <CategoryFilter
          label={filterLabel}
          allLabel={allLabel}
          categories={filter.categories}
          selected={filter.selected}
          onSelect={filter.setSelected}
        />
      ) : null}
      {filter.visible.length === 0 ? (
        <EmptyState
          title={empty.title}
          description={emptyReason(items, filter.selected, empty.noun)}
        >
          <Button colorPalette="brand" onClick={filter.reset}>
            {empty.resetLabel}
          </Button>
        </EmptyState>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="8">
          {filter.visible.map(renderItem)}
        </SimpleGrid>
      )}
    </>
  );
}

/** Why a list shows nothing, in words. */
function emptyReason(items: readonly unknown[] | undefined, selected: string | null, noun: string) {
  if (items === undefined)
    return `The ${noun} could not be loaded right now. Please try again later.`;
  if (items.length === 0) return `No ${noun} have been published yet. Please check back soon.`;
  return selected === null
    ? `There are no ${noun} to show.`
    : `There are no ${noun} in this category yet.`;
}
