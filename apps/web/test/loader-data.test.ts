// A loader's json() on the server (patches/, decision 013): rendering takes the loader's data as it
// is instead of writing it as JSON into a body and parsing it back; the body is written only for
// whoever reads it (a request for the data itself). And the client's state, the JSON of all the
// loaders' data, is only built if <Scripts> reads it.
import { describe, expect, it } from '@jest/globals';
import { createRequestHandler, json, type ServerBuild } from '@remix-run/node';
import { createStaticHandler } from '@remix-run/router';

describe("a loader's json() response", () => {
  it('is a Response whose body, text and JSON are the data, read as often as it is cloned', async () => {
    const data = { name: 'Juan', amounts: [1, 2], note: 'Ñ ©' };
    const response = json(data, { status: 201, headers: { 'Set-Cookie': 'a=1' } });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Set-Cookie')).toBe('a=1');
    expect(response.bodyUsed).toBe(false);
    const copy = response.clone();
    expect(await response.json()).toEqual(data);
    expect(response.bodyUsed).toBe(true);
    expect(await copy.text()).toBe(JSON.stringify(data));
    expect(await new Response(json(data).body).json()).toEqual(data);
  });

  it('gives rendering the data object itself; any other JSON response is parsed', async () => {
    const data = { loan: { number: 'HL-1', rows: [{ due: '2026-12-01' }] } };
    const answers: Record<string, () => Response> = {
      kept: () => json(data),
      plain: () => new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } }),
    };
    const handler = createStaticHandler(Object.keys(answers).map((id) => ({ id, path: id, loader: answers[id] })));
    const loaded = async (id: string) => {
      const context = await handler.query(new Request(`http://localhost/${id}`));
      if (context instanceof Response) throw new Error('a redirect');
      return context.loaderData[id];
    };
    expect(await loaded('kept')).toBe(data);
    const parsed = await loaded('plain');
    expect(parsed).toEqual(data);
    expect(parsed).not.toBe(data);
  });
});

describe("the client's state", () => {
  /** A one-route build whose document entry records what it was given. */
  function buildWith(entry: (context: { serverHandoffString?: string }) => Response): ServerBuild {
    return {
      mode: 'production',
      entry: { module: { default: (_request: Request, _status: number, _headers: Headers, context: never) => entry(context) } },
      routes: { root: { id: 'root', path: '', module: { default: () => null, loader: () => json({ greeting: 'kumusta' }) } } },
      assets: { url: '/manifest.js', version: '1', entry: { module: '/entry.js', imports: [] }, routes: { root: { id: 'root', path: '', module: '/root.js', hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false } } },
      publicPath: '/',
      assetsBuildDirectory: 'build',
      future: {},
      isSpaMode: false,
    } as unknown as ServerBuild;
  }

  it('is built when read, and holds the loaders\' data', async () => {
    let handoff: PropertyDescriptor | undefined;
    let text = '';
    const handle = createRequestHandler(
      buildWith((context) => {
        handoff = Object.getOwnPropertyDescriptor(context, 'serverHandoffString');
        text = context.serverHandoffString ?? '';
        return new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });
      }),
    );
    expect((await handle(new Request('http://localhost/'))).status).toBe(200);
    expect(typeof handoff?.get).toBe('function');
    expect(text).toContain('kumusta');
  });
});
