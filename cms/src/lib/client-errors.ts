/**
 * Requests Node's HTTP parser refuses before Strapi sees them (a URL or headers over the 16 KB limit,
 * a malformed request line) get Node's bare status line with no body. Answer them in the API's shape,
 * `{status:false, message}`, like every other refusal.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or a response already under way: there is no one to answer, or it is too late to.
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLong ? 431 : 400;
    const body = JSON.stringify({
      status: false,
      message: tooLong ? 'The request URL or headers are too long.' : 'The request is malformed.',
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
