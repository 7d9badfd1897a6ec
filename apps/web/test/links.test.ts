// The navigation's "you are here" (aria-current="page"), by React Router's NavLink rule, now that
// links are plain anchors.
import { describe, expect, it } from '@jest/globals';
import { isCurrentPath } from '~/components/Link';

describe('isCurrentPath', () => {
  it('marks the link of the page and, without `end`, of the pages below it', () => {
    expect(isCurrentPath('/wallet', '/wallet')).toBe(true);
    expect(isCurrentPath('/wallet', '/wallet/withdraw')).toBe(true);
    expect(isCurrentPath('/wallet', '/Wallet/')).toBe(true);
    expect(isCurrentPath('/settings/', '/settings')).toBe(true);
  });

  it('does not mark a link whose path only begins the same letters, or a parent with `end`', () => {
    expect(isCurrentPath('/wallet', '/walletless')).toBe(false);
    expect(isCurrentPath('/wallet', '/wallet/withdraw', true)).toBe(false);
    expect(isCurrentPath('/', '/dash')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
