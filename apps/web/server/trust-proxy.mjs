// TRUST_PROXY as Express's `trust proxy` setting, read as the API reads the same variable:
// 'loopback' by default, a comma-separated list of addresses, ranges or names such as
// 'uniquelocal', a number of hops, 'true' or 'false'.
export function trustProxySetting(value = 'loopback') {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
