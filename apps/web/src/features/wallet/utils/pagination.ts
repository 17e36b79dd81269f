import { WALLET_PAGE_SIZE } from '@homebid/contracts/wallet';

export interface PagerState {
  /** Pages in all (at least 1). */
  pageCount: number;
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  /** Previous/Next and 'Page X of Y' show only with more than one page (spec §2). */
  isShown: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  label: string;
}

/** The pager of a list of `totalEntries` at `pageSize` a page, on `page` (1-based). */
export function pagerState(totalEntries: number, page: number, pageSize: number = WALLET_PAGE_SIZE): PagerState {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, totalEntries) / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return {
    pageCount,
    page: current,
    isShown: pageCount > 1,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
    label: `Page ${current} of ${pageCount}`,
  };
}
