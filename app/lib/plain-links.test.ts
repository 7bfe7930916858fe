// The plain shell links' current-page rule (as NavLink's) and which clicks the router takes (as <Link>'s).
import { describe, expect, it } from 'vitest';
import { isAppNavigation, isCurrentPath } from './plain-links';

describe('isCurrentPath', () => {
  it.each([
    ['/category/romans', '/category/romans', true],
    ['/category/romans/', '/category/romans', true],
    ['/category/romans/extra', '/category/romans', true],
    ['/category/romansen', '/category/romans', false],
    ['/Category/Romans', '/category/romans', true],
    ['/category/romans', '/category/romans?page=2', true],
    ['/', '/', true],
    ['/category/romans', '/', false],
    ['/top60', '/top10', false],
  ])('%s against %s: %s', (pathname, href, current) => {
    expect(isCurrentPath(pathname, href)).toBe(current);
  });
});

describe('isAppNavigation', () => {
  const origin = 'https://www.leeswijzer.nl';
  const click = {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
  };
  const anchor = (href: string, target = '', download = false) => ({
    href,
    target,
    hasAttribute: (name: string) => name === 'download' && download,
  });

  it('takes a plain left click on a link of this site', () => {
    expect(isAppNavigation(click, anchor(`${origin}/category/romans`), origin)).toBe(true);
    expect(isAppNavigation(click, anchor(`${origin}/book/1`, '_self'), origin)).toBe(true);
  });

  it('leaves new tabs, other buttons, downloads and other sites to the browser', () => {
    expect(isAppNavigation({ ...click, ctrlKey: true }, anchor(`${origin}/a`), origin)).toBe(false);
    expect(isAppNavigation({ ...click, metaKey: true }, anchor(`${origin}/a`), origin)).toBe(false);
    expect(isAppNavigation({ ...click, shiftKey: true }, anchor(`${origin}/a`), origin)).toBe(false);
    expect(isAppNavigation({ ...click, button: 1 }, anchor(`${origin}/a`), origin)).toBe(false);
    expect(isAppNavigation({ ...click, defaultPrevented: true }, anchor(`${origin}/a`), origin)).toBe(false);
    expect(isAppNavigation(click, anchor(`${origin}/a`, '_blank'), origin)).toBe(false);
    expect(isAppNavigation(click, anchor(`${origin}/a.pdf`, '', true), origin)).toBe(false);
    expect(isAppNavigation(click, anchor('https://www.example.com/a'), origin)).toBe(false);
  });
});
