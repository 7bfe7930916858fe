// The demo shop as seller (the seed's reference data: server/db/seed/reference-data.ts), as the invoice and the
// order mails name it — one copy for the invoice, seller-settings and mail tests.
import type { SellerDetails } from '../../server/invoices/invoice-model.ts';

export const DEMO_SELLER: SellerDetails = {
  name: 'Leeswijzer B.V.',
  addressLines: ['Keizersgracht 123', '1015 CJ Amsterdam'],
  kvk: '12345678',
  vatNumber: 'NL123456789B01',
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'ABNANL2A',
  email: 'info@leeswijzer.nl',
  website: 'www.leeswijzer.nl',
};
