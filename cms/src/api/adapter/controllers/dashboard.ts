/**
 * GET /dashboard-counts (admin): the seven dashboard cards, counted from the records, and the mail outbox's backlog.
 * GET /dashboard-stats (admin, D-11.4): the dashboard's charts (the `dashboard-stats` service).
 */
import type { Core } from '@strapi/strapi';
import { action } from '../../../lib/action';
import { ok } from '../../../lib/http';
import { outboxOf } from '../../../lib/mail-outbox';
import { documents, type ContentUid } from '../../../lib/records';
import type { DashboardCounts, MailBacklog } from '../../../lib/wire-types';
import type { DashboardStatsService } from '../services/dashboard-stats';

const SOURCES: Record<keyof DashboardCounts, ContentUid> = {
  users: 'api::subscriber.subscriber',
  teamMembers: 'api::team-member.team-member',
  jobs: 'api::job-application.job-application',
  jobAds: 'api::job-opening.job-opening',
  projects: 'api::project.project',
  blogs: 'api::blog.blog',
  contacts: 'api::contact-enquiry.contact-enquiry',
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  counts: action(async (ctx) => {
    const keys = Object.keys(SOURCES) as (keyof DashboardCounts)[];
    const counts = await Promise.all(keys.map((key) => documents(strapi, SOURCES[key]).count()));
    const data = Object.fromEntries(keys.map((key, i) => [key, counts[i]])) as unknown as DashboardCounts;
    const mail: MailBacklog = await outboxOf(strapi).counts();
    ok(ctx, { data, mail });
  }),

  stats: action(async (ctx) => {
    const stats = strapi.service('api::adapter.dashboard-stats') as unknown as DashboardStatsService;
    ok(ctx, { data: await stats.stats() });
  }),
});
