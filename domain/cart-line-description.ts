// Spec 3 §3 cart line description: "collection name, a colon, the title, the part, and the version tag in
// parentheses" — 'Leven in balans: Meer rust 2 (gebonden)'. Parts that are missing are left out with their colon
// or parentheses: a book without a collection reads 'Meer zelfvertrouwen'.

export interface DescribedBook {
  title: string;
  collectionName: string | null;
  collectionPart: string | null;
  versionTag: string | null;
}

export function lineDescription(book: DescribedBook): string {
  const clean = (value: string | null) => value?.replace(/\s+/g, ' ').trim() ?? '';
  const collection = clean(book.collectionName);
  const part = clean(book.collectionPart);
  const tag = clean(book.versionTag);
  const head = collection ? `${collection}: ${clean(book.title)}` : clean(book.title);
  return [head, part, tag ? `(${tag})` : ''].filter(Boolean).join(' ');
}
