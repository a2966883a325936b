import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { sendToCms } from './api/cms.server';
import { http } from './api/client';
import { createCssReader, firstPaintStream } from './lib/first-paint.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's CSP nonce (web/server/security-headers.mjs); absent under `react-router dev`. */
    cspNonce?: string;
    /** The X-Forwarded-For to send the CMS for this visitor (web/server/forwarded-for.mjs); absent under `react-router dev`. */
    forwardedFor?: string;
  }
}

sendToCms(http());

export const streamTimeout = 5_000;

const readCss = createCssReader();

/**
 * React Router's default Node entry, plus:
 * - the CSP nonce: `<ServerRouter nonce>` hands it to `<Scripts>`, `<ScrollRestoration>` and
 *   `<Links>` through the framework context, and React puts it on its own inline scripts;
 * - the page painted before its JavaScript loads: stylesheets inline, modules after the first
 *   paint (lib/first-paint.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React 19.2 moves a Suspense boundary that finished rendering into a hidden template revealed by an
        // inline script once 12.8 KB of the page has been written. A visitor without JavaScript would then never
        // see it (the footer's sign-up, components/deferred.tsx): every finished boundary is written in place.
        progressiveChunkSize: Infinity,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          const rewrite = firstPaintStream(readCss);
          rewrite.pipe(body);
          pipe(rewrite);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
