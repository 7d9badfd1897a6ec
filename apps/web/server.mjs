// Serves the built Remix app with Express and Remix's own adapter, @remix-run/express: the path
// Remix supports (docs/decisions/013-web-on-remix-supported-path.md). NODE_ENV is the libraries'
// mode as given; the product's dev tools are DEV_TOOLS' (app/lib/env.server.ts).
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { refuseForeignForms, refuseOversizedForms } from './server/form-guards.mjs';
import { dropUntrustedForwardedHost, trustProxySetting } from './server/trust-proxy.mjs';

const port = Number.parseInt(process.env.WEB_PORT ?? process.env.PORT ?? '3000', 10);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const build = await import('./build/server/index.js');
const client = fileURLToPath(new URL('./build/client/', import.meta.url));

const app = express();
app.disable('x-powered-by');
// req.ip, req.protocol and req.hostname believe X-Forwarded-* only from the proxies TRUST_PROXY names.
app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY));
app.use(dropUntrustedForwardedHost);
// Each request's id, in the access log and sent to the API (X-Request-Id) by app/lib/api.server.ts.
app.use((req, res, next) => {
  req.headers['x-request-id'] = randomUUID();
  res.set('X-Request-Id', req.headers['x-request-id']);
  next();
});
app.use(compression());
app.use((_req, res, next) => {
  res.set({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'same-origin' });
  next();
});

app.use(refuseOversizedForms, refuseForeignForms);

// Fingerprinted assets are immutable; the other public files are cached for an hour.
app.use('/assets', express.static(`${client}assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(client, { maxAge: '1h' }));
if (process.env.WEB_ACCESS_LOG !== 'off') app.use(morgan(':method :url :status :res[content-length] - :response-time ms :req[x-request-id]'));
// The browser's address goes to the API as X-Forwarded-For (app/lib/api.server.ts).
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: (req) => ({ clientIp: req.ip ?? null }) }));

// A request arrives whole within WEB_REQUEST_TIMEOUT_MS (60 s; its headers within 10 s), checked
// every second: a client sending a byte every few seconds is answered 408 and closed. Idle
// connections stay open longer than clients and proxies reuse them (Node's 5 s would reset them).
const requestTimeout = Number.parseInt(process.env.WEB_REQUEST_TIMEOUT_MS ?? '60000', 10);
const server = http.createServer({ requestTimeout, headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: 1_000 }, app);
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`web listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
