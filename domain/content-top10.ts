// Issue 31 "Content" (decisions 723, 724): the rules of the staff's Top 10 page /beheer/top10. A section (spec 1
// §3 Top 10 section: section, tag, display_value, has_excel, isAutofill, nur) is shown in one shop (its section),
// has its own list at /subcategory/top10{tag}, and either lists the books staff put in it (ISBNs in order, at most
// ten) or — isAutofill — is filled from its NUR code (decision 724). The form's check here is the browser's and
// the server's; whether an ISBN is a book only the server can say. Pure.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { TOP10_SIZE } from './top-lists.ts';

export const TOP10_FIELDS = {
  displayValue: 'naam',
  tag: 'tag',
  section: 'winkel',
  nur: 'nur',
  autofill: 'automatisch',
  hasExcel: 'excel',
  position: 'positie',
  isbns: 'isbns',
} as const;

export const TOP10_ORDER = Object.values(TOP10_FIELDS);
export const TOP10_SHOPS = ['SHOP_SB', 'SHOP_ALL'] as const;
export type Top10Shop = (typeof TOP10_SHOPS)[number];
export const TOP10_NAME_MAX = 100;
export const TOP10_TAG_MAX = 40;
export const TOP10_POSITION_MAX = 999;

export interface Top10SectionInput {
  displayValue: string;
  tag: string;
  section: Top10Shop;
  nur: string | null;
  isAutofill: boolean;
  hasExcel: boolean;
  position: number;
  /** The ISBNs in rank order (none for an autofilled section: its NUR fills it). */
  isbns: string[];
}

export const TAG_TAKEN: TextRef = { key: 'beheer.top10.tag_taken' };

/** The ISBNs as typed: one a line (or separated by commas or spaces), dashes left out, empty lines skipped. */
export function typedIsbns(typed: string | undefined): string[] {
  return (typed ?? '')
    .split(/[\r\n,;]+/)
    .map((line) => line.replace(/[\s-]/g, ''))
    .filter((line) => line !== '');
}

const ticked = (value: string | undefined) => value === 'on' || value === 'true' || value === '1';

/**
 * The form's check: a name, a tag of lower-case letters, digits and dashes (the address /subcategory/top10{tag}),
 * a shop from the list, a NUR code of three digits (required for an autofilled section), a position, and — unless
 * autofilled — at most ten ISBNs of 13 digits without repeats.
 */
export function top10FormErrors(fields: PostedFields): FieldErrors {
  const f = TOP10_FIELDS;
  const errors: FieldErrors = {};
  const text = (name: string) => (fields[name] ?? '').trim();
  const name = text(f.displayValue);
  if (name === '') errors[f.displayValue] = { key: 'beheer.top10.name_missing' };
  else if (name.length > TOP10_NAME_MAX)
    errors[f.displayValue] = { key: 'beheer.content.too_long', params: { max: String(TOP10_NAME_MAX) } };
  const tag = text(f.tag);
  if (tag === '') errors[f.tag] = { key: 'beheer.top10.tag_missing' };
  else if (tag.length > TOP10_TAG_MAX || !/^[a-z0-9][a-z0-9-]*$/.test(tag))
    errors[f.tag] = { key: 'beheer.top10.tag_invalid', params: { max: String(TOP10_TAG_MAX) } };
  if (!(TOP10_SHOPS as readonly string[]).includes(text(f.section)))
    errors[f.section] = { key: 'form_errors.choose' };
  const nur = text(f.nur);
  if (nur !== '' && !/^\d{3}$/.test(nur)) errors[f.nur] = { key: 'beheer.top10.nur_invalid' };
  else if (nur === '' && ticked(fields[f.autofill])) errors[f.nur] = { key: 'beheer.top10.nur_needed' };
  if (!/^\d{1,3}$/.test(text(f.position)))
    errors[f.position] = {
      key: 'beheer.content.position_invalid',
      params: { max: String(TOP10_POSITION_MAX) },
    };
  if (!ticked(fields[f.autofill])) {
    const isbns = typedIsbns(fields[f.isbns]);
    const wrong = isbns.find((isbn) => !/^\d{13}$/.test(isbn));
    if (wrong !== undefined) errors[f.isbns] = { key: 'beheer.top10.isbn_invalid', params: { isbn: wrong } };
    else if (isbns.length > TOP10_SIZE)
      errors[f.isbns] = { key: 'beheer.top10.too_many', params: { max: String(TOP10_SIZE) } };
    else {
      const twice = isbns.find((isbn, i) => isbns.indexOf(isbn) !== i);
      if (twice !== undefined) errors[f.isbns] = { key: 'beheer.top10.isbn_twice', params: { isbn: twice } };
    }
  }
  return errors;
}

export function parseTop10Form(
  fields: PostedFields,
): { kind: 'ok'; value: Top10SectionInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = top10FormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = TOP10_FIELDS;
  const text = (name: string) => (fields[name] ?? '').trim();
  const isAutofill = ticked(fields[f.autofill]);
  return {
    kind: 'ok',
    value: {
      displayValue: text(f.displayValue),
      tag: text(f.tag),
      section: text(f.section) as Top10Shop,
      nur: text(f.nur) === '' ? null : text(f.nur),
      isAutofill,
      hasExcel: ticked(fields[f.hasExcel]),
      position: Number(text(f.position)),
      isbns: isAutofill ? [] : typedIsbns(fields[f.isbns]),
    },
  };
}

/** A stored section as the form shows it (ticks 'on' or ''; the ISBNs one a line). */
export function top10FormValues(section: Top10SectionInput): Record<string, string> {
  const f = TOP10_FIELDS;
  return {
    [f.displayValue]: section.displayValue,
    [f.tag]: section.tag,
    [f.section]: section.section,
    [f.nur]: section.nur ?? '',
    [f.autofill]: section.isAutofill ? 'on' : '',
    [f.hasExcel]: section.hasExcel ? 'on' : '',
    [f.position]: String(section.position),
    [f.isbns]: section.isbns.join('\n'),
  };
}
