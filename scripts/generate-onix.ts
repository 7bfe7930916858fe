// `npm run onix:generate -- <bestand> [aantal] [--delta <van>]` (issue 31 "Speed"): writes an ONIX 3.0 file of
// `aantal` (default 1,000,000) made-up but well-formed records with reference tags, streamed (bounded memory at
// any size), for the import benchmark (bench/onix-import.ts) and for anyone who wants to repeat it. Every record
// has a valid ISBN-13 in the 979-12 range (unused by the demo catalogue), two contributors, a NUR code, a
// description, dimensions, a cover link, availability and a Dutch price with its VAT rate. With `--delta <van>`
// the records from number `van` on get another price, so importing it after the full file updates exactly them.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const WORDS = [
  'adem',
  'stilte',
  'moed',
  'rust',
  'kracht',
  'licht',
  'hart',
  'groei',
  'aandacht',
  'vertrouwen',
  'balans',
  'vrijheid',
  'focus',
  'dankbaarheid',
  'veerkracht',
  'geluk',
  'inzicht',
  'vriendschap',
  'eenvoud',
  'energie',
];
const FIRST = ['Anna', 'Pieter', 'Marloes', 'Joost', 'Fatima', 'Sanne', 'Daan', 'Noor', 'Bram', 'Lotte'];
const LAST = ['Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'];
const NUR = ['770', '772', '416', '420', '323', '302', '370', '285'];
const FORMS = ['BC', 'BB', 'ED', 'AJ'];

/** The ISBN-13 of record `n` (up to 9,999,999): 979-12 and seven digits, with its check digit. */
export function benchIsbn(n: number): string {
  const body = `97912${String(n).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One record; `priceCents` in euro cents, incl. VAT. */
export function benchRecord(n: number, priceCents: number): string {
  const isbn = benchIsbn(n);
  const word = (k: number) => WORDS[(n * 7 + k * 13) % WORDS.length]!;
  const title = `${word(0)[0]!.toUpperCase()}${word(0).slice(1)} en ${word(1)} ${n}`;
  const form = FORMS[n % FORMS.length]!;
  const ebook = form === 'ED';
  const rate = ebook || form === 'AJ' ? 21 : 9;
  const person = (k: number) =>
    `<Contributor><SequenceNumber>${k + 1}</SequenceNumber><ContributorRole>A01</ContributorRole>` +
    `<NamesBeforeKey>${FIRST[(n + k) % FIRST.length]}</NamesBeforeKey><KeyNames>${LAST[(n * 3 + k) % LAST.length]}</KeyNames></Contributor>`;
  return (
    `<Product><RecordReference>BENCH-${n}</RecordReference><NotificationType>03</NotificationType>` +
    `<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>` +
    `<DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>${form}</ProductForm>` +
    (ebook
      ? ''
      : `<Measure><MeasureType>01</MeasureType><Measurement>${200 + (n % 40)}</Measurement><MeasureUnitCode>mm</MeasureUnitCode></Measure>` +
        `<Measure><MeasureType>02</MeasureType><Measurement>135</Measurement><MeasureUnitCode>mm</MeasureUnitCode></Measure>` +
        `<Measure><MeasureType>08</MeasureType><Measurement>${200 + (n % 300)}</Measurement><MeasureUnitCode>gr</MeasureUnitCode></Measure>`) +
    `<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel>` +
    `<TitleText>${escape(title)}</TitleText><Subtitle>Over ${word(2)} en ${word(3)}</Subtitle></TitleElement></TitleDetail>` +
    person(0) +
    (n % 3 === 0 ? person(1) : '') +
    `<Language><LanguageRole>01</LanguageRole><LanguageCode>dut</LanguageCode></Language>` +
    `<Extent><ExtentType>00</ExtentType><ExtentValue>${96 + (n % 300)}</ExtentValue><ExtentUnit>03</ExtentUnit></Extent>` +
    `<Subject><MainSubject/><SubjectSchemeIdentifier>32</SubjectSchemeIdentifier><SubjectCode>${NUR[n % NUR.length]}</SubjectCode></Subject>` +
    `</DescriptiveDetail><CollateralDetail><TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience>` +
    `<Text>Een boek over ${word(0)}, ${word(1)} en ${word(2)}: wie ${word(3)} zoekt, vindt hier ${word(4)}.</Text></TextContent>` +
    `<SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience><ResourceMode>03</ResourceMode>` +
    `<ResourceVersion><ResourceForm>02</ResourceForm><ResourceLink>https://covers.example.nl/${isbn}.jpg</ResourceLink></ResourceVersion></SupportingResource>` +
    `</CollateralDetail><PublishingDetail><Publisher><PublishingRole>01</PublishingRole><PublisherName>Uitgeverij Benchmark</PublisherName></Publisher>` +
    `<PublishingDate><PublishingDateRole>01</PublishingDateRole><Date dateformat="00">2026${String(1 + (n % 12)).padStart(2, '0')}15</Date></PublishingDate></PublishingDetail>` +
    `<ProductSupply><SupplyDetail><Supplier><SupplierRole>01</SupplierRole><SupplierName>Centraal Boekhuis</SupplierName></Supplier>` +
    `<ProductAvailability>${n % 50 === 0 ? '31' : '21'}</ProductAvailability>` +
    `<Price><PriceType>${n % 5 === 0 ? '04' : '02'}</PriceType><PriceAmount>${(priceCents / 100).toFixed(2)}</PriceAmount>` +
    `<Tax><TaxType>01</TaxType><TaxRatePercent>${rate}</TaxRatePercent></Tax><CurrencyCode>EUR</CurrencyCode>` +
    `<Territory><CountriesIncluded>NL</CountriesIncluded></Territory></Price></SupplyDetail></ProductSupply></Product>\n`
  );
}

/** Writes the file: records 1..count, their prices moved from record `deltaFrom` on. */
export async function generateOnix(file: string, count: number, deltaFrom?: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n' +
      '<Header><Sender><SenderName>Leeswijzer benchmark</SenderName></Sender><SentDateTime>20261130T0600+0100</SentDateTime></Header>\n',
  );
  const first = deltaFrom ?? 1;
  for (let n = first; n <= count; n++) {
    const cents = 995 + ((n * 37) % 3000) + (deltaFrom !== undefined ? 100 : 0);
    await write(benchRecord(n, cents));
  }
  await write('</ONIXMessage>\n');
  out.end();
  await once(out, 'finish');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const deltaAt = args.indexOf('--delta');
  const delta = deltaAt >= 0 ? Number(args.splice(deltaAt, 2)[1]) : undefined;
  const [file, count = '1000000'] = args;
  if (!file || !/^\d+$/.test(count) || (delta !== undefined && !Number.isInteger(delta))) {
    console.error('Gebruik: npm run onix:generate -- <bestand> [aantal] [--delta <van>]');
    process.exit(2);
  }
  const started = Date.now();
  await generateOnix(file, Number(count), delta);
  console.log(`${file}: ${count} records in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
