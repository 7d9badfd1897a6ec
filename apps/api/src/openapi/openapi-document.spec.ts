import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { createOfflineOpenApiDocument } from './offline-document';
import { OPENAPI_TITLE } from './openapi-document';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operations(document: OpenAPIObject): [string, OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): [string, OperationObject] => [`${method.toUpperCase()} ${path}`, item[method]!]),
  );
}

describe('the OpenAPI document (built without a database)', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await createOfflineOpenApiDocument();
  });

  it('documents every route under /api/v2, with a fixed title', () => {
    expect(document.info.title).toBe(OPENAPI_TITLE);
    expect(operations(document).length).toBeGreaterThan(50);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v2/'))).toBe(true);
  });

  it('gives every operation a tag and a 2xx answer with a typed body', () => {
    const untagged = operations(document).filter(([, op]) => !op.tags?.length);
    const untyped = operations(document).filter(([, op]) => {
      const ok = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status));
      return ok.length === 0 || ok.some(([, r]) => Object.values((r as ResponseObject).content ?? {}).every((media) => !media.schema));
    });
    expect(untagged.map(([name]) => name)).toEqual([]);
    expect(untyped.map(([name]) => name)).toEqual([]);
  });

  it('refers to every schema it defines by name, and defines every schema it refers to', () => {
    const text = JSON.stringify(document);
    const referred = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    const defined = Object.keys(document.components?.schemas ?? {});
    expect([...referred].filter((name) => !defined.includes(name))).toEqual([]);
    expect(defined.filter((name) => !referred.has(name))).toEqual([]);
  });

  it('is the same on every build, paths and schemas in alphabetical order', async () => {
    const again = await createOfflineOpenApiDocument();
    expect(JSON.stringify(again)).toBe(JSON.stringify(document));
    const paths = Object.keys(document.paths);
    const schemas = Object.keys(document.components?.schemas ?? {});
    expect(paths).toEqual([...paths].sort());
    expect(schemas).toEqual([...schemas].sort());
  });
});
