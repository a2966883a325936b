import { paths } from '../../paths';

/** The side menu: every admin screen (R-2.21 to; the trash D-11.2, the activity list D-11.3). */
export const navItems = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.team, label: 'Team' },
  { to: paths.admin.contacts, label: 'Contact List' },
  { to: paths.admin.applications, label: 'Career Applications' },
  { to: paths.admin.subscribers, label: 'Subscribers' },
  { to: paths.admin.jobs, label: 'Job List' },
  { to: paths.admin.blogs, label: 'Blogs' },
  { to: paths.admin.projects, label: 'Projects' },
  { to: paths.admin.trash, label: 'Trash' },
  { to: paths.admin.activity, label: 'Activity' },
  { to: paths.admin.settings, label: 'Profile Settings' },
] as const;
