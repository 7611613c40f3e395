import { useMemo, useState } from 'react';
import { byCategory, distinctCategories } from '../lib/text';

/** A category filter over a list: one selected category, default all (null). */
export function useCategoryFilter<T extends { category: string }>(items: readonly T[] | undefined) {
  const [selected, setSelected] = useState<string | null>(null);
  const list = items ?? [];
  const categories = useMemo(() => distinctCategories(list), [list]);
  const visible = useMemo(() => byCategory(list, selected), [list, selected]);
  return { categories, selected, setSelected, visible, reset: () => setSelected(null) };
}
