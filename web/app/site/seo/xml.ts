/**
 * Characters XML 1.0 does not allow at all (C0 controls but TAB, LF, CR; U+FFFE, U+FFFF; lone surrogates): even
 * escaped they make the document invalid for every reader. The CMS refuses them on write; text stored before that
 * rule, or by a script, loses them here.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text and attribute values in the XML documents the site serves (/sitemap.xml, /rss.xml). */
export const escapeXml = (s: string) =>
  s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
