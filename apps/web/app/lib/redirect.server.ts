// Safe redirect targets: only paths on this site.

const DEFAULT_AFTER_LOGIN = '/dash';

/**
 * Returns `to` when it is a same-site path ("/dash", "/wallet?x=1"), else `fallback`.
 * Rejects absolute URLs, protocol-relative "//evil", backslash tricks and control characters.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  const path = samePath(to, fallback);
  // Never bounce back into the sign-in pages themselves.
  return ['/login', '/logout', '/register'].includes(path.replace(/[?#].*$/, '')) ? fallback : path;
}

/** `to` when it is a path on this site (any page, the sign-in pages included), else `fallback`. */
export function samePath(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, 'http://same.site');
    if (url.host !== 'same.site') return fallback;
    // Checked again after normalising: "/.//evil.com" resolves to the path "//evil.com", which a
    // browser reads as another host.
    const path = url.pathname;
    if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
    return path + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The path (and query, minus Remix's internal parameters) of the page a request came from. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : '');
}

export function loginUrl(redirectTo: string): string {
  const target = safeRedirect(redirectTo, '');
  return target && target !== '/' ? `/login?redirectTo=${encodeURIComponent(target)}` : '/login';
}
