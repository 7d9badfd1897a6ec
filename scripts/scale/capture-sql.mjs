// Preloaded into the API by `npm run bench:scale` (node --import): while capture is on (SIGWINCH
// toggles it; Nest's shutdown hooks own the usual signals), every statement the pg client sends is appended to SQL_CAPTURE_FILE as a JSON line
// with its parameters and its time to answer, so that the bench can EXPLAIN the slowest ones.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.env.SQL_CAPTURE_FILE;
// The same module instance the API's require('pg') gets.
const { Client } = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/package.json'))('pg');
let on = false;
process.on('SIGWINCH', () => {
  on = !on;
});

const original = Client.prototype.query;
Client.prototype.query = function query(config, values, callback) {
  if (!on || !file) return original.call(this, config, values, callback);
  const text = typeof config === 'string' ? config : config?.text;
  const params = Array.isArray(values) ? values : config?.values;
  const started = process.hrtime.bigint();
  const record = () => appendFileSync(file, `${JSON.stringify({ text, params, ms: Number(process.hrtime.bigint() - started) / 1e6 })}\n`);
  if (typeof values === 'function') [values, callback] = [undefined, values];
  if (typeof callback === 'function') {
    return original.call(this, config, values, (...args) => {
      record();
      return callback(...args);
    });
  }
  const answer = original.call(this, config, values);
  if (answer && typeof answer.then === 'function') answer.then(record, record);
  return answer;
};
