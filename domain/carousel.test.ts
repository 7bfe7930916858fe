import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slidesPerView, TIPS_BREAKPOINTS } from './carousel.ts';

describe('slidesPerView for the home tips (spec 1 §9: 1, 2, 3, 2, 3, 4 at 350, 540, 896, 1050, 1250, 4000 px)', () => {
  it.each([
    [320, 1],
    [350, 1],
    [351, 2],
    [390, 2],
    [540, 2],
    [541, 3],
    [896, 3],
    [897, 2],
    [1050, 2],
    [1051, 3],
    [1250, 3],
    [1251, 4],
    [1280, 4],
    [4000, 4],
    [5120, 4],
  ])('%i px → %i slides', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });

  it('refuses an empty breakpoint list', () => {
    expect(() => slidesPerView(500, [])).toThrow(RangeError);
  });
});

describe('the tips carousel stylesheet follows TIPS_BREAKPOINTS', () => {
  // The slides per view are drawn by CSS (so the server-rendered strip is right before any script runs); this
  // reads the media queries for `.tips .track` back and compares them with the rule.
  const css = readFileSync(new URL('../app/components/ui/Carousel.module.css', import.meta.url), 'utf8');
  const rules = [
    ...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.tips \.track \{\s*--per-view: (\d+);/g),
  ].map((m) => [Number(m[1]), Number(m[2])]);

  it('has one media query per breakpoint change, starting one pixel above the previous breakpoint', () => {
    const expected = TIPS_BREAKPOINTS.slice(1).map((b, i) => [TIPS_BREAKPOINTS[i]!.upTo + 1, b.slides]);
    expect(rules).toEqual(expected);
  });

  it('starts from one slide per view below the first breakpoint', () => {
    expect(css).toMatch(/\.track \{[^}]*--per-view: 1;/);
    expect(slidesPerView(0)).toBe(1);
  });
});
