import type { OpenAPIObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { createOfflineOpenApiDocument } from './offline-document';
import { OPENAPI_TITLE } from './openapi-document';
import { operationsOf, type Operation } from './operations';

function operations(document: OpenAPIObject): [string, Operation][] {
  return operationsOf(document).map(({ path, method, op }) => [`${method.toUpperCase()} ${path}`, op]);
}

describe('the OpenAPI document (built without a database)', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await createOfflineOpenApiDocument();
  });

  it('documents every route under /api/v2 but the development ones, with a fixed title', () => {
    expect(document.info.title).toBe(OPENAPI_TITLE);
    expect(operations(document).length).toBeGreaterThan(50);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v2/'))).toBe(true);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/v2/dev'))).toEqual([]);
  });

  // A property named as an amount of money (an amount, a payoff, a balance, a fee, a total, a cap,
  // what went to a wallet, pesos, charges due) is integer centavos and says so; a count of amounts
  // is named in the plural (amountsDiffering).
  it('says the unit of every integer that is money', () => {
    const money = /amount(?!s)|payoff|balance|fee$|total$|^cap$|wallet|php$|chargesdue/i;
    const unitless: string[] = [];
    for (const [schemaName, schema] of Object.entries(document.components?.schemas ?? {}) as [string, SchemaObject][]) {
      for (const [name, property] of Object.entries(schema.properties ?? {}) as [string, SchemaObject][]) {
        const integer = property.type === 'integer' || JSON.stringify(property).includes(`"#/components/schemas/MoneyCentavos"`);
        if (integer && money.test(name) && !/centavos/i.test(JSON.stringify(property))) unitless.push(`${schemaName}.${name}`);
      }
    }
    expect(unitless).toEqual([]);
  });

  it('gives every operation a summary, a description and one audience tag', () => {
    const audiences = (document.tags ?? []).map((tag) => tag.name);
    expect(audiences).toEqual(['public', 'member', 'officer', 'admin']);
    const undescribed = operations(document).filter(([, op]) => !op.summary || !op.description || op.tags?.length !== 1 || !audiences.includes(op.tags[0]));
    expect(undescribed.map(([name]) => name)).toEqual([]);
  });

  it('states the security of every operation: none when public, else the bearer token with a 401, and a 403 where roles apply', () => {
    const wrong = operations(document).filter(([, op]) => {
      const responses = op.responses as Record<string, unknown>;
      if (op.tags?.[0] === 'public') return JSON.stringify(op.security) !== '[]' || op['x-roles'];
      const roles = op['x-roles'] as string[] | undefined;
      return JSON.stringify(op.security) !== '[{"bearer":[]}]' || !responses['401'] || (roles?.length ? !responses['403'] : false);
    });
    expect(wrong.map(([name]) => name)).toEqual([]);
    const officer = document.paths['/api/v2/officer/loans'].get as Operation;
    expect(officer['x-roles']).toEqual(['LOAN_OFFICER', 'ADMIN']);
  });

  it('answers every 4xx and 5xx with the one error body, with Retry-After on a 429', () => {
    const refusals = operations(document).flatMap(([name, op]) =>
      Object.entries(op.responses as Record<string, ResponseObject>)
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({ name, status, response })),
    );
    const offSchema = refusals.filter(({ response }) => !JSON.stringify(response.content).includes('#/components/schemas/RefusalDto'));
    const noRetryAfter = refusals.filter(({ status, response }) => status === '429' && !response.headers?.['Retry-After']);
    expect(offSchema.map(({ name, status }) => `${name} ${status}`)).toEqual([]);
    expect(noRetryAfter).toEqual([]);
  });

  it('says "or null" as OpenAPI 3.1 does, with no 3.0 `nullable` left', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).not.toContain('"nullable"');
    const kyc = document.components!.schemas!.KycReviewViewDto as SchemaObject;
    expect(kyc.properties!.reasonCode).toEqual({ anyOf: [{ $ref: '#/components/schemas/KycReasonCode' }, { type: 'null' }] });
  });

  it('gives every operation a 2xx answer with a typed body', () => {
    const untyped = operations(document).filter(([, op]) => {
      const ok = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status));
      return ok.length === 0 || ok.some(([, r]) => Object.values((r as ResponseObject).content ?? {}).every((media) => !media.schema));
    });
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
