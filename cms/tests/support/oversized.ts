/** A body-parser refusal as an attacker would send it: a text field over the cap, then a file behind it. */
import http from 'node:http';

/**
 * Posts a multipart body by hand to `url` (so the order on the wire is certain): a `message` field of `fieldBytes`,
 * then a 1 MB resume. Resolves with the answer's status and milliseconds; an answer that never comes fails at the
 * client's own 10 s.
 */
export function fieldThenFile(
  url: string,
  fieldBytes: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const boundary = `----bounds${Date.now()}${fieldBytes}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`),
    Buffer.alloc(fieldBytes, 'a'),
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.alloc(1024 * 1024, 'b'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const target = new URL(url);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          ...headers,
        },
        signal: AbortSignal.timeout(10_000),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - start) }));
      },
    );
    // A refused upload may be cut off while the rest of the body is still being sent: the answer counts.
    req.on('error', reject);
    req.end(body);
  });
}
