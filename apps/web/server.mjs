// Serves the built Remix app with Express and Remix's own adapter, @remix-run/express: the path
// Remix supports (docs/decisions/013-web-on-remix-supported-path.md). NODE_ENV is the libraries'
// mode as given; the product's dev tools are DEV_TOOLS' (app/lib/env.server.ts).
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { fileURLToPath } from 'node:url';
import { trustProxySetting } from './server/trust-proxy.mjs';

const port = Number.parseInt(process.env.WEB_PORT ?? process.env.PORT ?? '3000', 10);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const build = await import('./build/server/index.js');
const client = fileURLToPath(new URL('./build/client/', import.meta.url));

const app = express();
app.disable('x-powered-by');
// req.ip, req.protocol and req.hostname believe X-Forwarded-* only from the proxies TRUST_PROXY names.
app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY));
app.use(compression());
app.use((_req, res, next) => {
  res.set({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'same-origin' });
  next();
});

/** A form refused before the app reads it: a plain page, and the connection closed (the rest of the body is not read). */
const refusal = (status, title, message) => (_req, res) => {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Take me back</a></p></main></body></html>`;
  res.status(status).set('Connection', 'close').type('html').send(page);
};
const tooLarge = refusal(413, 'This form is too large', 'This form is larger than this site accepts. Go back, shorten what you typed and try again.');
const foreign = refusal(403, 'This form could not be accepted', 'This form expired or did not come from this site. Go back, reload the page and try again.');
// Bodies larger than a form needs are refused from their Content-Length: forms at most 100 KB
// (MAX_FORM_BYTES in app/lib/csrf.server.ts, which also caps a chunked body as it streams in),
// the ID step's three photos of 8 MB at most 25 MB.
const MAX_FORM_BYTES = 100 * 1024;
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
app.use((req, res, next) => {
  const limit = req.is('multipart/form-data') ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES;
  return Number(req.get('Content-Length') ?? 0) > limit ? tooLarge(req, res) : next();
});
// A form posted from another site: Remix would refuse it with a 500 before any action runs; it gets
// the 403 page of the actions' own check instead. Remix's rule: the Origin's host must be the
// X-Forwarded-Host, else the Host.
const hostOf = (origin) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};
app.use((req, res, next) => {
  const origin = req.get('Origin');
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) || !origin) return next();
  const expected = req.get('X-Forwarded-Host')?.split(',')[0].trim() || req.get('Host');
  return expected && hostOf(origin) === expected ? next() : foreign(req, res);
});

// Fingerprinted assets are immutable; the other public files are cached for an hour.
app.use('/assets', express.static(`${client}assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(client, { maxAge: '1h' }));
if (process.env.WEB_ACCESS_LOG !== 'off') app.use(morgan('tiny'));
// The browser's address goes to the API as X-Forwarded-For (app/lib/api.server.ts).
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: (req) => ({ clientIp: req.ip ?? null }) }));

const server = app.listen(port, host, () => {
  console.log(`web listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
// Idle connections stay open longer than clients and proxies reuse them (Node's default of 5 s
// closes sockets a client is about to reuse, which it sees as a reset connection).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
