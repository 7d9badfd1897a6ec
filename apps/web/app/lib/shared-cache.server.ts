// What the API answers the same for every visitor (GET /site, GET /availablecurrency), kept in
// memory for a while so that a page view does not wait for it (server rendering). One
// request is in flight at a time; after a failure the last good value (or the fallback) is served
// and asked again sooner.

export interface SharedValue<T> {
  /** The value now: the cached one while fresh, else a new answer. */
  get(): Promise<T>;
}

export function sharedCache<T>(opts: {
  load: () => Promise<{ ok: true; value: T } | { ok: false }>;
  fallback: T;
  ttlMs: number;
  retryMs: number;
}): SharedValue<T> {
  let last: T | null = null;
  let until = 0;
  let pending: Promise<T> | null = null;
  return {
    get() {
      if (last !== null && until > Date.now()) return Promise.resolve(last);
      pending ??= opts
        .load()
        .catch(() => ({ ok: false }) as const)
        .then((answer) => {
          if (answer.ok) last = answer.value;
          until = Date.now() + (answer.ok ? opts.ttlMs : opts.retryMs);
          pending = null;
          return last ?? opts.fallback;
        });
      return pending;
    },
  };
}
