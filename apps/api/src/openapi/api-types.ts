import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createOfflineOpenApiDocument } from './offline-document';

// `npm run api:types` writes the OpenAPI document (for integrators and `redocly lint`) and the
// API's types of the generated client (libs/api-client, which the web, libs/testing and e2e use); `npm run api:types -- --check` fails when a committed file differs from what the
// DTOs produce now. Runs from source (see the api:types script), so no build and no database are needed.
const ROOT = resolve(__dirname, '../../../..');
const DOCUMENT_FILE = resolve(ROOT, 'apps/api/openapi.json');
const TYPES_FILE = resolve(ROOT, 'libs/api-client/src/schema.d.ts');
const COMMAND = 'npm run api:types';
const HEADER = `// Generated from the API's OpenAPI document by \`${COMMAND}\`: do not edit by hand, regenerate.\n\n`;

/** The files generated from the current OpenAPI document, by path, as committed. */
export async function generatedFiles(): Promise<Map<string, string>> {
  const document = await createOfflineOpenApiDocument();
  // rootTypes: every schema is also exported by its own name (`LoanDto`), for short imports.
  const ast = await openapiTS(document as OpenAPI3, { rootTypes: true, rootTypesNoSchemaPrefix: true, silent: true });
  return new Map([
    [DOCUMENT_FILE, `${JSON.stringify(document, null, 2)}\n`],
    [TYPES_FILE, HEADER + astToString(ast)],
  ]);
}

async function main(check: boolean): Promise<number> {
  let stale = 0;
  for (const [file, text] of await generatedFiles()) {
    const name = relative(ROOT, file);
    if (!check) {
      await writeFile(file, text);
      process.stdout.write(`Wrote ${name}.\n`);
    } else if ((await readFile(file, 'utf8').catch(() => '')) === text) {
      process.stdout.write(`${name} matches the API's DTOs.\n`);
    } else {
      process.stderr.write(`${name} is out of date with the API's DTOs. Run \`${COMMAND}\` and commit the result.\n`);
      stale += 1;
    }
  }
  return stale === 0 ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    },
  );
}
