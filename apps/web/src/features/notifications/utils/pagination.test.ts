import { describe, expect, it } from 'vitest';
import { pageFromSearch, pageItems } from './pagination';

describe('pageItems', () => {
  it('no pages, one page, and up to seven pages all shown', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('first and last page always, the current one with its neighbours, gaps between', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('near either end: three pages beside it and one gap', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageItems(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
    expect(pageItems(10, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
  });

  it('a page out of range is clamped', () => {
    expect(pageItems(99, 12)).toEqual(pageItems(12, 12));
    expect(pageItems(-3, 12)).toEqual(pageItems(1, 12));
  });
});

describe('pageFromSearch', () => {
  it('a whole number from 1, else page 1', () => {
    expect(pageFromSearch('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '1e400']) expect(pageFromSearch(bad)).toBe(1);
  });
});
