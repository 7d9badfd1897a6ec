import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AUDIENCES, BEARER, applyAudiences } from './audience';
import { FieldRefusalDto, RefusalDto } from '../common/message.dto';
import { WEBHOOK_EVENTS } from '../modules/webhooks/dto/webhook-event.dto';
import { toJsonSchema31 } from './json-schema';
import { MONEY_SCHEMA, MONEY_SCHEMA_NAME } from './money';
import { applyRefusals } from './refusals';

/** Fixed, not the configured company's name: the document must not depend on the environment. */
export const OPENAPI_TITLE = 'Halimbawa Lending API';

const DESCRIPTION = [
  'Personal loans for members in the Philippines: the contract that the web app, loan officers and the lender’s other systems integrate against (docs/api.md).',
  'Errors: every 4xx and 5xx answers RefusalDto `{code, message, params?, errors?}`; `code` is stable, `message` is in the request’s language (Accept-Language: en or fil).',
  'Money: integer centavos (MoneyCentavos); amounts in requests are decimal peso strings. Lists: `limit` and an opaque `cursor`, newest first; the answer’s `nextCursor` is null on the last page.',
].join('\n\n');

const SIGNED_HEADERS = [
  { name: 'webhook-id', description: 'The event id: the same on every retry (de-duplicate on it).' },
  { name: 'webhook-timestamp', description: 'Unix seconds when this attempt was sent: refuse one more than 5 minutes off.' },
  { name: 'webhook-signature', description: '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded secret after `whsec_`.' },
].map((h) => ({ in: 'header' as const, required: true, schema: { type: 'string' as const }, ...h }));

/**
 * What a subscription's endpoint receives (docs/decisions/020): one POST per event, signed as
 * Standard Webhooks; any 2xx within 10 s is delivered, anything else is retried.
 */
function webhooksOf(): NonNullable<OpenAPIObject['webhooks']> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENTS).map(([type, event]) => [
      type,
      {
        post: {
          summary: event.summary,
          description: `${event.description} Sent to the subscriptions of \`${type}\` (POST /admin/webhooks), at least once, in order per subject.`,
          operationId: `webhook_${type.replace('.', '_')}`,
          tags: ['admin'],
          security: [],
          parameters: SIGNED_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${event.model.name}` } } } },
          responses: {
            '200': { description: 'Any 2xx: delivered.' },
            '400': { description: 'Anything but a 2xx, or no answer within 10 s: retried 30 s later, doubling, at most 6 h apart, 10 attempts in all.' },
          },
        },
      },
    ]),
  );
}

const byKey = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The API's OpenAPI document, served at /api/docs and turned into the web's types
 * (`npm run api:types`). Paths and schemas are in alphabetical order, so the generated file
 * does not change when modules are imported in another order.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle(OPENAPI_TITLE)
      .setDescription(DESCRIPTION)
      .setVersion('2')
      .addServer('{origin}', 'Where the API runs', { origin: { default: 'http://localhost:3001', description: 'Scheme, host and port of the API.' } })
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from POST /authmember/login (15 minutes by default; renew with POST /authmember/refresh).' }, BEARER)
      .build(),
    // The error body: every 4xx and 5xx refers to it (refusals.ts), no controller names it.
    // The webhooks' bodies: no controller names them either (webhooksOf).
    { extraModels: [RefusalDto, FieldRefusalDto, ...Object.values(WEBHOOK_EVENTS).map((e) => e.model)] },
  );
  document.webhooks = webhooksOf();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [MONEY_SCHEMA_NAME]: MONEY_SCHEMA } };
  applyAudiences(document);
  applyRefusals(document);
  toJsonSchema31(document);
  return {
    ...document,
    tags: AUDIENCES.map((tag) => ({ ...tag })),
    paths: byKey(document.paths),
    components: { ...document.components, schemas: byKey(document.components?.schemas ?? {}) },
  };
}
