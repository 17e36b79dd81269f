export type PageItem = number | 'gap';

/**
 * The page buttons of a pager (1-based): always the first and last page, the current one with a
 * neighbour either side, gaps between. Seven pages or fewer are all shown.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(2, page - 1);
  let end = Math.min(total - 1, page + 1);
  // Near an end, show three pages beside it so the pager keeps its width.
  if (page <= 3) {
    start = 2;
    end = 4;
  } else if (page >= total - 2) {
    start = total - 3;
    end = total - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}

/** The page of `?page=` (1-based; anything else is page 1). */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
