import type { OpenAPIObject, ResponseObject } from '@nestjs/swagger';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { operationsOf, type DocumentedOperation } from '../../src/openapi/operations';

// Every answer of the integration tests is checked against the OpenAPI document (createTestApp
// records each one): its status must be one the operation documents, and its JSON body must match
// that status's schema (required keys, types, nulls). A test fails on the violations its requests
// caused (test/support/contract-setup.ts).

/** One answer that broke the document. */
export interface ContractViolation {
  /** "METHOD /path as documented", e.g. "POST /withdrawals/{id}/confirm". */
  operation: string;
  status: number;
  problem: string;
}

interface Route {
  pattern: RegExp;
  operation: DocumentedOperation;
  name: string;
}

const PREFIX = '/api/v2';
const SCHEMAS = 'https://halimbawa.test/schemas/';

/** A schema whose references to the document's named schemas point at their own ids. */
function standalone(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMAS}`));
}

export class ResponseContract {
  private readonly routes: Route[];
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, inlineRefs: false }));
  private readonly validators = new Map<string, ValidateFunction>();

  private readonly webhooks: Record<string, { post?: { requestBody?: { content: Record<string, { schema?: unknown }> } } }>;

  constructor(document: OpenAPIObject) {
    this.webhooks = (document.webhooks ?? {}) as typeof this.webhooks;
    // Each named schema on its own, compiled once and called by reference (inlineRefs: false):
    // compiling against the whole document costs tens of milliseconds per answer's schema.
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) this.ajv.addSchema(standalone(schema), `${SCHEMAS}${name}`);
    this.routes = operationsOf(document)
      .map((operation) => {
        const path = operation.path.slice(PREFIX.length);
        const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
        return { pattern, operation, name: `${operation.method.toUpperCase()} ${path}` };
      })
      // A literal segment wins over a parameter (/loan/contracts before /loan/{loanNumber}).
      .sort((a, b) => (a.operation.path.match(/\{/g)?.length ?? 0) - (b.operation.path.match(/\{/g)?.length ?? 0));
  }

  /**
   * What is wrong with one answer of `method path` (the path under /api/v2, query allowed); an empty
   * list when it keeps the document. A path the document does not have (the development routes, a
   * made-up path) is not the contract's business.
   */
  check(method: string, path: string, status: number, text: string): ContractViolation[] {
    const route = this.routeOf(method, path);
    if (!route) return [];
    const violation = (problem: string): ContractViolation[] => [{ operation: route.name, status, problem }];
    const responses = route.operation.op.responses as Record<string, ResponseObject>;
    const documented = responses[String(status)];
    if (!documented) return violation(`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`);
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // Another documented type (the disclosure as a PDF): its bytes are not the contract's business.
      if (Object.keys(documented.content ?? {}).some((type) => type !== 'application/json')) return [];
      return violation(`the body is not the documented JSON: ${JSON.stringify(String(text ?? '').slice(0, 80))}`);
    }
    const validate = this.validatorFor(route.operation, String(status));
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => ({ operation: route.name, status, problem: `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}` }));
  }

  /**
   * What is wrong with a webhook's body (`document.webhooks[type]`, the request the API sends to an
   * integrator's endpoint): an empty list when it keeps the document.
   */
  checkWebhook(type: string, body: unknown): string[] {
    const schema = this.webhooks[type]?.post?.requestBody?.content['application/json']?.schema;
    if (!schema) return [`webhook ${type} is not documented`];
    const validate = this.ajv.compile(standalone(schema));
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
  }

  /** Whether the document has the operation `method path` (the path under /api/v2, query allowed): its answers are checked. */
  documents(method: string, path: string): boolean {
    return this.routeOf(method, path) !== undefined;
  }

  private routeOf(method: string, path: string): Route | undefined {
    const bare = path.split('?')[0];
    return this.routes.find((r) => r.operation.method === method.toLowerCase() && r.pattern.test(bare));
  }

  private validatorFor(operation: DocumentedOperation, status: string): ValidateFunction {
    const key = `${operation.method} ${operation.path} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      const response = (operation.op.responses as Record<string, ResponseObject>)[status];
      validate = this.ajv.compile(standalone(response.content!['application/json'].schema));
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** The violations of the running test, until contract-setup.ts takes them. */
const pending: ContractViolation[] = [];

export function reportViolations(violations: ContractViolation[]): void {
  pending.push(...violations);
}

/** The violations since the last call, forgotten. */
export function takeViolations(): ContractViolation[] {
  return pending.splice(0, pending.length);
}
