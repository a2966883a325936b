import { describe, expect, it } from 'vitest';
import { isBlankArticle, renderRichText, sanitizeRichText } from './rich-text';

describe('the rich-text allowlist', () => {
  it("keeps the editor's colour, background and alignment, and keeps them when cleaned twice (save, then render)", () => {
    const html =
      '<p style="text-align: center"><span style="color: #e60000; background-color: rgb(255, 255, 204)">Red</span></p>';
    const saved = sanitizeRichText(html);
    expect(saved).toContain('color:#e60000');
    expect(saved).toContain('background-color:rgb(255, 255, 204)');
    expect(saved).toContain('text-align:center');
    expect(sanitizeRichText(saved)).toBe(saved);
    expect(renderRichText(saved)).toBe(saved);
  });

  it('drops any other style, url() and expressions, and scripts, handlers and javascript: links', () => {
    const html =
      '<p style="position: fixed; top: 0; background-image: url(https://evil.example/x.png)">a</p>' +
      '<span style="color: url(javascript:alert(1))">b</span><span style="background-color: expression(alert(1))">c</span>' +
      '<img src="https://example.com/a.png" onerror="alert(1)"><a href="javascript:alert(1)">d</a><script>alert(1)</script>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/style=|url\(|expression|position|onerror|javascript|script|alert/);
    expect(clean).toContain('<img src="https://example.com/a.png" />');
    expect(renderRichText(html)).toBe(
      clean.replace(
        '<img src="https://example.com/a.png" />',
        '<img src="https://example.com/a.png" loading="lazy" />',
      ),
    );
  });

  it('keeps only the two video hosts’ embed frames, rendered titled and lazy', () => {
    expect(sanitizeRichText('<iframe class="ql-video" src="https://www.youtube.com/embed/abc"></iframe>')).toBe(
      '<iframe class="ql-video" src="https://www.youtube.com/embed/abc"></iframe>',
    );
    expect(renderRichText('<iframe class="ql-video" src="https://www.youtube.com/embed/abc"></iframe>')).toBe(
      '<iframe class="ql-video" src="https://www.youtube.com/embed/abc" loading="lazy" title="Embedded video"></iframe>',
    );
    expect(sanitizeRichText('<iframe src="https://evil.example/embed/abc"></iframe>')).toBe('');
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/other"></iframe>')).toBe('');
  });

  it('opens new tabs without handing over the window', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('tells an article with nothing to show', () => {
    expect(isBlankArticle(sanitizeRichText('<p><script>x</script>&nbsp;</p>'))).toBe(true);
    expect(isBlankArticle('<p><img src="https://x.example/a.png"></p>')).toBe(false);
  });
});
