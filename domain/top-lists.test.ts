import { describe, expect, it } from 'vitest';
import type { ListView } from './paging.ts';
import {
  top10ListPath,
  top10TagOf,
  top60HasToggle,
  top60VisibleCount,
  topListView,
  weekOfYear,
} from './top-lists.ts';

describe('top60VisibleCount (spec 1 §2.7, §9: covers 60; summaries and list 10 collapsed, 60 expanded)', () => {
  it.each([
    ['covers', false, 60],
    ['covers', true, 60],
    ['summaries', false, 10],
    ['summaries', true, 60],
    ['list', false, 10],
    ['list', true, 60],
  ] as [ListView, boolean, number][])('%s, expanded %s → %i', (view, expanded, count) => {
    expect(top60VisibleCount(view, expanded)).toBe(count);
  });
});

describe('top60HasToggle (show more / show less only where entries are left out)', () => {
  it.each([
    ['covers', 60, false],
    ['summaries', 60, true],
    ['list', 60, true],
    ['list', 11, true],
    ['list', 10, false],
    ['summaries', 0, false],
  ] as [ListView, number, boolean][])('%s with %i entries → %s', (view, available, shown) => {
    expect(top60HasToggle(view, available)).toBe(shown);
  });
});

describe('topListView (?view= of a top list)', () => {
  it.each([
    ['summaries', 'covers', 'summaries'],
    ['covers', 'summaries', 'covers'],
    ['list', 'covers', 'list'],
    [null, 'covers', 'covers'],
    [null, 'summaries', 'summaries'],
    ['', 'covers', 'covers'],
    ['Covers', 'summaries', 'summaries'],
    ['grid', 'covers', 'covers'],
  ] as [string | null, ListView, ListView][])('%j with default %s → %s', (value, fallback, view) => {
    expect(topListView(value, fallback)).toBe(view);
  });
});

describe('weekOfYear (rankings store YYWW)', () => {
  it.each([
    [2647, 47],
    [2646, 46],
    [2601, 1],
    [2553, 53],
  ])('%i → week %i', (yyww, week) => {
    expect(weekOfYear(yyww)).toBe(week);
  });
});

describe("top10TagOf (spec 1 §2.7: names starting with 'top10' are top-10 tag lists)", () => {
  it.each([
    ['top10thrillers', 'thrillers'],
    ['top10zelfhulp', 'zelfhulp'],
    ['top10', ''],
    ['thrillers', null],
    ['Top10thrillers', null],
    ['mytop10', null],
    ['top1', null],
  ])('%j → %j', (name, tag) => {
    expect(top10TagOf(name)).toBe(tag);
  });
});

describe("top10ListPath (spec 1 §2.1 '/subcategory/top10{section}')", () => {
  it.each([
    ['thrillers', '/subcategory/top10thrillers'],
    ['poëzie', '/subcategory/top10po%C3%ABzie'],
  ])('%s → %s', (tag, path) => {
    expect(top10ListPath(tag)).toBe(path);
  });
});
