import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html.ts';
import { renderMail } from './layout.ts';

const CONFIRM_URL = 'https://www.leeswijzer.nl/account/bevestigen?token=abc&shop=sb';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    [`"dubbel" en 'enkel'`, '&quot;dubbel&quot; en &#39;enkel&#39;'],
    ['&amp;', '&amp;amp;'],
    ['Gewone tekst — café', 'Gewone tekst — café'],
  ])('escapes %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('renderMail', () => {
  const content = {
    title: 'Bevestig je e-mailadres',
    paragraphs: ['Beste Anna,', 'Klik op de knop om je account te bevestigen.'],
    button: { label: 'E-mailadres bevestigen', url: CONFIRM_URL },
    footer: 'Je ontvangt deze e-mail omdat je een account aanmaakte op leeswijzer.nl.',
  };

  it('renders a Dutch HTML mail with the title, every paragraph, the button link and the footer', () => {
    const { html } = renderMail(content);
    expect(html).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Bevestig je e-mailadres</title>');
    expect(html).toContain('<table role="presentation"');
    expect(html).not.toContain('<style');
    expect(html).toContain('>Beste Anna,</p>');
    expect(html).toContain('>Klik op de knop om je account te bevestigen.</p>');
    expect(html).toContain('>E-mailadres bevestigen</a>');
    expect(html).toContain('Je ontvangt deze e-mail omdat je een account aanmaakte op leeswijzer.nl.');
  });

  it('puts the button URL in both parts: as link and visible text in HTML, on its own line in text', () => {
    const { html, text } = renderMail(content);
    const escapedUrl = 'https://www.leeswijzer.nl/account/bevestigen?token=abc&amp;shop=sb';
    expect(html.split(`href="${escapedUrl}"`)).toHaveLength(3);
    expect(html).toContain(`>${escapedUrl}</a>`);
    expect(text.split('\n')).toContain(CONFIRM_URL);
  });

  it('renders the same content as plain text', () => {
    expect(renderMail(content).text).toBe(
      'Bevestig je e-mailadres\n' +
        '=======================\n\n' +
        'Beste Anna,\n\n' +
        'Klik op de knop om je account te bevestigen.\n\n' +
        `E-mailadres bevestigen:\n${CONFIRM_URL}\n\n` +
        '--\nJe ontvangt deze e-mail omdat je een account aanmaakte op leeswijzer.nl.\n',
    );
  });

  it('escapes every interpolated value in the HTML but leaves the text part as written', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { html, text } = renderMail({
      title: `Titel ${hostile}`,
      paragraphs: [`Alinea ${hostile}`],
      button: { label: `Knop ${hostile}`, url: 'https://www.leeswijzer.nl/?a="><script>' },
      footer: `Voet ${hostile}`,
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html.match(/&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/g)).toHaveLength(5); // title ×2, text, button, footer
    expect(html).toContain('href="https://www.leeswijzer.nl/?a=&quot;&gt;&lt;script&gt;"');
    expect(text).toContain(`Alinea ${hostile}`);
  });

  it('leaves out the button and footer when there are none', () => {
    const { html, text } = renderMail({
      title: 'Wachtwoord gewijzigd',
      paragraphs: ['Je wachtwoord is gewijzigd.'],
    });
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('Werkt de knop niet?');
    expect(text).toBe('Wachtwoord gewijzigd\n====================\n\nJe wachtwoord is gewijzigd.\n');
  });

  it('refuses a button URL that is not http or https', () => {
    expect(() =>
      renderMail({ title: 'T', paragraphs: [], button: { label: 'Klik', url: 'javascript:alert(1)' } }),
    ).toThrow(RangeError);
  });
});
