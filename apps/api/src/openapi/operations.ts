import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type Method = (typeof METHODS)[number];

/** An operation with the extensions our decorators set (x-roles, ...). */
export type Operation = OperationObject & { [extension: `x-${string}`]: unknown };

export interface DocumentedOperation {
  /** The path as documented, /api/v2 included. */
  path: string;
  method: Method;
  op: Operation;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenAPIObject): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] as Operation })),
  );
}
