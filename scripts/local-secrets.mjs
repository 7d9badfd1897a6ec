// The secrets of a local product (`npm start`, the browser tests): drawn on first start and kept
// in the data folder, so that restarts and several API instances share them, and no secret is
// ever a constant in the repository. Production takes its secrets from the environment only.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const NAMES = ['JWT_SECRET', 'OTP_SECRET', 'SESSION_SECRET'];

/** The environment's own secrets, the rest from `file` (made with new random ones when missing). */
export function localSecrets(env, file) {
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = NAMES.filter((name) => !kept[name]);
  if (missing.length > 0) {
    for (const name of missing) kept[name] = randomBytes(32).toString('base64url');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return Object.fromEntries(NAMES.map((name) => [name, env[name] ?? kept[name]]));
}
