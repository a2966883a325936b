import { useEffect, useState, type ReactNode } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { SITE_SEARCH_MAX } from '@cadmax/contract';
import { fill, useLocalePath, useMessages } from '../../i18n/messages';
import { useHydrated } from '../../lib/use-hydrated';
import { paths } from '../../paths';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';

const MENU_ID = 'site-menu';

/**
 * The sticky top bar. Below 1024 px the links collapse behind a toggle. `tools` sit beside the
 * toggle (the music button), so on a phone they are part of the bar and never float over the text.
 */
export function SiteHeader({ companyName, tools }: { companyName: string; tools?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const hydrated = useHydrated();
  const t = useMessages();
  const at = useLocalePath();

  // The menu closes on every navigation.
  useEffect(() => setOpen(false), [location.pathname]);

  // Opened before the script took over (the link below put #site-menu in the address): the script keeps it open
  // and takes the fragment away, so the next close is the script's.
  useEffect(() => {
    if (window.location.hash !== `#${MENU_ID}`) return;
    setOpen(true);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={at(paths.home)} className="site-logo" aria-label={fill(t.nav.homeOf, { company: companyName })}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <span className="site-logo__name">{companyName}</span>
        </Link>
        <div className="site-header__tools">
          <LanguageSwitch compact />
          {tools}
          {hydrated ? (
            <button
              type="button"
              className="nav-toggle"
              aria-expanded={open}
              aria-controls={MENU_ID}
              aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </button>
          ) : (
            <NoScriptToggle />
          )}
        </div>
        <nav id={MENU_ID} className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label={t.nav.label}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={at(link.to)}
                  end={link.to === paths.home}
                  className={({ isActive }) => `site-nav__link${isActive ? ' is-active' : ''}`}
                >
                  <span className="label-desktop">{t.nav[link.desktop]}</span>
                  <span className="label-mobile">{t.nav[link.mobile]}</span>
                </NavLink>
              </li>
            ))}
          </ul>
          <SiteSearchBox />
        </nav>
      </div>
    </header>
  );
}

/**
 * D-14.5: the site search's box, at the end of the links (in the menu below lg). A GET form to /search, so it works
 * before and without JavaScript.
 */
function SiteSearchBox() {
  const t = useMessages();
  const at = useLocalePath();
  return (
    <Form method="get" action={at(paths.search)} role="search" className="site-search">
      <label htmlFor="site-search-q" className="visually-hidden">
        {t.nav.searchLabel}
      </label>
      <input
        id="site-search-q"
        className="site-search__input"
        type="search"
        name="q"
        placeholder={t.nav.searchPlaceholder}
        maxLength={SITE_SEARCH_MAX}
        autoComplete="off"
      />
      <button type="submit" className="site-search__button" aria-label={t.nav.search}>
        <SearchIcon />
      </button>
    </Form>
  );
}

/**
 * The toggle before the script runs, or without JavaScript: links that open the menu by its fragment (the menu
 * shows while it is the :target, styles/layout.css) and close it again; the script swaps in the button.
 */
function NoScriptToggle() {
  const t = useMessages();
  return (
    <>
      <a href={`#${MENU_ID}`} className="nav-toggle nav-toggle--open" aria-label={t.nav.openMenu}>
        <MenuIcon />
      </a>
      <a href="#" className="nav-toggle nav-toggle--close" aria-label={t.nav.closeMenu}>
        <CloseIcon />
      </a>
    </>
  );
}

function MenuIcon() {
  return (
    <svg data-icon="menu" width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg data-icon="search" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg data-icon="close" width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
