// Serves the built Remix app. Our own small Express server instead of remix-serve, so that the
// request handler always runs in production mode (no stack traces in pages) while NODE_ENV keeps
// deciding the product's dev-only features (the /dev/outbox page).
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const port = Number.parseInt(process.env.WEB_PORT ?? process.env.PORT ?? '3000', 10);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const build = await import('./build/server/index.js');

const app = express();
app.disable('x-powered-by');
// The browser's address reaches the API through X-Forwarded-For; trust it only from a proxy on
// loopback unless configured otherwise.
app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
app.use(compression());
app.use((_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
});
// Fingerprinted assets are immutable; everything else in public/ is cached briefly.
app.use('/assets', express.static(join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(join(here, 'build/client'), { maxAge: '1h' }));
if (process.env.WEB_ACCESS_LOG !== 'off') app.use(morgan('tiny'));
// The browser's address (req.ip honours 'trust proxy'), for the API's X-Forwarded-For.
app.all(
  '*',
  createRequestHandler({ build, mode: 'production', getLoadContext: (req) => ({ clientIp: req.ip ?? null }) }),
);

const server = app.listen(port, host, () => {
  console.log(`web listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
// Keep idle connections open longer than clients and proxies reuse them (Node's default of 5 s
// closes sockets that a client is about to reuse, which it sees as a reset connection).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
