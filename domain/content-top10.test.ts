// Issue 31 "Content" (decisions 723, 724): the Top 10 section form's check and what it stores.
import { describe, expect, it } from 'vitest';
import { parseTop10Form, top10FormErrors, top10FormValues, typedIsbns } from './content-top10.ts';

const ok = { naam: 'Top 10 Thrillers', tag: 'thrillers', winkel: 'SHOP_ALL', positie: '4' };
const isbns = (n: number) => Array.from({ length: n }, (_, i) => `97890000000${String(i).padStart(2, '0')}`);

describe('top10FormErrors', () => {
  it.each([
    ['a section without books', ok, []],
    ['nothing', {}, ['naam', 'tag', 'winkel', 'positie']],
    ['a tag with capitals', { ...ok, tag: 'Thrillers' }, ['tag']],
    ['a tag with a dash', { ...ok, tag: 'young-adult' }, []],
    ['a tag too long', { ...ok, tag: 'a'.repeat(41) }, ['tag']],
    ['an unknown shop', { ...ok, winkel: 'SHOP_X' }, ['winkel']],
    ['a NUR code', { ...ok, nur: '330' }, []],
    ['a NUR code of two digits', { ...ok, nur: '33' }, ['nur']],
    ['autofill without a NUR code', { ...ok, automatisch: 'on' }, ['nur']],
    ['autofill with a NUR code', { ...ok, automatisch: 'on', nur: '330' }, []],
    ['ten ISBNs', { ...ok, isbns: isbns(10).join('\n') }, []],
    ['eleven ISBNs', { ...ok, isbns: isbns(11).join('\n') }, ['isbns']],
    ['eleven ISBNs, autofilled', { ...ok, automatisch: 'on', nur: '330', isbns: isbns(11).join('\n') }, []],
    ['a short ISBN', { ...ok, isbns: '978\n9789000000001' }, ['isbns']],
    ['an ISBN twice', { ...ok, isbns: '9789000000001\n978-9000000001' }, ['isbns']],
    ['a long name', { ...ok, naam: 'x'.repeat(101) }, ['naam']],
    ['a position in words', { ...ok, positie: 'vier' }, ['positie']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(top10FormErrors(fields))).toEqual(wrong);
  });

  it('names the ISBN that is wrong', () => {
    expect(top10FormErrors({ ...ok, isbns: '9789000000001\n97890' })).toEqual({
      isbns: { key: 'beheer.top10.isbn_invalid', params: { isbn: '97890' } },
    });
  });
});

describe('typedIsbns', () => {
  it('reads one a line, commas too, dashes and empty lines left out', () => {
    expect(typedIsbns('978-9000000001\r\n\n 9789000000002 , 9789000000003\n')).toEqual([
      '9789000000001',
      '9789000000002',
      '9789000000003',
    ]);
  });
});

describe('parseTop10Form', () => {
  it('reads the ticks, the NUR code and the ISBNs in order; an autofilled section keeps none', () => {
    const manual = parseTop10Form({ ...ok, excel: 'on', isbns: '9789000000002\n9789000000001' });
    expect(manual).toEqual({
      kind: 'ok',
      value: {
        displayValue: 'Top 10 Thrillers',
        tag: 'thrillers',
        section: 'SHOP_ALL',
        nur: null,
        isAutofill: false,
        hasExcel: true,
        position: 4,
        isbns: ['9789000000002', '9789000000001'],
      },
    });
    const auto = parseTop10Form({ ...ok, automatisch: 'on', nur: '330', isbns: '9789000000002' });
    expect(auto.kind === 'ok' && auto.value).toMatchObject({ isAutofill: true, nur: '330', isbns: [] });
    if (manual.kind !== 'ok') throw new Error('refused');
    expect(parseTop10Form(top10FormValues(manual.value))).toEqual(manual);
  });
});
