import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { answerBusyPages, markCmsBusy, withRequestId } from './request-context.mjs';
import { serve, type Served } from './test-servers';

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('answerBusyPages', () => {
  it('turns the error answer of a request whose CMS call met a full pool into 503 with Retry-After', async () => {
    const app = express();
    app.use(withRequestId(() => false));
    app.use(answerBusyPages(1));
    app.get('/busy', (_req, res) => {
      markCmsBusy();
      res.status(500).send('loader failed');
    });
    app.get('/failed', (_req, res) => {
      res.status(500).send('loader failed');
    });
    app.get('/busy-but-fine', (_req, res) => {
      markCmsBusy();
      res.status(200).send('fallback content');
    });
    const served = await serve(app);
    open.push(served);
    const busy = await fetch(`${served.url}/busy`);
    expect([busy.status, busy.headers.get('retry-after'), busy.headers.get('cache-control')]).toEqual([
      503,
      '1',
      'no-store',
    ]);
    // Another failure stays what it is; a page that rendered anyway keeps its 200.
    expect((await fetch(`${served.url}/failed`)).status).toBe(500);
    expect((await fetch(`${served.url}/busy-but-fine`)).status).toBe(200);
  });
});
