/**
 * The dashboard's charts (D-11.4): what each chart shows, worked out once from GET /dashboard-stats so the chart,
 * its text summary and its table (the same numbers, for screen readers and for anyone who wants figures) agree.
 */
import { STATS_WEEKS, type DashboardStats } from '@cadmax/contract';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A colour custom property of admin.css (the design card's colours), read by the chart when it draws. */
  colour: string;
}

export interface ChartModel {
  id: string;
  title: string;
  kind: 'bar' | 'line' | 'hbar';
  /** The first column's heading in the table: what each row is. */
  rowHeading: string;
  rows: string[];
  series: ChartSeries[];
  summary: string;
  empty: string;
}

const SHORT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A week's Monday (`YYYY-MM-DD`) as the chart's axis and the table name it: "17 Nov". */
export const weekLabel = (monday: string) => SHORT.format(new Date(`${monday}T00:00:00Z`));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The week with the most, the latest of equals (null when all are zero). */
function busiest(weeks: string[], values: number[]): string | null {
  let found: string | null = null;
  let most = 0;
  weeks.forEach((monday, i) => {
    const value = values[i] ?? 0;
    if (value > 0 && value >= most) [found, most] = [monday, value];
  });
  return found === null ? null : `${weekLabel(found)} (${most})`;
}

export function chartModels(stats: DashboardStats): ChartModel[] {
  const weeks = stats.weeks.map((w) => w.week);
  const rows = weeks.map(weekLabel);
  const enquiries = stats.weeks.map((w) => w.enquiries);
  const applications = stats.weeks.map((w) => w.applications);
  const subscribers = stats.weeks.map((w) => w.subscribers);
  const span = `the last ${STATS_WEEKS} weeks`;
  const now = stats.weeks.length - 1;

  const weeklyBusiest = busiest(weeks, enquiries);
  const services = stats.services;
  const totalServices = sum(services.map((s) => s.count));
  const top = [...services].sort((a, b) => b.count - a.count)[0];
  const subscriberBusiest = busiest(weeks, subscribers);

  return [
    {
      id: 'weekly',
      title: 'Enquiries and applications per week',
      kind: 'bar',
      rowHeading: 'Week of',
      rows,
      series: [
        { label: 'Enquiries', values: enquiries, colour: '--adm-chart-1' },
        { label: 'Applications', values: applications, colour: '--adm-chart-2' },
      ],
      summary:
        `${plural(sum(enquiries), 'enquiry', 'enquiries')} and ${plural(sum(applications), 'application')} in ${span}; ` +
        `this week ${plural(enquiries[now] ?? 0, 'enquiry', 'enquiries')} and ${plural(applications[now] ?? 0, 'application')}.` +
        (weeklyBusiest ? ` Most enquiries: week of ${weeklyBusiest}.` : ''),
      empty: `No enquiries or applications in ${span}.`,
    },
    {
      id: 'services',
      title: 'Enquiries by service',
      kind: 'hbar',
      rowHeading: 'Service',
      rows: services.map((s) => s.label),
      series: [{ label: 'Enquiries', values: services.map((s) => s.count), colour: '--adm-chart-1' }],
      summary:
        totalServices && top
          ? `${plural(totalServices, 'enquiry', 'enquiries')} in ${span}: ` +
            services.map((s) => `${s.label} ${s.count}`).join(', ') +
            `. Most asked for: ${top.label}.`
          : '',
      empty: `No enquiries in ${span}.`,
    },
    {
      id: 'subscribers',
      // An unsubscribe deletes the address, so each week counts the sign-ups that are still subscribed.
      title: 'Current subscribers by sign-up week',
      kind: 'line',
      rowHeading: 'Signed up in the week of',
      rows,
      series: [{ label: 'Current subscribers', values: subscribers, colour: '--adm-chart-3' }],
      summary:
        `${plural(sum(subscribers), 'current subscriber')} signed up in ${span}; this week ${subscribers[now] ?? 0}.` +
        (subscriberBusiest ? ` Most: week of ${subscriberBusiest}.` : ''),
      empty: `None of the current subscribers signed up in ${span}.`,
    },
  ];
}

/** A chart with nothing to draw shows its empty state instead. */
export const isEmpty = (model: ChartModel) => model.series.every((s) => s.values.every((v) => v === 0));
