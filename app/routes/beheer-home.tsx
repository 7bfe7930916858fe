// /beheer (issue 15 #3; issue 30's dashboard, decisions 578–580): the staff area's start page — the paid orders and
// revenue of today and of this week (from Monday, in the shop's time zone), the work waiting in each list as a
// count that links to it, and a chart of the last 30 days per day with the same figures as a table. Server-rendered
// and readable without JavaScript. Admins only (404 for everyone else).
import { Link, useLoaderData } from 'react-router';
import { formatDateNl } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { chartScale, shortWeekdayNl } from '../../domain/staff-dashboard';
import { DayChart } from '../components/beheer/DayChart';
import styles from '../components/beheer/Dashboard.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-home';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, 'home');
  const overview = await context.services.dashboard.overview();
  const { days } = overview;
  return {
    today: { date: formatDateNl(overview.periods.today), ...overview.today },
    week: { since: formatDateNl(overview.periods.weekStart), ...overview.week },
    // Each list's count and the address of the list it counts.
    work: [
      { key: 'to_ship', to: '/beheer/bestellingen?status=to_ship', n: overview.toShip },
      { key: 'awaiting', to: '/beheer/bestellingen?status=awaiting', n: overview.awaiting },
      { key: 'failed_mails', to: '/beheer/mail?status=failed', n: overview.failedMails },
      { key: 'pending_reviews', to: '/beheer/recensies', n: overview.pendingReviews },
      { key: 'partner_applications', to: '/beheer/partners', n: overview.partnerApplications },
      { key: 'open_messages', to: '/beheer/berichten', n: overview.openMessages },
    ],
    days: days.map((d) => ({ ...d, date: formatDateNl(d.day), weekday: shortWeekdayNl(d.day) })),
  };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

const wholeEuros = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** The busiest day of a figure: the first with the highest value (null when every day is 0). */
function busiest<T extends { date: string }>(days: readonly T[], value: (day: T) => number) {
  return days.reduce<T | null>((best, day) => (value(day) > (best ? value(best) : 0) ? day : best), null);
}

export default function BeheerHome() {
  const { today, week, work, days } = useLoaderData<typeof loader>();
  const t = useT();
  const orders = (n: number) =>
    n === 1 ? t('beheer.dashboard.orders_one') : t('beheer.dashboard.orders', { n });
  // In a sentence an amount stays one with its euro sign when the line wraps.
  const inText = (cents: number) => formatEuro(cents).replace(' ', '\u00a0');
  const total = days.reduce(
    (sum, d) => ({ orders: sum.orders + d.orders, revenueCents: sum.revenueCents + d.revenueCents }),
    { orders: 0, revenueCents: 0 },
  );
  const range = { from: days[0]!.date, to: days.at(-1)!.date };
  const mostOrders = busiest(days, (d) => d.orders);
  const mostRevenue = busiest(days, (d) => d.revenueCents);
  const dayLabel = (date: string) => date.slice(0, 5);
  return (
    <section className={styles.section} aria-labelledby="beheer-title">
      <h1 id="beheer-title">{t('beheer.dashboard.title')}</h1>
      <p className={styles.intro}>{t('beheer.dashboard.intro')}</p>

      <section className={styles.block} aria-labelledby="dashboard-sales">
        <h2 id="dashboard-sales">{t('beheer.dashboard.sales')}</h2>
        <dl className={styles.sales}>
          <div className={styles.sale}>
            <dt>
              {t('beheer.dashboard.today')} <span className={styles.period}>{today.date}</span>
            </dt>
            <dd className={styles.amount}>{formatEuro(today.revenueCents)}</dd>
            <dd>{orders(today.orders)}</dd>
          </div>
          <div className={styles.sale}>
            <dt>
              {t('beheer.dashboard.week')}{' '}
              <span className={styles.period}>{t('beheer.dashboard.week_since', { date: week.since })}</span>
            </dt>
            <dd className={styles.amount}>{formatEuro(week.revenueCents)}</dd>
            <dd>{orders(week.orders)}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.block} aria-labelledby="dashboard-work">
        <h2 id="dashboard-work">{t('beheer.dashboard.work')}</h2>
        <ul className={styles.tiles}>
          {work.map((item) => (
            <li key={item.key}>
              <Link className={styles.tile} to={item.to}>
                <span>{t(`beheer.dashboard.${item.key}`)}</span>
                <span className={styles.count}>{item.n}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="dashboard-chart">
        <h2 id="dashboard-chart">{t('beheer.dashboard.chart')}</h2>
        <div className={styles.charts}>
          <DayChart
            tone="revenue"
            title={t('beheer.dashboard.chart_revenue')}
            summary={
              mostRevenue
                ? t('beheer.dashboard.chart_revenue_summary', {
                    ...range,
                    total: inText(total.revenueCents),
                    day: mostRevenue.date,
                    most: inText(mostRevenue.revenueCents),
                  })
                : t('beheer.dashboard.chart_empty', range)
            }
            days={days.map((d) => ({ day: d.day, label: dayLabel(d.date), value: d.revenueCents }))}
            scale={chartScale(Math.max(0, ...days.map((d) => d.revenueCents)), { minStep: 100 })}
            tickLabel={(cents) => `€ ${wholeEuros.format(cents / 100)}`}
          />
          <DayChart
            tone="orders"
            title={t('beheer.dashboard.chart_orders')}
            summary={
              mostOrders
                ? t('beheer.dashboard.chart_orders_summary', {
                    ...range,
                    total: total.orders,
                    day: mostOrders.date,
                    most: mostOrders.orders,
                  })
                : t('beheer.dashboard.chart_empty', range)
            }
            days={days.map((d) => ({ day: d.day, label: dayLabel(d.date), value: d.orders }))}
            scale={chartScale(Math.max(0, ...days.map((d) => d.orders)))}
            tickLabel={(n) => String(n)}
          />
        </div>
        <details className={styles.figures}>
          <summary>{t('beheer.dashboard.table')}</summary>
          <StaffTable labelledBy="dashboard-table-caption" caption={t('beheer.dashboard.table_caption')}>
            <thead>
              <tr>
                <th scope="col">{t('beheer.dashboard.col.day')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('beheer.dashboard.col.orders')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('beheer.dashboard.col.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">
                    {d.weekday} {d.date}
                  </th>
                  <td className={styles.numeric}>{d.orders}</td>
                  <td className={styles.numeric}>{formatEuro(d.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('beheer.dashboard.total')}</th>
                <td className={styles.numeric}>{total.orders}</td>
                <td className={styles.numeric}>{formatEuro(total.revenueCents)}</td>
              </tr>
            </tfoot>
          </StaffTable>
        </details>
      </section>
    </section>
  );
}
