// What the benchmarks share: the bare node:http server every figure is a share of, the load
// generator, the machine they ran on, and each one's section of docs/benchmarks.md (each script
// replaces only its section, so `npm run bench:api` and `bench:pages` can run apart).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { waitForUrl } from '../api-processes.mjs';

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

/**
 * A bare node:http server in a process of its own (as the product's servers are) answering `body`
 * with `contentType`: the ceiling the figures are divided by. On `core` when given (pinCommand).
 * Answers the child process.
 */
export async function startBareServer(port, { contentType, body, stdio = 'ignore', core = null }) {
  const source = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'Content-Type': ${JSON.stringify(contentType)} }); s.end(${JSON.stringify(body)}); }).listen(${port}, '127.0.0.1')`;
  const [command, ...args] = [...pinCommand(core), process.execPath, '-e', source];
  const child = spawn(command, args, { stdio });
  if (!(await waitForUrl(`http://127.0.0.1:${port}/`, 10_000))) throw new Error('the bare server did not start');
  return child;
}

/**
 * Whether processes can each be given a core of their own: Linux's taskset, and two cores or more.
 * Pinned, a process's figures do not depend on where the scheduler happens to put it, and two
 * processes never share a core while another one is idle.
 */
export const canPin = os.cpus().length >= 2 && existsSync('/usr/bin/taskset');

/** The command prefix that runs a program on `core` (nothing when it cannot be pinned or no core is asked). */
export function pinCommand(core) {
  return canPin && core !== null ? ['/usr/bin/taskset', '-c', String(core)] : [];
}

/** Moves the running process `pid`, all its threads, to `core`; answers whether it did. */
export function pinProcess(pid, core) {
  return canPin && spawnSync('/usr/bin/taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
}

/** CPU seconds (user + system) the process, or the processes together, have used (Linux: /proc), or null. */
export function cpuSeconds(pids) {
  const list = [pids].flat().filter(Boolean);
  if (list.length === 0) return null;
  try {
    return list.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks of 1/100 s
    }, 0);
  } catch {
    return null;
  }
}

/**
 * autocannon with `options` (url, connections, duration, method, headers, body, overallRate):
 * requests/s, latency p50 and p99, what failed, and the CPU ms a request of process `pid` (or of the
 * processes of a list of pids together) and of `otherPid` (likewise) when given.
 */
export async function measureLoad(options, pid = null, otherPid = null) {
  const cpuBefore = cpuSeconds(pid);
  const otherBefore = cpuSeconds(otherPid);
  const result = await autocannon(options);
  const cpuAfter = cpuSeconds(pid);
  const otherAfter = cpuSeconds(otherPid);
  const perRequest = (before, after) => (before !== null && after !== null && result.requests.total > 0 ? ((after - before) * 1000) / result.requests.total : null);
  const cpuMsPerRequest = perRequest(cpuBefore, cpuAfter);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    failed: result.non2xx + result.errors + result.timeouts,
    otherCpuMsPerRequest: perRequest(otherBefore, otherAfter),
    cpuMsPerRequest,
  };
}
