import { describe, expect, it } from 'vitest';
import { isValidIsbn13 } from '../../../domain/isbn.ts';
import { addDays, CURRENT_WEEK, daysBetween, isoWeekYyww, PREVIOUS_WEEK } from './calendar.ts';
import { createPlan, DEFAULT_BOOKS, MAX_BOOKS, MIN_BOOKS } from './plan.ts';
import { Progress } from './progress.ts';

describe('demo calendar', () => {
  it.each([
    ['2026-11-22', 2647],
    ['2026-11-16', 2647],
    ['2026-11-15', 2646],
    ['2018-01-01', 1801],
    ['2021-01-03', 2053],
    ['2021-01-04', 2101],
    ['2024-12-30', 2501],
  ])('puts %s in ISO week %i (YYWW)', (date, week) => {
    expect(isoWeekYyww(date)).toBe(week);
  });

  it('derives the current and previous week from the fixed date, not the clock', () => {
    expect([CURRENT_WEEK, PREVIOUS_WEEK]).toEqual([2647, 2646]);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-11-22', '2027-01-19')).toBe(58);
  });
});

describe('seed plan', () => {
  it('makes 60 own publications, 3,000 other self-help books and 20,000 others by default', () => {
    const plan = createPlan();
    expect([plan.total, plan.own, plan.sb, plan.all]).toEqual([DEFAULT_BOOKS, 60, 3000, 20_000]);
  });

  it('scales the non-own part to the requested total', () => {
    const plan = createPlan(1_000_000);
    expect(plan.own + plan.sb + plan.all).toBe(1_000_000);
    expect(plan.sb).toBe(130_427);
  });

  it('refuses counts outside the supported range', () => {
    expect(() => createPlan(MIN_BOOKS - 1)).toThrow(RangeError);
    expect(() => createPlan(MAX_BOOKS + 1)).toThrow(RangeError);
    expect(() => createPlan(1500.5)).toThrow(RangeError);
  });

  it('spreads the self-help part evenly over the ids and counts it exactly', () => {
    const plan = createPlan(5000);
    const positions: number[] = [];
    for (let i = plan.own; i < plan.total; i++) if (plan.isInSb(i)) positions.push(i);
    expect(positions).toHaveLength(plan.sb);
    const step = (plan.total - plan.own) / plan.sb;
    for (let k = 1; k < positions.length; k++) {
      expect(positions[k]! - positions[k - 1]!).toBeLessThanOrEqual(Math.ceil(step));
    }
  });

  it('gives a million books unique, valid ISBN-13 skus', () => {
    const plan = createPlan(1_000_000);
    const skus = new Set<string>();
    let invalid = 0;
    for (let i = 0; i < plan.total; i++) {
      const sku = plan.skuOf(i);
      if (!isValidIsbn13(sku)) invalid++;
      skus.add(sku);
    }
    expect(invalid).toBe(0);
    expect(skus.size).toBe(1_000_000);
  });

  it('is the same plan every time', () => {
    const a = createPlan(3000);
    const b = createPlan(3000);
    expect([...b.specials]).toEqual([...a.specials]);
    expect(Array.from({ length: 3000 }, (_, i) => b.skuOf(i))).toEqual(
      Array.from({ length: 3000 }, (_, i) => a.skuOf(i)),
    );
  });
});

describe('seed progress', () => {
  it('prints one line per 10 % when stderr is not a terminal', () => {
    let out = '';
    const progress = new Progress(1000, 'Boeken', { isTTY: false, write: (text) => (out += text) });
    for (let done = 50; done <= 1000; done += 50) progress.update(done);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/^Boeken: 10% 100\/1\.000 · [\d.]+\/s · nog \d+:\d\d$/);
    expect(lines[9]).toMatch(/^Boeken: 100% 1\.000\/1\.000/);
  });

  it('redraws one bar on a terminal and ends the line when done', () => {
    let out = '';
    const progress = new Progress(1000, 'Boeken', { isTTY: true, write: (text) => (out += text) });
    progress.update(1000);
    progress.finish();
    expect(out).toMatch(/^\rBoeken \[#{24}\] 100% 1\.000\/1\.000 .*\n$/s);
  });
});
