// The one content-coding choice of the web server's own answers (cached pages, hashed assets).

/** @typedef {'br' | 'gzip'} Encoding */

/**
 * The encodings the client takes, best first: brotli, then gzip ("q=0" refuses one; "*" stands for gzip).
 * @param {string | undefined} header Accept-Encoding
 * @returns {Encoding[]}
 */
export function acceptedEncodings(header) {
  if (!header) return [];
  const accepted = new Set();
  for (const item of header.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name);
  }
  return /** @type {Encoding[]} */ (
    ['br', 'gzip'].filter((e) => accepted.has(e) || (e === 'gzip' && accepted.has('*')))
  );
}
