import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { hasLocaleCopies, localeOfPath, localePath, switchedPath, unlocalizedPath } from './locale-path';

describe('localePath (D-15)', () => {
  it('keeps English paths as the spec has them and puts Hindi ones under /hi', () => {
    expect(localePath('en', paths.about)).toBe('/about');
    expect(localePath('hi', paths.home)).toBe('/hi');
    expect(localePath('hi', paths.about)).toBe('/hi/about');
    expect(localePath('hi', paths.blogArticle('abc123'))).toBe('/hi/blog-details/abc123');
    expect(localePath('hi', `${paths.search}?q=survey&page=2`)).toBe('/hi/search?q=survey&page=2');
    expect(localePath('hi', '/?q=1')).toBe('/hi?q=1');
    expect(localePath('hi', paths.feed)).toBe('/hi/rss.xml');
  });

  it('leaves English-only paths, and what is not a site path, as they are', () => {
    expect(localePath('hi', paths.forget)).toBe('/forget');
    expect(localePath('hi', paths.admin.dashboard)).toBe('/admin/dashboard');
    expect(localePath('hi', '/preview/blog/1')).toBe('/preview/blog/1');
    expect(localePath('hi', 'mailto:office@cadmax.example')).toBe('mailto:office@cadmax.example');
    expect(localePath('hi', '#main')).toBe('#main');
  });
});

describe('localeOfPath and unlocalizedPath', () => {
  it('reads the locale from the first segment only', () => {
    for (const path of ['/hi', '/hi/about', '/HI/about']) expect(localeOfPath(path), path).toBe('hi');
    for (const path of ['/about', '/hindi', '/', '/en/about']) expect(localeOfPath(path), path).toBe('en');
  });

  it('takes the prefix off again', () => {
    expect(unlocalizedPath('/hi')).toBe('/');
    expect(unlocalizedPath('/hi/project/cadmax-valley')).toBe('/project/cadmax-valley');
    expect(unlocalizedPath('/project/cadmax-valley')).toBe('/project/cadmax-valley');
    for (const path of ['/', '/about', '/services/town-planning', '/search'])
      expect(unlocalizedPath(localePath('hi', path))).toBe(path);
  });
});

describe('switchedPath: the language switch', () => {
  it('goes to the same page in the other language, the query kept', () => {
    expect(switchedPath({ pathname: '/about', search: '' }, 'hi')).toBe('/hi/about');
    expect(switchedPath({ pathname: '/hi/about', search: '' }, 'en')).toBe('/about');
    expect(switchedPath({ pathname: '/hi', search: '' }, 'en')).toBe('/');
    expect(switchedPath({ pathname: '/', search: '' }, 'hi')).toBe('/hi');
    expect(switchedPath({ pathname: '/search', search: '?q=jaipur' }, 'hi')).toBe('/hi/search?q=jaipur');
    expect(switchedPath({ pathname: '/hi/search', search: '?q=jaipur' }, 'en')).toBe('/search?q=jaipur');
  });

  it("leads to the other language's home from a page that has no copy in it", () => {
    expect(hasLocaleCopies('/forget')).toBe(false);
    expect(switchedPath({ pathname: '/forget' }, 'hi')).toBe('/hi');
    expect(hasLocaleCopies('/hi/blog')).toBe(true);
  });
});
