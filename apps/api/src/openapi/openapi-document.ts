import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** Fixed, not the configured company's name: the document must not depend on the environment. */
export const OPENAPI_TITLE = 'Halimbawa Lending API';

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
      .setTitle(OPENAPI_TITLE)
      .setDescription('Personal loans for members in the Philippines. Errors: 400 {message, errors: {field: message}}; 401, 403, 404, 409, 429 {message}.')
      .setVersion('2')
      .addBearerAuth()
      .build(),
  );
  return {
    ...document,
    paths: byKey(document.paths),
    components: { ...document.components, schemas: byKey(document.components?.schemas ?? {}) },
  };
}
