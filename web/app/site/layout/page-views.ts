/**
 * D-14.3, in the visitor's browser: each public page opened (the first one and every navigation after it) is named
 * to the CMS with one beacon (a keep-alive POST), never for the site admin (an admin token in this browser). The tab also remembers the
 * page before the current one (sessionStorage: this tab only, gone when it closes, never sent by itself), which a
 * public form sends as the page the visitor came to it from. Nothing else is stored or sent: no cookie, no id.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { publicPagePath } from '@cadmax/contract';
import { apiBase, getToken } from '../../api/session';

const PAGES_KEY = 'cadmax.pages';

interface Pages {
  previous: string | null;
  current: string | null;
}

function readPages(): Pages {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(PAGES_KEY) ?? 'null') as Pages | null;
    return stored ?? { previous: null, current: null };
  } catch {
    return { previous: null, current: null };
  }
}

function remember(path: string) {
  const { current } = readPages();
  if (current === path) return; // a reload, or a form's answer on its own page
  try {
    window.sessionStorage.setItem(PAGES_KEY, JSON.stringify({ previous: current, current: path }));
  } catch {
    // Storage off or full: the form says 'Not known'.
  }
}

/**
 * The page a form on the current page was reached from: the one before it in this tab, or the current one when the
 * visitor arrived on it from elsewhere.
 */
export function sourcePage(): string {
  const { previous, current } = readPages();
  return previous ?? current ?? '';
}

/** Counts the pages this tab opens while `enabled` (the site's PAGE_VIEWS). */
export function usePageViews(enabled: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    const path = publicPagePath(pathname);
    if (!enabled || !path) return;
    remember(path);
    // The site admin's own visits, and browsers driven by a program (tests, scrapers), are not views.
    if (getToken() || navigator.webdriver) return;
    // A keep-alive fetch is a beacon that says what it carries (JSON): it outlives the page, and nothing waits on it.
    void fetch(`${apiBase()}/page-view`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path }),
    }).catch(() => undefined);
  }, [enabled, pathname]);
}
