// The first step before `docker compose up`: writes .env with new random secrets (kept if .env
// already has them). Compose runs the product in production mode and refuses to start without them.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './api-processes.mjs';

const file = resolve(root, '.env');
const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((line) => line !== '') : [];
const has = (name) => lines.some((line) => line.startsWith(`${name}=`));
const drawn = ['POSTGRES_PASSWORD', 'JWT_SECRET', 'OTP_SECRET', 'SESSION_SECRET'].filter((name) => !has(name));
for (const name of drawn) lines.push(`${name}=${randomBytes(32).toString('hex')}`);
// Production pays withdrawals through a real provider: the operator names it.
if (!has('PAYOUT_URL')) lines.push('# The payout provider the API sends withdrawals to (required): PAYOUT_URL=https://...', 'PAYOUT_URL=');
writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(drawn.length ? `.env: drew ${drawn.join(', ')}` : '.env: every secret was already there');
if (!/^PAYOUT_URL=\S/m.test(readFileSync(file, 'utf8'))) console.log('.env: set PAYOUT_URL before `docker compose up`.');
