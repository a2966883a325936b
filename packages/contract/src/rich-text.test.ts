import { describe, expect, it } from 'vitest';
import { isBlankArticle, privacyEmbedSrc, renderRichText, sanitizeRichText } from './rich-text';

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

  /** The editor's video frame of `src`, as it saves it. */
  const frame = (src: string) => `<iframe class="ql-video" src="${src}"></iframe>`;
  /** A frame of YouTube's video abc as a page shows it: on youtube-nocookie.com, titled and lazy. */
  const SHOWN_ABC =
    '<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/abc" loading="lazy" title="Embedded video"></iframe>';

  it('keeps only the two video hosts’ embed frames, rendered titled and lazy', () => {
    const youtube = frame('https://www.youtube.com/embed/abc');
    expect(sanitizeRichText(youtube)).toBe(youtube);
    expect(renderRichText(youtube)).toBe(SHOWN_ABC);
    expect(sanitizeRichText('<iframe src="https://evil.example/embed/abc"></iframe>')).toBe('');
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/other"></iframe>')).toBe('');
  });

  it("renders the editor's video frame as valid HTML: no obsolete frameborder, a boolean allowfullscreen", () => {
    const saved =
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc"></iframe>';
    expect(sanitizeRichText(saved)).toBe(saved);
    expect(renderRichText(saved)).toBe(
      '<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen="" loading="lazy" title="Embedded video"></iframe>',
    );
  });

  it('opens new tabs without handing over the window', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('stores line ends as LF, as they were before a multipart form made them CRLF', () => {
    expect(sanitizeRichText('<p>a</p>\r\n<h2>b</h2>\n<p>c</p>')).toBe('<p>a</p>\n<h2>b</h2>\n<p>c</p>');
  });

  it('tells an article with nothing to show', () => {
    expect(isBlankArticle(sanitizeRichText('<p><script>x</script>&nbsp;</p>'))).toBe(true);
    expect(isBlankArticle('<p><img src="https://x.example/a.png"></p>')).toBe(false);
  });

  it.each([
    ['https://www.youtube.com/embed/abc?showinfo=0', 'https://www.youtube-nocookie.com/embed/abc'],
    ['https://player.vimeo.com/video/76979871/', 'https://player.vimeo.com/video/76979871/?dnt=1'],
    ['https://evil.example/embed/abc', 'https://evil.example/embed/abc'],
  ])('plays every video on its privacy-friendly player (youtube-nocookie.com, Vimeo with dnt=1): %s', (src, shown) => {
    expect(privacyEmbedSrc(src)).toBe(shown);
  });

  it('renders a youtube.com frame on youtube-nocookie.com too', () => {
    expect(renderRichText(frame('https://youtube.com/embed/abc'))).toBe(SHOWN_ABC);
  });
});

/**
 * What each toolbar button makes (R-5.10) (Quill 2's semantic HTML, as both editors save it) survives the allowlist
 * unchanged, and cleaning is idempotent, so saving an article again stores the same bytes.
 */
describe('the editor and the allowlist agree', () => {
  const EDITOR_OUTPUT: Record<string, string> = {
    header: '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
    font: '<p><span class="ql-font-serif">Serif</span> and <span class="ql-font-monospace">mono</span></p>',
    size: '<p><span class="ql-size-small">small</span> <span class="ql-size-large">large</span> <span class="ql-size-huge">huge</span></p>',
    bold: '<p><strong>bold</strong></p>',
    italic: '<p><em>italic</em></p>',
    underline: '<p><u>underline</u></p>',
    strike: '<p><s>strike</s></p>',
    color: '<p><span style="color: rgb(230, 0, 0);">red</span></p>',
    background: '<p><span style="background-color: rgb(255, 255, 0);">marked</span></p>',
    blockquote: '<blockquote>Quoted</blockquote>',
    list: '<ol><li data-list="ordered">one</li></ol><ul><li data-list="bullet">dot</li></ul>',
    indent: '<p class="ql-indent-1">Indented</p>',
    link: '<p><a href="https://jda.rajasthan.gov.in/" rel="noopener noreferrer" target="_blank">JDA</a></p>',
    image: '<p><img src="/uploads/haveli_1a2b3c.png" alt="A haveli courtyard"></p>',
    video:
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    spaces: '<p>Two&nbsp; spaces,&nbsp;a&nbsp;typed one, and plain ones</p>',
  };

  it.each(Object.entries(EDITOR_OUTPUT))('%s survives, and cleaning it again changes nothing', (_format, html) => {
    const saved = sanitizeRichText(html);
    // What matters survives: every tag, text, class and URL of the editor's output.
    for (const kept of html.match(/<[a-z0-9]+|class="[^"]+"|src="[^"]+"|alt="[^"]+"|href="[^"]+"/g) ?? []) {
      expect(saved).toContain(kept);
    }
    expect(sanitizeRichText(saved)).toBe(saved);
    expect(sanitizeRichText(sanitizeRichText(saved).trim())).toBe(saved.trim());
  });
});
