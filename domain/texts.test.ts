import { describe, expect, it } from 'vitest';
import { formatText, text } from './texts.ts';

describe('interface text templates', () => {
  it.each([
    ['Gebruik minimaal {n} karakters', { n: 8 }, 'Gebruik minimaal 8 karakters'],
    [
      'Er zijn geen resultaten in {scope} gevonden.',
      { scope: 'Alle boeken' },
      'Er zijn geen resultaten in Alle boeken gevonden.',
    ],
    ['Toon alle {count} resultaten', {}, 'Toon alle {count} resultaten'], // a missing parameter stays visible
  ])('%s', (template, params, expected) => {
    expect(formatText(template, params)).toBe(expected);
  });

  it('shows the key when a text is missing, never a blank', () => {
    expect(text({}, 'errors.error_login')).toBe('errors.error_login');
    expect(text({ 'a.b': 'Hallo {name}' }, 'a.b', { name: 'Anna' })).toBe('Hallo Anna');
  });
});
