import { describe, expect, it } from 'vitest';
import { absoluteUrl, adminTitle, pageTitle } from './meta';

describe('absoluteUrl', () => {
  it('joins the site and a path with one slash', () => {
    expect(absoluteUrl('https://cadmax.example/', '/uploads/a.jpg')).toBe('https://cadmax.example/uploads/a.jpg');
    expect(absoluteUrl('https://cadmax.example', 'about')).toBe('https://cadmax.example/about');
  });

  it('keeps a media URL on object storage as it is', () => {
    const url = 'https://media.cadmax.example/large_a_1f2e.jpg';
    expect(absoluteUrl('https://cadmax.example', url)).toBe(url);
    expect(absoluteUrl('https://cadmax.example', 'http://127.0.0.1:9000/cadmax-media/a.webp')).toBe(
      'http://127.0.0.1:9000/cadmax-media/a.webp',
    );
  });
});

describe('pageTitle', () => {
  it("ends every title with '| <company>', also one that names the company already", () => {
    expect(pageTitle('Cadmax Valley')).toBe('Cadmax Valley | Cadmax');
    expect(pageTitle('Cadmax Group Head Office', 'Cadmax')).toBe('Cadmax Group Head Office | Cadmax');
    expect(pageTitle('Forgot password')).toBe('Forgot password | Cadmax');
    expect(pageTitle('About Us | Cadmax')).toBe('About Us | Cadmax');
    expect(pageTitle('Our Projects', 'Acme Planners')).toBe('Our Projects | Acme Planners');
    expect(adminTitle('Contact List')).toBe('Contact List | Admin | Cadmax');
  });
});
