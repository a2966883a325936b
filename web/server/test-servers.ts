// Real HTTP servers on ephemeral ports for the server modules' tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  url: string;
  /** Requests seen, in order, as "METHOD /path". */
  requests: string[];
  /** TCP connections accepted. */
  connections: number;
  close: () => Promise<void>;
}

/** Listens on an ephemeral loopback port with `handler`, counting requests and connections. */
export async function serve(handler: http.RequestListener): Promise<Served> {
  const server = http.createServer((req, res) => {
    served.requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', () => (served.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const served: Served = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    connections: 0,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return served;
}

/** The URL of a port nothing listens on (connections are refused). */
export async function closedPortUrl(): Promise<string> {
  const { url, close } = await serve(() => {});
  await close();
  return url;
}

/**
 * A CMS that drops every connection on its second request without answering, as a server does when
 * its keep-alive timeout closes a socket the client is just reusing.
 */
export async function droppingReusedSockets(answer: http.RequestListener): Promise<Served> {
  const seen = new WeakSet<object>();
  return serve((req, res) => {
    if (seen.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    seen.add(req.socket);
    answer(req, res);
  });
}
