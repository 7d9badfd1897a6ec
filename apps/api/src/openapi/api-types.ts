import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createOfflineOpenApiDocument } from './offline-document';

// `npm run api:types` writes the web's API types; `npm run api:types -- --check` fails when the
// committed file differs from what the DTOs produce now. Runs from source (see the api:types
// script), so no build and no database are needed.
const ROOT = resolve(__dirname, '../../../..');
const TARGET = resolve(ROOT, 'apps/web/app/lib/api/schema.d.ts');
const COMMAND = 'npm run api:types';
const HEADER = `// Generated from the API's OpenAPI document by \`${COMMAND}\`: do not edit by hand, regenerate.\n\n`;

/** The TypeScript types of the current OpenAPI document, as committed. */
export async function generateApiTypes(): Promise<string> {
  const document = await createOfflineOpenApiDocument();
  // rootTypes: every schema is also exported by its own name (`LoanDto`), for short imports.
  const ast = await openapiTS(document as OpenAPI3, { rootTypes: true, rootTypesNoSchemaPrefix: true, silent: true });
  return HEADER + astToString(ast);
}

async function main(check: boolean): Promise<number> {
  const types = await generateApiTypes();
  const target = relative(ROOT, TARGET);
  if (!check) {
    await writeFile(TARGET, types);
    process.stdout.write(`Wrote ${target}.\n`);
    return 0;
  }
  const committed = await readFile(TARGET, 'utf8').catch(() => '');
  if (committed === types) {
    process.stdout.write(`${target} matches the API's DTOs.\n`);
    return 0;
  }
  process.stderr.write(`${target} is out of date with the API's DTOs. Run \`${COMMAND}\` and commit the result.\n`);
  return 1;
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
