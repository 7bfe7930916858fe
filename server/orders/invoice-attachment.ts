// Issue 29 #6: a paid order's mail carries its invoice as a PDF. The outbox row keeps only the order's guid; the
// delivery loop (server/outbox/delivery.ts) has the PDF made here when it sends, from the same order data as
// GET /invoice/{guid}, so the mail and the download are one document and the database holds no file.
import type { AttachmentRef, MailAttachment } from '../integrations/mail/mailer.ts';
import type { OrdersService } from './service.ts';

export async function invoiceAttachment(orders: OrdersService, ref: AttachmentRef): Promise<MailAttachment> {
  const invoice = await orders.invoice(ref.ref);
  // Not paid or the seller's settings incomplete: the mail waits (it said the invoice goes along) and is retried.
  if (invoice.kind !== 'ok')
    throw new Error(`the invoice of order ${ref.ref} cannot be made (${invoice.kind})`);
  return { filename: invoice.filename, contentType: 'application/pdf', content: invoice.pdf };
}
