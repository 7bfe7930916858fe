// `npm run payouts -- --quarter 2026Q4` (issue 17 #5): the quarterly payout run over DATABASE_URL or the embedded
// database in DATA_DIR (stop the app first: PGlite has one user). Without --quarter: the quarter that ended last.
// Safe to run twice: a partner's quarter is written once (server/partners/payouts.ts).
import { parseArgs } from 'node:util';
import { amsterdamCalendarDate } from '../domain/dates.ts';
import { formatEuro } from '../domain/money.ts';
import { parseQuarter, previousQuarter, quarterOf } from '../domain/payouts.ts';
import { openDatabase } from '../server/db/client.ts';
import { lockDataDir, runMigrations } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';
import { runPayouts } from '../server/partners/service.ts';

const { values } = parseArgs({ options: { quarter: { type: 'string' } } });
const quarter = values.quarter
  ? parseQuarter(values.quarter)
  : previousQuarter(quarterOf(amsterdamCalendarDate(new Date())));
if (!quarter) {
  console.error(`Onbekend kwartaal '${values.quarter}': gebruik bijvoorbeeld --quarter 2026Q4.`);
  process.exit(2);
}

const env = loadEnv();
const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const result = await runPayouts(database.db, quarter);
  if (result.kind === 'not-ended') {
    console.error(
      `Het kwartaal ${result.quarter} loopt nog tot en met ${result.settledDate}: nog geen uitbetaling.`,
    );
    process.exitCode = 1;
  } else {
    const labels = { paid: 'uitbetaald', saved: 'gespaard', below: 'onder € 5, niets uitbetaald' };
    for (const { partnerId, decision } of result.partners)
      console.log(
        decision
          ? `partner ${partnerId}: ${labels[decision.status]} ${formatEuro(decision.amountCents)}`
          : `partner ${partnerId}: ${result.quarter} was al verwerkt`,
      );
    const paid = result.partners.filter((p) => p.decision?.status === 'paid');
    const total = paid.reduce((sum, p) => sum + (p.decision?.amountCents ?? 0), 0);
    console.log(
      `Uitbetaling ${result.quarter} (afgerekend tot en met ${result.settledDate}): ${paid.length} partners, ${formatEuro(total)} excl. btw.`,
    );
  }
} finally {
  await database.close();
  unlock();
}
