// Serves the built Remix app on node:http with a few connect middlewares. Our own small server
// instead of remix-serve, so that the request handler always runs in production mode (no stack
// traces in pages) while NODE_ENV keeps deciding the product's dev-only features (the /dev/outbox
// page); not Express, whose request and response decorations and router cost a sixth of rendering
// /dash (issue 9, docs/decisions/010-light-pages.md).
import compression from 'compression';
import connect from 'connect';
import morgan from 'morgan';
import http from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import parseUrl from 'parseurl';
import serveStatic from 'serve-static';
import { clientAddress } from './server/proxy.mjs';
import { createRequestHandler } from './server/remix-handler.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// The product's mode (the dev outbox, cookie flags) is NODE_ENV's as given; the libraries run in
// production mode whatever it is: React's development build renders several times slower (issue 9).
process.env.APP_ENV ??= process.env.NODE_ENV ?? 'development';
process.env.NODE_ENV = 'production';

const port = Number.parseInt(process.env.WEB_PORT ?? process.env.PORT ?? '3000', 10);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const build = await import('./build/server/index.js');

const app = connect();
app.use(compression());
app.use((_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
});
// Bodies larger than a form needs are refused before anything reads them (issue 11, finding 4):
// forms at most 100 KB (MAX_FORM_BYTES in app/lib/csrf.server.ts, which also caps a body sent
// without Content-Length as it streams), the ID step's three photos of 8 MB at most 25 MB.
const MAX_FORM_BYTES = 100 * 1024;
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The plain page of a form refused before the app sees it, and its message for the app's own posts. */
function refusalPage(title, message) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Take me back</a></p></main></body></html>`;
  return { html, message };
}
const TOO_LARGE = refusalPage(
  'This form is too large',
  'This form is larger than this site accepts. Go back, shorten what you typed and try again.',
);
/**
 * Answers a refused form with its page; a form the app posted itself (with JavaScript, `?_data=`)
 * gets the page's message as a thrown Remix response, so the app's error page shows it instead of
 * a generic failure. The connection closes after the answer: the rest of the body is not read.
 */
function refuse(req, res, status, page) {
  const own = new URL(req.url, 'http://localhost').searchParams.has('_data');
  res.writeHead(status, {
    Connection: 'close',
    'Content-Type': own ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
    ...(own ? { 'X-Remix-Catch': 'yes' } : {}),
  });
  res.end(own ? page.message : page.html);
}
app.use((req, res, next) => {
  const multipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
  if (Number(req.headers['content-length'] ?? 0) <= (multipart ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES)) return next();
  refuse(req, res, 413, TOO_LARGE);
});
// A form posted from another site: Remix refuses it with an Error (a 500) before any action runs,
// so it is answered here with the 403 page the actions' own check gives (app/lib/csrf.server.ts).
// The same rule as Remix's: the Origin's host must be the X-Forwarded-Host, else the Host.
const FOREIGN_FORM = refusalPage(
  'This form could not be accepted',
  'This form expired or did not come from this site. Go back, reload the page and try again.',
);
function originHost(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) || !origin) return next();
  const host = (req.headers['x-forwarded-host'] ?? '').split(',')[0].trim() || req.headers.host;
  if (host && originHost(origin) === host) return next();
  refuse(req, res, 403, FOREIGN_FORM);
});
// Fingerprinted assets are immutable; everything else in public/ is cached briefly.
app.use('/assets', serveStatic(join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
// Only a path with a file extension can be one of them: pages skip the file system look-up.
const publicFiles = serveStatic(join(here, 'build/client'), { maxAge: '1h' });
app.use((req, res, next) => (extname(parseUrl(req).pathname) ? publicFiles(req, res, next) : next()));
if (process.env.WEB_ACCESS_LOG !== 'off') app.use(morgan('tiny'));
// A public page a visitor without a session sees, as rendered for the last such visitor
// (app/lib/page-cache.server.ts): no route matching, no loaders, no rendering.
app.use((req, res, next) => {
  build.entry.module
    .cachedPage(req.method, req.url, req.headers.cookie ?? null, req.headers['accept-language'] ?? null)
    .then((page) => {
      if (!page) return next();
      res.writeHead(200, page.headers);
      res.end(page.html);
    }, next);
});
// The browser's address, for the API's X-Forwarded-For.
app.use(createRequestHandler({ build, loadContext: (req) => ({ clientIp: clientAddress(req) ?? null }) }));

const server = http.createServer(app).listen(port, host, () => {
  console.log(`web listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
// Keep idle connections open longer than clients and proxies reuse them (Node's default of 5 s
// closes sockets that a client is about to reuse, which it sees as a reset connection).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
