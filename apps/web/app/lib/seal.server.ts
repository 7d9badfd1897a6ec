// AES-256-GCM sealed cookies, for values that must stay on the server side between two requests
// (registration step 1, password included, kept until step 2). The browser holds only ciphertext;
// keys derive from SESSION_SECRET (every rotating secret can open, the first one seals).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { env } from './env.server';

function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'halimbawa-web-seal', purpose, 32));
}

export function seal(value: unknown, purpose: string, ttlSeconds: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(env.SESSION_SECRETS[0], purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const plain = Buffer.from(JSON.stringify({ v: value, exp: Date.now() + ttlSeconds * 1000 }));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal<T>(sealed: unknown, purpose: string): T | null {
  if (typeof sealed !== 'string' || sealed.length < 40 || sealed.length > 8000) return null;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 29) return null;
  const iv = raw.subarray(0, 12);
  const tag = raw.subarray(12, 28);
  const body = raw.subarray(28);
  for (const secret of env.SESSION_SECRETS) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      const parsed = JSON.parse(plain) as { v: T; exp: number };
      if (typeof parsed.exp !== 'number' || parsed.exp < Date.now()) return null;
      return parsed.v;
    } catch {
      // try the next secret
    }
  }
  return null;
}

/** A cookie whose value is sealed: readable and writable only by this server. */
export function sealedCookie<T>(name: string, purpose: string, maxAgeSeconds: number, path = '/') {
  const cookie = createCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.isProduction,
    path,
    maxAge: maxAgeSeconds,
  });
  return {
    async read(request: Request): Promise<T | null> {
      return unseal<T>(await cookie.parse(request.headers.get('Cookie')), purpose);
    },
    write(value: T): Promise<string> {
      return cookie.serialize(seal(value, purpose, maxAgeSeconds));
    },
    clear(): Promise<string> {
      return cookie.serialize('', { maxAge: 0, expires: new Date(0) });
    },
  };
}
