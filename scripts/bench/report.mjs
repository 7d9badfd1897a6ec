// What every benchmark writes: the machine it ran on, and its own section of docs/benchmarks.md
// (each script replaces only its section, so `npm run bench:api` and `bench:pages` can run apart).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const HEADER = '# Benchmarks\n\nFigures written by `npm run bench`; each section by its own benchmark.\n';

/** 'AMD EPYC, 2 cores, 23.5 GiB memory, node v20.20.2, linux 6.1': the figures mean little without it. */
export function describeMachine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** Replaces the "## {title}" section of `file` (up to the next "## " heading) with `body`, keeping the others. */
export function writeBenchmarkSection(file, title, body) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const section = `## ${title}\n\n${body.trim()}\n`;
  const start = current.search(new RegExp(`^## ${title}\\s*$`, 'm'));
  let next;
  if (start === -1) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const after = current.slice(start + 1).search(/^## /m);
    next = current.slice(0, start) + section + (after === -1 ? '' : `\n${current.slice(start + 1 + after)}`);
  }
  writeFileSync(file, next);
}
