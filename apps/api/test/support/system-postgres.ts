import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface SystemPostgres {
  url: string;
  /** The bin folder whose pg_dump and pg_restore match this server. */
  binDir: string;
  stop: () => void;
}

/** PG_BIN_DIR, else the newest PostgreSQL of the system's packages (Debian: /usr/lib/postgresql/N/bin). */
export function systemPostgresBin(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/**
 * A throwaway cluster of the system's PostgreSQL, for what needs its client tools of the same
 * version (pg_dump refuses a newer server than itself). As root, the server runs as `postgres`.
 */
export async function startSystemPostgres(): Promise<SystemPostgres> {
  const binDir = systemPostgresBin();
  if (!binDir) throw new Error('No PostgreSQL server binaries found: install postgresql (Debian) or set PG_BIN_DIR.');
  const dir = mkdtempSync(join(tmpdir(), 'halimbawa-syspg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (file: string, args: string[]) => {
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8' }) : spawnSync(file, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${file} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout));
  const data = join(dir, 'data');
  run(join(binDir, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  run(join(binDir, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    binDir,
    stop: () => {
      run(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
