// Spec 3 §3 Country and §9: shipping abroad = base_shipping + surcharge_weight per kg (cents). Ids are the
// ISO 3166-1 numeric codes, except the Netherlands, which keeps the legacy id 154 the shop has always used
// (spec 1 §9, spec 3 §9); 154 is no country's ISO code (it is the UN region "Northern Europe").
import { type Column, insertRows, type SqlConn } from './sql.ts';

interface CountryRow {
  id: number;
  code: string;
  displayValue: string;
  eu: boolean;
  baseShippingCents: number;
  surchargeWeightCents: number;
}

type Raw = [id: number, code: string, name: string, base: number, perKg: number];

const EU: Raw[] = [
  [154, 'NL', 'Nederland', 845, 0],
  [56, 'BE', 'België', 1095, 150],
  [442, 'LU', 'Luxemburg', 1195, 150],
  [276, 'DE', 'Duitsland', 1195, 150],
  [250, 'FR', 'Frankrijk', 1450, 200],
  [40, 'AT', 'Oostenrijk', 1450, 200],
  [208, 'DK', 'Denemarken', 1450, 200],
  [380, 'IT', 'Italië', 1550, 250],
  [724, 'ES', 'Spanje', 1550, 250],
  [620, 'PT', 'Portugal', 1550, 250],
  [372, 'IE', 'Ierland', 1550, 250],
  [752, 'SE', 'Zweden', 1550, 250],
  [246, 'FI', 'Finland', 1650, 250],
  [616, 'PL', 'Polen', 1550, 250],
  [203, 'CZ', 'Tsjechië', 1550, 250],
  [703, 'SK', 'Slowakije', 1650, 250],
  [348, 'HU', 'Hongarije', 1650, 250],
  [705, 'SI', 'Slovenië', 1650, 250],
  [191, 'HR', 'Kroatië', 1650, 300],
  [642, 'RO', 'Roemenië', 1750, 300],
  [100, 'BG', 'Bulgarije', 1750, 300],
  [300, 'GR', 'Griekenland', 1750, 300],
  [196, 'CY', 'Cyprus', 1850, 350],
  [470, 'MT', 'Malta', 1850, 350],
  [233, 'EE', 'Estland', 1650, 300],
  [428, 'LV', 'Letland', 1650, 300],
  [440, 'LT', 'Litouwen', 1650, 300],
];

const NON_EU: Raw[] = [
  [826, 'GB', 'Verenigd Koninkrijk', 1950, 300],
  [756, 'CH', 'Zwitserland', 1950, 300],
  [578, 'NO', 'Noorwegen', 1950, 350],
  [352, 'IS', 'IJsland', 2250, 450],
  [792, 'TR', 'Turkije', 2250, 500],
  [891, 'CS', 'Servie en Montenegro', 1950, 350],
  [840, 'US', 'Verenigde Staten', 2600, 900],
  [124, 'CA', 'Canada', 2600, 900],
  [36, 'AU', 'Australië', 3200, 1200],
  [554, 'NZ', 'Nieuw-Zeeland', 3200, 1200],
  [710, 'ZA', 'Zuid-Afrika', 2900, 1100],
  [360, 'ID', 'Indonesië', 2900, 1100],
  [740, 'SR', 'Suriname', 2600, 1000],
  [531, 'CW', 'Curaçao', 2450, 900],
  [533, 'AW', 'Aruba', 2450, 900],
  [534, 'SX', 'Sint Maarten', 2450, 900],
  [535, 'BQ', 'Caribisch Nederland', 2450, 900],
  [530, 'AN', 'Nederlandse Antillen', 2450, 900],
];

export const COUNTRIES: readonly CountryRow[] = [
  ...EU.map(([id, code, displayValue, base, perKg]) => country(id, code, displayValue, true, base, perKg)),
  ...NON_EU.map(([id, code, displayValue, base, perKg]) =>
    country(id, code, displayValue, false, base, perKg),
  ),
];

function country(id: number, code: string, displayValue: string, eu: boolean, base: number, perKg: number) {
  return { id, code, displayValue, eu, baseShippingCents: base, surchargeWeightCents: perKg };
}

export async function insertCountries(conn: SqlConn): Promise<void> {
  const columns: Column<CountryRow>[] = [
    { name: 'id', type: 'int', value: (c) => c.id },
    { name: 'code', type: 'text', value: (c) => c.code },
    { name: 'display_value', type: 'text', value: (c) => c.displayValue },
    { name: 'eu', type: 'boolean', value: (c) => c.eu },
    { name: 'base_shipping_cents', type: 'int', value: (c) => c.baseShippingCents },
    { name: 'surcharge_weight_cents', type: 'int', value: (c) => c.surchargeWeightCents },
  ];
  await insertRows(conn, 'countries', columns, COUNTRIES);
}
