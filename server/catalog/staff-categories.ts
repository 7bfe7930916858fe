// Issue 31 "Content" (decisions 710–712, 714–716): what /beheer/categorieen reads and changes — the categories
// (spec 1 §3: display value, shops, image) with their subcategories (display value). A save is one transaction
// under the row's lock with its audit line (before → after, who), refused whole by field when a value is wrong
// and as stale when a colleague saved since the form was shown (the version, decision 716). An image staff upload
// is resized once and stored under a new name (server/catalog/content-images.ts); removing it checks the image
// shown is still the one stored. After each change the listeners are told: this process's shell (the sidebars),
// shelf caches and page cache forget at once, other processes follow within the documented 30 s (decision 715).
import { asc, eq } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import {
  categoryFormValues,
  parseCategoryForm,
  parseSubcategoryForm,
  SUBCATEGORY_FIELDS,
} from '../../domain/content-categories.ts';
import { settingsVersion } from '../../domain/setting-types.ts';
import { type AuditLine, auditLinesOf, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import type { ContentImageStore } from './content-images.ts';
import { categories, subcategories } from './schema.ts';
import { createRowImages, type PictureRemoveResult, type PictureResult } from './row-images.ts';

export interface StaffSubcategory {
  id: number;
  name: string;
  displayValue: string;
  /** The subcategory form's values as stored, and their version. */
  values: Record<string, string>;
  version: string;
}

export interface StaffCategoryRow {
  id: number;
  name: string;
  displayValue: string;
  shops: string[];
  img: string | null;
  subcategories: { id: number; name: string; displayValue: string }[];
}

export interface StaffCategory extends StaffCategoryRow {
  values: Record<string, string>;
  version: string;
  subcategoryForms: StaffSubcategory[];
  history: AuditLine[];
}

export type CategorySaveResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'stale' }
  | { kind: 'not-found' };

export interface StaffCategoriesService {
  /** Every category in the sidebars' order, each with its subcategories. */
  list(): Promise<StaffCategoryRow[]>;
  get(id: number): Promise<StaffCategory | null>;
  save(actorId: number, id: number, fields: PostedFields, version: string): Promise<CategorySaveResult>;
  /** A subcategory of category `categoryId` (another category's is not found). */
  saveSubcategory(
    actorId: number,
    categoryId: number,
    id: number,
    fields: PostedFields,
    version: string,
  ): Promise<CategorySaveResult>;
  storeImage(actorId: number, id: number, bytes: Uint8Array): Promise<PictureResult>;
  removeImage(actorId: number, id: number, shown: string): Promise<PictureRemoveResult>;
  onChanged(listener: () => void): void;
}

export const CATEGORIES_AUDIT = {
  edit: 'category.edit',
  subEdit: 'subcategory.edit',
  image: 'category.image',
  imageRemove: 'category.image_remove',
} as const;
/** A category's audit subject; its subcategories' lines are kept under it, so its page shows them all. */
export const categorySubject = (id: number) => `categorie ${id}`;

export const categoryVersion = (row: { displayValue: string; shops: readonly string[] }) =>
  settingsVersion(Object.entries(categoryFormValues(row)));
export const subcategoryVersion = (row: { displayValue: string }) =>
  settingsVersion([[SUBCATEGORY_FIELDS.displayValue, row.displayValue]]);

export function createStaffCategoriesService(db: Db, images: ContentImageStore): StaffCategoriesService {
  const listeners: (() => void)[] = [];
  const told = <T extends { kind: string }>(result: T): T => {
    if (['saved', 'stored', 'removed'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  const pictures = createRowImages(db, images, {
    kind: 'category',
    exists: async (db, id) =>
      (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0,
    lock: async (tx, id) =>
      (
        await tx.select({ img: categories.img }).from(categories).where(eq(categories.id, id)).for('update')
      )[0]?.img,
    set: async (tx, id, path) => {
      await tx.update(categories).set({ img: path }).where(eq(categories.id, id));
    },
    audit: {
      store: CATEGORIES_AUDIT.image,
      remove: CATEGORIES_AUDIT.imageRemove,
      subject: categorySubject,
      field: 'afbeelding',
    },
  });

  async function rows(where?: ReturnType<typeof eq>): Promise<StaffCategoryRow[]> {
    const [cats, subs] = await Promise.all([
      db
        .select()
        .from(categories)
        .where(where)
        .orderBy(asc(categories.position), asc(categories.displayValue), asc(categories.id)),
      db
        .select({
          id: subcategories.id,
          categoryId: subcategories.categoryId,
          name: subcategories.name,
          displayValue: subcategories.displayValue,
        })
        .from(subcategories)
        .orderBy(asc(subcategories.position), asc(subcategories.displayValue), asc(subcategories.id)),
    ]);
    return cats.map((c) => ({
      id: c.id,
      name: c.name,
      displayValue: c.displayValue,
      shops: c.shops,
      img: c.img,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ id: s.id, name: s.name, displayValue: s.displayValue })),
    }));
  }

  return {
    onChanged(listener) {
      listeners.push(listener);
    },

    list: () => rows(),

    async get(id) {
      const [row] = await rows(eq(categories.id, id));
      if (!row) return null;
      return {
        ...row,
        values: categoryFormValues(row),
        version: categoryVersion(row),
        subcategoryForms: row.subcategories.map((s) => ({
          ...s,
          values: { [SUBCATEGORY_FIELDS.displayValue]: s.displayValue },
          version: subcategoryVersion(s),
        })),
        history: (await auditLinesOf(db, categorySubject(id))).reverse(),
      };
    },

    async save(actorId, id, fields, version) {
      const parsed = parseCategoryForm(fields);
      if (parsed.kind === 'invalid') return parsed;
      const value = parsed.value;
      return told(
        await db.transaction(async (tx): Promise<CategorySaveResult> => {
          const [row] = await tx
            .select({ displayValue: categories.displayValue, shops: categories.shops })
            .from(categories)
            .where(eq(categories.id, id))
            .for('update');
          if (!row) return { kind: 'not-found' };
          if (categoryVersion(row) !== version) return { kind: 'stale' };
          if (categoryVersion(row) === categoryVersion(value)) return { kind: 'unchanged' };
          await tx.update(categories).set(value).where(eq(categories.id, id));
          await recordAudit(tx, {
            actorId,
            action: CATEGORIES_AUDIT.edit,
            subject: categorySubject(id),
            before: { weergave: row.displayValue, winkels: row.shops },
            after: { weergave: value.displayValue, winkels: value.shops },
          });
          return { kind: 'saved' };
        }),
      );
    },

    async saveSubcategory(actorId, categoryId, id, fields, version) {
      const parsed = parseSubcategoryForm(fields);
      if (parsed.kind === 'invalid') return parsed;
      const value = parsed.value;
      return told(
        await db.transaction(async (tx): Promise<CategorySaveResult> => {
          const [row] = await tx
            .select({
              name: subcategories.name,
              categoryId: subcategories.categoryId,
              displayValue: subcategories.displayValue,
            })
            .from(subcategories)
            .where(eq(subcategories.id, id))
            .for('update');
          if (!row || row.categoryId !== categoryId) return { kind: 'not-found' };
          if (subcategoryVersion(row) !== version) return { kind: 'stale' };
          if (row.displayValue === value.displayValue) return { kind: 'unchanged' };
          await tx.update(subcategories).set(value).where(eq(subcategories.id, id));
          await recordAudit(tx, {
            actorId,
            action: CATEGORIES_AUDIT.subEdit,
            subject: categorySubject(categoryId),
            before: { subcategorie: row.name, weergave: row.displayValue },
            after: { subcategorie: row.name, weergave: value.displayValue },
          });
          return { kind: 'saved' };
        }),
      );
    },

    async storeImage(actorId, id, bytes) {
      return told(await pictures.store(actorId, id, bytes));
    },

    async removeImage(actorId, id, shown) {
      return told(await pictures.remove(actorId, id, shown));
    },
  };
}
