/**
 * JSON Schema as OpenAPI 3.1 has it, from what @nestjs/swagger writes (3.0), rewritten in place:
 * - "or null" is JSON Schema's own "null" type: `{type: T, nullable: true}` becomes
 *   `{type: [T, "null"]}` (an enum gains null) and `{allOf: [ref], nullable: true}` becomes
 *   `{anyOf: [ref, {type: "null"}]}` (3.0 reads `nullable` beside a lone `allOf` as not nullable);
 * - a lone `allOf` around a $ref (how swagger names enums and nested objects) becomes the $ref
 *   itself, which 3.1 allows beside a description.
 */
export function toJsonSchema31(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(toJsonSchema31);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  Object.values(schema).forEach(toJsonSchema31);
  const nullable = schema.nullable === true;
  delete schema.nullable;
  const allOf = schema.allOf as Record<string, unknown>[] | undefined;
  const lonePart = allOf?.length === 1 ? allOf[0] : undefined;
  if (nullable && typeof schema.type === 'string' && !lonePart && !schema.$ref) {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
    return;
  }
  if (!nullable && !lonePart?.$ref) return;
  const target = lonePart ?? (schema.$ref ? { $ref: schema.$ref } : { allOf });
  delete schema.allOf;
  delete schema.$ref;
  delete schema.type;
  if (nullable) schema.anyOf = [target, { type: 'null' }];
  else Object.assign(schema, target);
}
