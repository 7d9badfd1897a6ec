// Forms refused before Remix reads them, each with a plain page of its own (express middleware).

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
export function refuseOversizedForms(req, res, next) {
  const limit = req.is('multipart/form-data') ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES;
  return Number(req.get('Content-Length') ?? 0) > limit ? tooLarge(req, res) : next();
}
// A form posted from another site: Remix would refuse it with a 500 before any action runs; it gets
// the 403 page of the actions' own check instead. Remix's rule: the Origin's host must be the
// X-Forwarded-Host, else the Host (server.mjs keeps an X-Forwarded-Host only from a trusted proxy:
// dropUntrustedForwardedHost in trust-proxy.mjs).
const hostOf = (origin) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};
export function refuseForeignForms(req, res, next) {
  const origin = req.get('Origin');
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) || !origin) return next();
  const expected = req.get('X-Forwarded-Host')?.split(',')[0].trim() || req.get('Host');
  return expected && hostOf(origin) === expected ? next() : foreign(req, res);
}
