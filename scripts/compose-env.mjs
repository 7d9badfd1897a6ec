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
// Production collects and pays out through Xendit (docs/integrations.md): the operator gives the account's keys.
if (!has('XENDIT_SECRET_KEY')) lines.push("# Xendit's secret API key and webhook verification token (required; docs/integrations.md)", 'XENDIT_SECRET_KEY=', 'XENDIT_CALLBACK_TOKEN=');
// SMS leave through Semaphore (docs/integrations.md, SMS): the operator gives the account's key.
if (!has('SEMAPHORE_API_KEY')) lines.push("# Semaphore's API key (required; docs/integrations.md, SMS)", 'SEMAPHORE_API_KEY=');
writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(drawn.length ? `.env: drew ${drawn.join(', ')}` : '.env: every secret was already there');
const env = readFileSync(file, 'utf8');
const unset = ['XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN', 'SEMAPHORE_API_KEY'].filter((name) => !new RegExp(`^${name}=\\S`, 'm').test(env));
if (unset.length) console.log(`.env: set ${unset.join(', ')} before \`docker compose up\`.`);
