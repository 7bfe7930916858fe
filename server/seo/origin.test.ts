import { describe, expect, it } from 'vitest';
import { isServedHost, publicOrigin } from './origin.ts';

describe('public origin (issue 11 #1)', () => {
  it('is PUBLIC_URL without path or trailing slash when configured', () => {
    expect(publicOrigin('https://www.leeswijzer.nl/', 3000)).toBe('https://www.leeswijzer.nl');
    expect(publicOrigin('https://www.leeswijzer.nl/winkel', 3000)).toBe('https://www.leeswijzer.nl');
  });

  it('is http://localhost:PORT without PUBLIC_URL, so a local start needs no configuration', () => {
    expect(publicOrigin(undefined, 3000)).toBe('http://localhost:3000');
    expect(publicOrigin(undefined, 80)).toBe('http://localhost');
  });
});

describe('served hosts (issue 11 #1 and #6)', () => {
  const origin = 'https://www.leeswijzer.nl';
  it.each([
    ['www.leeswijzer.nl', true],
    ['www.leeswijzer.nl:443', true],
    ['WWW.Leeswijzer.NL', true],
    ['localhost:3000', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['localhost', true],
    ['evil.example', false],
    ['leeswijzer.nl', false],
    ['www.leeswijzer.nl.evil.example', false],
    ['evil.example/www.leeswijzer.nl', false],
    ['user@localhost', false],
    ['a b<c>', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (host, served) => {
    expect(isServedHost(host, origin)).toBe(served);
  });

  it('serves only local hosts when the origin is local', () => {
    expect(isServedHost('localhost:3000', 'http://localhost:3000')).toBe(true);
    expect(isServedHost('192.168.1.20:3000', 'http://localhost:3000')).toBe(false);
  });
});
