import { paths } from '../../paths';

/** The feed's media type: what its `<link rel="alternate">` and its answer both say. */
export const FEED_TYPE = 'application/rss+xml';

/** D-14.1: every public page's head points feed readers to /rss.xml (the site layout's `links`). */
export const feedLink = { rel: 'alternate', type: FEED_TYPE, title: 'Blog', href: paths.feed } as const;
