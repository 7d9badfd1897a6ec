import { takeViolations } from './contract';

// Every integration test keeps the OpenAPI document (test/support/contract.ts): a test whose
// requests got an answer the document does not describe fails, naming each one.
function failOnViolations(): void {
  const violations = takeViolations();
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  ${v.operation} → ${v.status}: ${v.problem}`);
  throw new Error(`${violations.length} answer(s) broke the OpenAPI document:\n${lines.join('\n')}`);
}

afterEach(failOnViolations);
afterAll(failOnViolations);
