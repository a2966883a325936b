/** The CMS's change stream (GET /_changes, src/lib/content-changes.ts), followed as a web server does. */
import http from 'node:http';
import { expect } from 'vitest';
import { CHANGE_STREAM_PATH } from '@cadmax/contract';

/** Opens the stream of the CMS at `url`; resolves once it is open, with each later event's tags, in order. */
export async function follow(url: string) {
  const events: string[] = [];
  let req: http.ClientRequest | undefined;
  await new Promise<void>((resolve, reject) => {
    req = http.get(`${url}${CHANGE_STREAM_PATH}`, (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream');
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (chunk: string) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (line === ': open') resolve();
          else if (line.startsWith('data: ')) events.push(line.slice(6));
        }
      });
    });
    req.once('error', reject);
  });
  return { events, close: () => req?.destroy() };
}
