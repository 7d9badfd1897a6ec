// The session cookies are verified and decoded once per distinct Cookie header (issue 9): what a
// read gets must be what decoding again would give, and each read's session is its own.
import { describe, expect, it } from '@jest/globals';
import { createCookieSessionStorage } from '@remix-run/node';
import { rememberingStorage } from '~/lib/session.server';

interface Data {
  token: string;
  notices: { text: string }[];
}

function storages() {
  const plain = createCookieSessionStorage<Data>({ cookie: { name: 't', secrets: ['s3cret-for-tests'] } });
  let decodings = 0;
  const counted = {
    ...plain,
    getSession: (header?: string | null) => {
      decodings += 1;
      return plain.getSession(header);
    },
  };
  return { plain, remembering: rememberingStorage(counted), decodings: () => decodings };
}

async function cookieOf(storage: ReturnType<typeof storages>['plain'], data: Data): Promise<string> {
  const session = await storage.getSession(null);
  session.set('token', data.token);
  session.set('notices', data.notices);
  return (await storage.commitSession(session)).split(';')[0];
}

describe('rememberingStorage', () => {
  it('decodes a Cookie header once and gives every read the same data', async () => {
    const { plain, remembering, decodings } = storages();
    const header = `other=1; ${await cookieOf(plain, { token: 'abc', notices: [{ text: 'Saved.' }] })}`;
    const first = await remembering.getSession(header);
    const second = await remembering.getSession(header);
    expect(decodings()).toBe(1);
    expect(second.data).toEqual(first.data);
    expect(second.get('token')).toBe('abc');
  });

  it('gives each read a session of its own: a change to one is not seen by the next read', async () => {
    const { plain, remembering } = storages();
    const header = await cookieOf(plain, { token: 'abc', notices: [{ text: 'Saved.' }] });
    const first = await remembering.getSession(header);
    first.set('token', 'changed');
    first.get('notices')?.push({ text: 'pushed' });
    const second = await remembering.getSession(header);
    expect(second.get('token')).toBe('abc');
    expect(second.get('notices')).toEqual([{ text: 'Saved.' }]);
  });

  it('refuses a tampered cookie even after its genuine header was remembered', async () => {
    const { plain, remembering } = storages();
    const header = await cookieOf(plain, { token: 'abc', notices: [] });
    await remembering.getSession(header);
    const [name, value] = header.split('=');
    const [payload] = decodeURIComponent(value).split('.');
    const forged = `${name}=${encodeURIComponent(`${payload}.forged-signature`)}`;
    expect((await remembering.getSession(forged)).get('token')).toBeUndefined();
    expect((await remembering.getSession(null)).data).toEqual({});
  });
});
