import { describe, expect, it } from 'vitest';
import { isMapEmbedUrl, isSocialLink, siteLinkProblem } from './site-links';

describe('site links', () => {
  it('accept https links, and for the map only the providers the site frames', () => {
    expect(isSocialLink('https://www.facebook.com/cadmaxjaipur')).toBe(true);
    expect(isMapEmbedUrl('https://maps.google.com/maps?q=Jaipur&output=embed')).toBe(true);
    expect(isMapEmbedUrl('https://www.google.com/maps/embed?pb=x')).toBe(true);
    expect(siteLinkProblem('facebook_url', '')).toBeNull();
    expect(siteLinkProblem('tagline', 'anything')).toBeNull();
  });

  it('refuse other schemes, scheme-relative links, credentials and other map hosts', () => {
    for (const bad of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      '//evil.example/x',
      'http://www.facebook.com/x',
      'https://user:pass@www.facebook.com/',
      'facebook.com/cadmax',
      ' https://www.facebook.com/x',
    ]) {
      expect(isSocialLink(bad), bad).toBe(false);
      expect(siteLinkProblem('instagram_url', bad), bad).toBe('Instagram URL must be an https link.');
    }
    for (const bad of [
      'https://evil.example/maps',
      'https://maps.google.com.evil.example/',
      'https://www.google.com:8443/maps',
    ]) {
      expect(isMapEmbedUrl(bad), bad).toBe(false);
      expect(siteLinkProblem('map_embed_url', bad), bad).toMatch(/Map embed URL/);
    }
  });
});
