import { describe, expect, it } from 'vitest';
import { coverSvg, escapeXml, wrapWords } from './cover-svg.ts';

describe('generated cover (spec 1 §2.5: the not-available image shows the title)', () => {
  it('shows title and author, escaped', () => {
    const svg = coverSvg({ sku: '9789000000001', title: 'Liefde & <angst>', author: "Jan 't Hooft" });
    expect(svg).toContain('Liefde &#38; &#60;angst&#62;');
    expect(svg).toContain('Jan &#39;t Hooft');
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('picks the same colours for the same sku', () => {
    const a = coverSvg({ sku: '9789000000001', title: 'A', author: 'B' });
    expect(coverSvg({ sku: '9789000000001', title: 'A', author: 'B' })).toBe(a);
  });

  it('wraps long titles and ends the last kept line with an ellipsis', () => {
    expect(wrapWords('De kracht van het nu', 14, 5)).toEqual(['De kracht van', 'het nu']);
    const lines = wrapWords('een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien', 8, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
  });
});
