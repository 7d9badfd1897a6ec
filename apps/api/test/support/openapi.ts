import type { OpenAPIObject, OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface ApiOperation {
  /** "METHOD /path", the path without /api/v2 (as the test apps' `call` takes it). */
  name: string;
  method: Method;
  path: string;
  op: OperationObject;
}

/** Every operation of the OpenAPI document, in the document's order. */
export function apiOperations(document: OpenAPIObject): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([fullPath, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const path = fullPath.replace(/^\/api\/v2/, '');
      return { name: `${method.toUpperCase()} ${path}`, method, path, op: item[method]! };
    }),
  );
}

/** A schema with its $ref (and a lone allOf, as Nest writes enums) followed. */
export function resolveSchema(document: OpenAPIObject, schema: SchemaObject | ReferenceObject | undefined): SchemaObject {
  if (!schema) return {};
  if ('$ref' in schema) return resolveSchema(document, document.components?.schemas?.[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return { ...schema, ...resolveSchema(document, schema.allOf[0]), allOf: undefined };
  return schema;
}
