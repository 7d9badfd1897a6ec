// Remix on node:http, in place of @remix-run/express's adapter, which sends every answer through
// a web ReadableStream piped into the response: a page rendered by app/entry.server.tsx is one
// string, written with one `end` (issue 9); any other answer (data, redirects, files) is streamed.
import { createReadableStreamFromReadable, createRequestHandler as remixHandler, writeReadableStreamToWritable } from '@remix-run/node';
import { requestUrl } from './proxy.mjs';

/** The Fetch API request Remix reads. */
function remixRequest(req, res) {
  // As node:http joined them, in pairs: the Request checks them once (a Headers made first was
  // checked twice).
  const headers = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.push([name, one]);
    else if (value) headers.push([name, value]);
  }
  // Loaders and actions are aborted when the client leaves before the answer is written.
  let controller = new AbortController();
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') Object.assign(init, { body: createReadableStreamFromReadable(req), duplex: 'half' });
  return new Request(requestUrl(req), init);
}

/**
 * A connect handler for the Remix build. `loadContext(req)` gives the loaders' context; the build's
 * entry module names the HTML of the pages it rendered (`renderedHtml`), asked for with `writesHtml`.
 */
export function createRequestHandler({ build, loadContext }) {
  const handle = remixHandler(build, 'production');
  return async (req, res, next) => {
    try {
      const response = await handle(remixRequest(req, res), { ...loadContext(req), writesHtml: true });
      res.statusCode = response.status;
      if (response.statusText) res.statusMessage = response.statusText;
      // Set-Cookie comes once per cookie: appended, they stay apart.
      for (const [name, value] of response.headers) res.appendHeader(name, value);
      const html = build.entry.module.renderedHtml(response);
      if (html !== undefined) res.end(html);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
