// Issue 17: every message key the application's rules and the partner pages pick has a default Dutch text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultTextsNl } from '../content/texts/index.ts';

describe('texts for the keys the partner application and pages use', () => {
  const files = [
    '../../domain/partner-application.ts',
    '../../app/components/partner/ApplicationForm.tsx',
    '../../app/components/partner/CommissionsTab.tsx',
    '../../app/components/partner/TechnicalTab.tsx',
    '../../app/routes/partner.tsx',
    '../../app/routes/partner-registration.tsx',
    '../../app/routes/beheer-partners.tsx',
    '../../app/lib/partner.server.ts',
  ];
  const keys = new Set(
    files.flatMap((file) =>
      [
        ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
          /'((?:form_errors|partner_application|partner_area|partner_tools|partner|beheer|field)\.[a-z_.]+)'/g,
        ),
      ].map((m) => m[1]!),
    ),
  );

  it('finds the keys', () => {
    expect(keys.size).toBeGreaterThan(40);
  });

  it.each([...keys])('%s has a default text', (key) => {
    expect(defaultTextsNl[key]).toBeTruthy();
  });
});
