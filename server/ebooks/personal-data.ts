// Issue 32 (decisions 820, 822 and 835): the e-books' part of a customer's data export and of closing the account —
// the download links of the account's orders (with the name the watermark carries) and every download recorded
// for the account or through those links. The link's token is a bearer secret, left out of the export like the
// accounts' hashes. Closing deletes the links (their downloads go with them) and the account's free downloads: the
// orders and invoices keep what the law needs, and a link in an old mail then answers 'not found'.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { DataSubject, PersonalDataPart } from '../lib/personal-data.ts';

const idList = (ids: readonly number[]) =>
  ids.length > 0
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

const linksOf = (subject: DataSubject) => sql`order_id in (${idList(subject.orderIds)})`;

export const ebooksPersonalData: PersonalDataPart = {
  name: 'ebooks',
  tables: ['ebook_links', 'ebook_downloads'],
  async collect(db, subject) {
    const [links, downloads] = await Promise.all([
      queryRows<Record<string, unknown>>(
        db,
        sql`select id, order_id, position, sku, title, buyer_name, order_number, created_at, expires_at,
                   max_downloads, downloads, revoked_at
            from ebook_links where ${linksOf(subject)} order by order_id, position`,
      ),
      queryRows<Record<string, unknown>>(
        db,
        sql`select id, link_id, user_id, sku, downloaded_at from ebook_downloads
            where user_id = ${subject.userId}
               or link_id in (select id from ebook_links where ${linksOf(subject)})
            order by downloaded_at, id`,
      ),
    ]);
    return { ebook_links: links, ebook_downloads: downloads };
  },
  async erase(tx, subject) {
    await tx.execute(sql`delete from ebook_downloads where user_id = ${subject.userId}`);
    await tx.execute(sql`delete from ebook_links where ${linksOf(subject)}`);
  },
};
