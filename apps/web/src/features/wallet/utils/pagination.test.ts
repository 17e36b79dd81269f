import { describe, expect, it } from 'vitest';
import { pagerState } from './pagination';

describe('wallet history pager (spec §2, §5, §9)', () => {
  it('is hidden with one page or none', () => {
    expect(pagerState(0, 1)).toMatchObject({ pageCount: 1, isShown: false, hasPrevious: false, hasNext: false });
    expect(pagerState(10, 1)).toMatchObject({ pageCount: 1, isShown: false });
  });

  it('shows Page X of Y from the 11th transaction, Previous and Next disabled at the ends', () => {
    expect(pagerState(11, 1)).toMatchObject({
      pageCount: 2,
      isShown: true,
      hasPrevious: false,
      hasNext: true,
      label: 'Page 1 of 2',
    });
    expect(pagerState(11, 2)).toMatchObject({ hasPrevious: true, hasNext: false, label: 'Page 2 of 2' });
    expect(pagerState(35, 2)).toMatchObject({ pageCount: 4, hasPrevious: true, hasNext: true, label: 'Page 2 of 4' });
  });

  it('clamps a page outside the range (a stale ?page= after entries shrank)', () => {
    expect(pagerState(25, 9)).toMatchObject({ page: 3, label: 'Page 3 of 3', hasNext: false });
    expect(pagerState(25, 0)).toMatchObject({ page: 1 });
    expect(pagerState(25, Number.NaN)).toMatchObject({ page: 1 });
  });
});
