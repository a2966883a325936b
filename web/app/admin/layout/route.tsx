import { useEffect, useRef, useState } from 'react';
import {
  Form,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { pipelineCounts } from '../../api/endpoints';
import { paths } from '../../paths';
import { NewBadge } from '../components/new-badge';
import { Loading } from '../components/states';
import type { AdminContext } from '../lib/admin-context';
import { requireAdmin } from '../lib/guard';
import { msg } from '../lib/messages';
import { navItems } from './nav-items';
// D-15: records' Hindi texts in Noto Sans Devanagari, `swap` (the admin moves between screens without reloading,
// where the site's `optional` face would stay unused until a reload).
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '../admin.css';
import { pageTitle } from '../../lib/meta';

export const meta = () => [{ title: pageTitle('Admin') }, { name: 'robots', content: 'noindex' }];

/**
 * guard on every admin page (D-8.7); client-only so the server only renders the fallback. Once the admin is
 * verified, the sidebar's badges (D-11.1): enquiries still New, applications still Received. They reload with the
 * guard, so a status change (a write) or a move to another screen brings them up to date; a failed count only
 * hides them.
 */
export const clientLoader = async () => {
  const profile = await requireAdmin();
  const counts = await pipelineCounts().then(
    (answer) => answer.data,
    () => null,
  );
  return { profile, counts };
};
clientLoader.hydrate = true as const;

/**
 * Re-check the token on every move to another admin screen and after every write (the profile form's save shows in
 * the top bar that way), not only on the first load. A new search or page of the same list does not need it.
 */
export const shouldRevalidate = ({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) =>
  Boolean(formMethod) || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search;

/** The card-grid screens, whose loading text is 'LOADING....'. */
const gridScreens: string[] = [paths.admin.blogs, paths.admin.projects];

/** Logout posts to the login route's clientAction, which ends the session. */
function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action={paths.admin.login} className="adm-logout-form">
      <button type="submit" name="intent" value="logout" className={className}>
        Logout
      </button>
    </Form>
  );
}

export function HydrateFallback() {
  return <p className="adm-loading">{msg.loading}</p>;
}

export default function AdminLayout() {
  const { profile, counts } = useLoaderData<typeof clientLoader>();
  const badges: Record<string, number | undefined> = {
    [paths.admin.contacts]: counts?.newEnquiries,
    [paths.admin.applications]: counts?.newApplications,
  };
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Another screen's clientLoader is running: the current screen stays, dimmed, under a loading line.
  const nextScreen = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  // On a phone the open menu takes the keyboard: focus moves in, Escape closes it and
  // returns focus to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    document.querySelector<HTMLElement>('#adm-sidebar a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const context: AdminContext = { profile };

  return (
    <div className={`adm-shell${menuOpen ? ' is-menu-open' : ''}`}>
      <a className="adm-skip" href="#adm-main">
        Skip to content
      </a>
      <aside id="adm-sidebar" className="adm-sidebar" aria-label="Admin menu">
        <div className="adm-sidebar__brand">
          <Link to={paths.admin.dashboard}>Cadmax Admin</Link>
        </div>
        <nav>
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
                  {item.label}
                  <NewBadge count={badges[item.to]} />
                </NavLink>
              </li>
            ))}
            <li>
              <LogoutButton className="adm-sidebar__logout" />
            </li>
          </ul>
        </nav>
      </aside>
      {menuOpen && <div className="adm-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="adm-main-col">
        <header className="adm-topbar">
          <button
            ref={toggleRef}
            type="button"
            className="adm-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="adm-sidebar"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          </button>
          <div className="adm-topbar__profile">
            {profile.profileImage ? (
              <img className="adm-avatar" src={profile.profileImage} alt="" width={40} height={40} />
            ) : (
              <span className="adm-avatar adm-avatar--initial" aria-hidden="true">
                {profile.name.charAt(0).toUpperCase() || 'A'}
              </span>
            )}
            <div className="adm-topbar__who">
              <span className="adm-topbar__name">{profile.name}</span>
              <span className="adm-topbar__email">{profile.email}</span>
            </div>
            <span className="adm-badge">Admin</span>
          </div>
          <nav className="adm-topbar__links" aria-label="Account">
            <Link to={paths.admin.settings}>Profile Settings</Link>
            <LogoutButton className="adm-link-btn" />
          </nav>
        </header>
        <main id="adm-main" className="adm-content" tabIndex={-1} aria-busy={nextScreen}>
          {nextScreen && (
            <div className="adm-pending">
              <Loading kind={gridScreens.includes(navigation.location.pathname) ? 'grid' : 'table'} />
            </div>
          )}
          <Outlet context={context} />
        </main>
      </div>
    </div>
  );
}
