// The reference server's socket: bounded requests, silent connections closed, and a stop that ends
// even while clients hold connections open (docs/deploy.md, "Reference server settings").
import { createServer } from 'node:http';

/** Bounded requests: a slow or oversized client cannot hold a connection or memory for long. */
export function createSiteServer(handler, { silentSocketMs = 20_000 } = {}) {
  const server = createServer(
    {
      maxHeaderSize: 16 * 1024,
      headersTimeout: 10_000,
      requestTimeout: 15_000,
      keepAliveTimeout: 5_000,
      // Checked every second (Node's default is 30 s), so the limits above hold to the second.
      connectionsCheckingInterval: 1_000,
    },
    handler,
  );
  // A socket that never sends a byte is not a request, so none of the limits above reaches it: it
  // is closed after this long without traffic, or a client could hold connections open for ever.
  server.setTimeout(silentSocketMs, (socket) => socket.destroy());
  return server;
}

/**
 * Stops the server: no new connections, idle ones closed at once, requests in flight given
 * `graceMs` to finish, then every connection closed. Resolves, once the server is closed, with
 * whether the grace ran out.
 */
export function stopServer(server, graceMs) {
  return new Promise((done) => {
    let graceRanOut = false;
    const timer = setTimeout(() => {
      graceRanOut = true;
      server.closeAllConnections();
    }, graceMs);
    // A keep-alive connection whose request has just been answered becomes idle: Node would keep
    // it for keepAliveTimeout, so the server closes idle connections again as requests finish.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweep);
      done({ graceRanOut });
    });
    server.closeIdleConnections();
  });
}
