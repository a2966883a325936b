// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EDITOR_HTML_MARK, PASTE_REASONS, filterPastedHtml, pasteNotice } from './editor-paste';
import { paletteColour } from './editor';

const ORIGIN = 'https://www.cadmax.example';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A web page's article as Chrome puts it on the clipboard: inline colours, a highlight, a foreign image, code. */
const WEB_PAGE = `<meta charset="utf-8"><html><head><style>h2 { color: red }</style><title>Plans</title></head><body>
<!--StartFragment--><h2 style="color:red">Site plan</h2>
<p>Our <span style="color:#f00;font-weight:bold">red note</span> and a <mark>yellow highlight</mark>
and <span style="background-color: yellow">another</span>.</p>
<img src="https://example.org/x.jpg" alt="Site plan">
<script>alert(1)</script><style>p { color: blue }</style><noscript>Enable JavaScript</noscript>
<table><thead><tr><th>Phase</th><th>Weeks</th></tr></thead>
<tbody><tr><td>Design</td><td>6</td></tr><tr><td>Build <b>core</b></td><td>20</td></tr></tbody></table>
<!--EndFragment--></body></html>`;

describe('the paste filter', () => {
  it("keeps only the toolbar's formats from a web page: no colours, highlights, code or foreign images", async () => {
    const { html, dropped } = await filterPastedHtml(WEB_PAGE, { origin: ORIGIN });
    expect(html).toContain('<h2>Site plan</h2>');
    expect(html).toContain('Our <span style="font-weight: bold;">red note</span> and a yellow highlight');
    expect(html).not.toMatch(/color|background|<mark|<img|alert|Enable JavaScript|<table|StartFragment/);
    expect(dropped).toEqual([{ name: 'Site plan', reason: PASTE_REASONS.foreign }]);
  });

  it('turns a table into a list, a header row naming each cell', async () => {
    const { html } = await filterPastedHtml(WEB_PAGE, { origin: ORIGIN });
    expect(html).toContain('<ul><li>Phase: Design · Weeks: 6</li><li>Phase: Build core · Weeks: 20</li></ul>');
    const plain = await filterPastedHtml(
      '<table><caption>Fees</caption><tr><td>Survey</td><td>₹20,000</td></tr><tr><td></td><td>extra</td></tr></table>',
      { origin: ORIGIN },
    );
    expect(plain.html).toBe('<p>Fees</p><ul><li>Survey · ₹20,000</li><li>extra</li></ul>');
  });

  it("keeps the site's own images, as paths", async () => {
    const { html, dropped } = await filterPastedHtml(
      `<img src="/uploads/a.png" alt="A"><img src="${ORIGIN}/uploads/b.png?v=2" alt="B"><img src="//example.org/c.png" alt="C">`,
      { origin: ORIGIN },
    );
    expect(html).toBe('<img src="/uploads/a.png" alt="A"><img src="/uploads/b.png?v=2" alt="B">');
    expect(dropped).toEqual([{ name: 'C', reason: PASTE_REASONS.foreign }]);
  });

  it('uploads a data: image with its alternative text; one without, or of another type, is left out', async () => {
    const uploads: { name: string; type: string; size: number; alt: string }[] = [];
    const upload = async (file: File, alt: string) => {
      uploads.push({ name: file.name, type: file.type, size: file.size, alt });
      return '/uploads/pasted_1.png';
    };
    const { html, dropped } = await filterPastedHtml(
      `<p>a</p><img src="${PNG}" alt="Courtyard"><img src="${PNG}"><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="Logo">`,
      { origin: ORIGIN, upload },
    );
    expect(html).toBe('<p>a</p><img src="/uploads/pasted_1.png" alt="Courtyard">');
    expect(uploads).toEqual([{ name: 'pasted-image.png', type: 'image/png', size: 68, alt: 'Courtyard' }]);
    expect(dropped).toEqual([
      { name: 'pasted-image.png', reason: PASTE_REASONS.noAlt },
      { name: 'Logo', reason: PASTE_REASONS.type },
    ]);
  });

  it("uploads the image file the browser copied with a web page's one image", async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'image.png', { type: 'image/png' });
    const alts: string[] = [];
    const { html, dropped } = await filterPastedHtml('<img src="https://example.org/x.jpg" alt="Site plan">', {
      origin: ORIGIN,
      files: [file],
      upload: async (_file, alt) => (alts.push(alt), '/uploads/x_1.png'),
    });
    expect(html).toBe('<img src="/uploads/x_1.png" alt="Site plan">');
    expect(alts).toEqual(['Site plan']);
    expect(dropped).toEqual([]);
  });

  it('says why an upload failed', async () => {
    const { html, dropped } = await filterPastedHtml(`<img src="${PNG}" alt="Courtyard">`, {
      origin: ORIGIN,
      upload: () => Promise.reject(new Error('Files must be at most 5 MB.')),
    });
    expect(html).toBe('');
    expect(dropped).toEqual([{ name: 'Courtyard', reason: 'Files must be at most 5 MB.' }]);
  });

  it("keeps the palette's colours in the editors' own copy, and no others", async () => {
    const copy =
      `<meta name="generator" content="${EDITOR_HTML_MARK}"><p><span style="color: rgb(230, 0, 0);">a</span>` +
      '<span style="background-color: rgb(255, 255, 0);">b</span><span style="color: rgb(1, 2, 3);">c</span>' +
      '<img src="https://example.org/hotlinked.jpg" alt="Old"></p>';
    const { html } = await filterPastedHtml(copy, { origin: ORIGIN });
    expect(html).toBe(
      '<p><span style="color: rgb(230, 0, 0);">a</span><span style="background-color: rgb(255, 255, 0);">b</span>' +
        '<span>c</span><img src="https://example.org/hotlinked.jpg" alt="Old"></p>',
    );
    // Elsewhere the same palette colour is one the toolbar did not choose.
    expect((await filterPastedHtml(copy.replace(EDITOR_HTML_MARK, 'Word'), { origin: ORIGIN })).html).not.toContain(
      'style',
    );
  });

  it('names each image left out and why', () => {
    expect(pasteNotice([{ name: 'Site plan', reason: PASTE_REASONS.foreign }])).toBe(
      `1 image was left out of the paste: “Site plan” (${PASTE_REASONS.foreign}).`,
    );
    expect(
      pasteNotice([
        { name: 'a', reason: 'x' },
        { name: 'b', reason: 'y' },
      ]),
    ).toBe('2 images were left out of the paste: “a” (x); “b” (y).');
  });
});

describe("the toolbar's palette", () => {
  it('names a palette colour in the forms HTML holds it, and nothing else', () => {
    const named = {
      'rgb(230, 0, 0)': '#e60000',
      '#E60000': '#e60000',
      '#ff0': '#ffff00',
      'rgba(255, 255, 0, 1)': '#ffff00',
      '#ff0000': undefined,
      red: undefined,
      yellow: undefined,
      'rgba(230, 0, 0, 0.5)': undefined,
    };
    for (const [written, colour] of Object.entries(named)) expect(paletteColour(written), written).toBe(colour);
  });
});
