import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../i18n/catalogue.server';
import { localeOfPath } from '../../i18n/locale-path';
import { SiteHeader } from './site-header';

/** The header under a root route whose data is the page's locale and catalogue, as root.tsx's loader sends them. */
function renderAt(path: string) {
  const locale = localeOfPath(path);
  const data = { locale, messages: catalogue(locale) };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => data,
        shouldRevalidate: () => false,
        element: <SiteHeader companyName="Cadmax" />,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: data } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The links of the main navigation, found by its name in the page's language. */
const navLinks = (name: string) => Array.from(screen.getByRole('navigation', { name }).querySelectorAll('a'));

describe('SiteHeader', () => {
  it.each([
    {
      path: '/',
      logo: 'Cadmax home',
      nav: 'Main',
      hrefs: ['/', '/about', '/services', '/project', '/career', '/contact'],
    },
    {
      path: '/hi/services?x=1',
      logo: 'Cadmax होम',
      nav: 'मुख्य',
      hrefs: ['/hi', '/hi/about', '/hi/services', '/hi/project', '/hi/career', '/hi/contact'],
    },
  ])("links the logo home and lists the six routes, in the page's language ($path)", ({ path, logo, nav, hrefs }) => {
    renderAt(path);
    expect(screen.getByRole('link', { name: logo })).toHaveAttribute('href', hrefs[0]);
    expect(navLinks(nav).map((a) => a.getAttribute('href'))).toEqual(hrefs);
  });

  it('labels the six routes for desktop and mobile', () => {
    renderAt('/');
    const links = navLinks('Main');
    expect(links.map((a) => a.querySelector('.label-desktop')?.textContent)).toEqual([
      'Home',
      'Why Us',
      'Services',
      'Our Project',
      'Careers',
      'Contact',
    ]);
    expect(links.map((a) => a.querySelector('.label-mobile')?.textContent)).toEqual([
      'Home',
      'About',
      'Services',
      'Our Project',
      'Career',
      'Contact',
    ]);
  });

  it('marks only the current route active, sub-pages included, and Home only on /', () => {
    renderAt('/services/urban-planning');
    const active = document.querySelectorAll('.site-nav__link.is-active');
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveAttribute('href', '/services');
    expect(active[0]).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the menu with the toggle, switching the icon and aria-expanded', async () => {
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    expect(toggle.querySelector('[data-icon="menu"]')).not.toBeNull();
    expect(document.getElementById('site-menu')).not.toHaveClass('site-nav--open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle.querySelector('[data-icon="close"]')).not.toBeNull();
    expect(document.getElementById('site-menu')).toHaveClass('site-nav--open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and on navigation', async () => {
    const router = renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: /Our Project/ }));
    expect(router.state.location.pathname).toBe('/project');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.site-nav__link.is-active')).toHaveAttribute('href', '/project');

    await userEvent.click(toggle);
    await act(() => router.navigate('/contact'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("keeps a Hindi page's links in Hindi, with a switch to the same page in English (D-15)", () => {
    renderAt('/hi/services?x=1');
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(nav.querySelector('.is-active')).toHaveAttribute('href', '/hi/services');
    expect(nav.querySelectorAll('a')[2]?.querySelector('.label-desktop')).toHaveTextContent('सेवाएँ');
    expect(nav.querySelector('form[role="search"]')).toHaveAttribute('action', '/hi/search');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/services?x=1');
    expect(english).toHaveAttribute('lang', 'en');
  });
});
