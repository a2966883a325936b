import { describe, expect, it } from 'vitest';
import { spacesToHtml } from './quill-blots';

describe('spacesToHtml (issue 25: the editors keep ordinary spaces)', () => {
  it('keeps single spaces as spaces (Quill 2.0.3 wrote &nbsp; for each)', () => {
    expect(spacesToHtml('Industrial parks near Jaipur', false, false)).toBe('Industrial parks near Jaipur');
  });

  it('writes &nbsp; only where HTML would collapse a space: runs, and a line’s first or last character', () => {
    expect(spacesToHtml('a   b', false, false)).toBe('a &nbsp;&nbsp;b');
    expect(spacesToHtml(' a ', true, true)).toBe('&nbsp;a&nbsp;');
    expect(spacesToHtml(' a ', false, false)).toBe(' a ');
  });

  it('keeps a non-breaking space typed as one, and escapes markup', () => {
    expect(spacesToHtml('10\u00a0km <b> & "x"', false, false)).toBe('10&nbsp;km &lt;b&gt; &amp; &quot;x&quot;');
  });
});
