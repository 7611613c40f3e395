import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

// A small static server for a production build, as a static host serves one:
// clean URLs, and the rendered not-found page (404) for an address with no page. Its folder can be swapped while it runs, so a test can
// deploy a new version on the same origin; stop() closes every connection, so
// "the server is gone" is immediate.

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

/**
 * @param {{ root: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, port: number, setRoot(root: string): void, stop(): Promise<void> }>}
 */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1' }) {
  let base = resolve(root);
  const sockets = new Set();
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const { file, status } = await pick(base, pathname);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Hashed assets may be cached for ever; everything else is revalidated, as
    // a real host would do for sw.js and index.html.
    const cache = pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const headers = { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding' };
    // Text is sent gzip-compressed when the browser accepts it, as any real host does.
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' });
      createReadStream(file).pipe(createGzip()).pipe(response);
      return;
    }
    response.writeHead(status, headers);
    createReadStream(file).pipe(response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    setRoot(next) {
      base = resolve(next);
    },
    stop() {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

/**
 * The file for a path: itself when it exists, its clean-URL page (/portfolio is
 * portfolio.html, a rendered page), else the not-found page, 404 (or, for a
 * build that has none, index.html).
 */
async function pick(base, pathname) {
  const candidate = normalize(join(base, pathname));
  if (candidate.startsWith(base)) {
    const files = pathname === '/' ? [join(base, 'index.html')] : [candidate, `${candidate}.html`];
    for (const file of files) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return { file, status: 200 };
    }
  }
  const notFound = join(base, '404.html');
  if (await stat(notFound).catch(() => undefined)) return { file: notFound, status: 404 };
  // A build with no not-found page (an older release) renders every address in the app.
  return { file: join(base, 'index.html'), status: 200 };
}
