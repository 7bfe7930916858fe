import { describe, expect, it } from 'vitest';
import { requestOrigin } from './origin.ts';

describe('public origin', () => {
  it('is PUBLIC_URL without path or trailing slash when configured', () => {
    expect(requestOrigin({ protocol: 'http', host: 'intern:3000' }, 'https://www.leeswijzer.nl/')).toBe(
      'https://www.leeswijzer.nl',
    );
  });

  it("is the request's protocol and host otherwise", () => {
    expect(requestOrigin({ protocol: 'https', host: 'shop.example:8443' }, undefined)).toBe(
      'https://shop.example:8443',
    );
    expect(requestOrigin({ protocol: 'http', host: 'localhost:80' }, undefined)).toBe('http://localhost');
  });

  it('falls back to localhost for a host header that is no host name', () => {
    expect(requestOrigin({ protocol: 'http', host: 'a b<c>' }, undefined)).toBe('http://localhost');
  });
});
