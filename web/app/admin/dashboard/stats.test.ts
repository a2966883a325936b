import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@cadmax/contract';
import { chartModels, isEmpty, weekLabel, type ChartModel } from './stats';

const week = (monday: string, enquiries = 0, applications = 0, subscribers = 0) => ({
  week: monday,
  enquiries,
  applications,
  subscribers,
});
const zeroServices: DashboardStats['services'] = [
  { service: 'home', label: 'Home Renovation', count: 0 },
  { service: 'Office', label: 'Office Setup', count: 0 },
  { service: 'Commercial', label: 'Commercial Design', count: 0 },
];

describe('the dashboard charts (D-11.4)', () => {
  it('names a week by its Monday in UTC', () => {
    expect(weekLabel('2026-11-16')).toBe('16 Nov');
    expect(weekLabel('2026-01-05')).toBe('5 Jan');
  });

  it('puts the same numbers in the chart series and the table rows, and says them in words', () => {
    const stats: DashboardStats = {
      weeks: [week('2026-11-09', 4, 1, 0), week('2026-11-16', 0, 0, 2), week('2026-11-23', 1, 2, 1)],
      services: [
        { service: 'home', label: 'Home Renovation', count: 3 },
        { service: 'Office', label: 'Office Setup', count: 2 },
        { service: 'Commercial', label: 'Commercial Design', count: 0 },
      ],
    };
    const [weekly, services, subscribers] = chartModels(stats) as [ChartModel, ChartModel, ChartModel];
    expect(weekly.rows).toEqual(['9 Nov', '16 Nov', '23 Nov']);
    expect(weekly.series.map((s) => s.values)).toEqual([
      [4, 0, 1],
      [1, 0, 2],
    ]);
    expect(weekly.summary).toBe(
      '5 enquiries and 3 applications in the last 12 weeks; this week 1 enquiry and 2 applications. Most enquiries: week of 9 Nov (4).',
    );
    expect(services.rows).toEqual(['Home Renovation', 'Office Setup', 'Commercial Design']);
    expect(services.summary).toBe(
      '5 enquiries in the last 12 weeks: Home Renovation 3, Office Setup 2, Commercial Design 0. Most asked for: Home Renovation.',
    );
    expect(subscribers.series[0]?.values).toEqual([0, 2, 1]);
    expect(subscribers.summary).toBe(
      '3 current subscribers signed up in the last 12 weeks; this week 1. Most: week of 16 Nov (2).',
    );
    expect([weekly, services, subscribers].map(isEmpty)).toEqual([false, false, false]);
  });

  it('is empty when every number is zero', () => {
    const models = chartModels({ weeks: [week('2026-11-16'), week('2026-11-23')], services: zeroServices });
    expect(models.map(isEmpty)).toEqual([true, true, true]);
    expect(models.map((m) => m.empty)).toEqual([
      'No enquiries or applications in the last 12 weeks.',
      'No enquiries in the last 12 weeks.',
      'None of the current subscribers signed up in the last 12 weeks.',
    ]);
  });
});
