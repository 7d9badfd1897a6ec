export type Env = Record<string, string | undefined>;

/**
 * Typed readers over the environment, shared by every settings section. A reader that finds a bad
 * value adds a sentence to `problems` and returns the fallback, so start-up can list every problem
 * at once.
 */
export function envReader(env: Env, problems: string[]) {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name) ?? fallback;
    if (!allowed.includes(raw as T)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}").`);
      return fallback;
    }
    return raw as T;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
      return null;
    }
  };
  return { read, int, oneOf, url };
}
