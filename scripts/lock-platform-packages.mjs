// Completes package-lock.json with the platform builds of unrs-resolver (a dependency of jest and
// of the lint's import plugin) that npm could not resolve here. The package registry reachable from
// our machines lacks some of those builds, so `npm install` writes a lock without them, and
// `npm ci` then refuses the lock as out of sync. Each entry names its os, cpu and libc, so npm skips
// it on every other platform without fetching it. Run it after `npm install` when `npm ci` reports
// "Missing: @unrs/resolver-binding-... from lock file"; it changes nothing otherwise.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const PREFIX = '@unrs/resolver-binding-';
// name suffix -> [os, cpu, libc]
const PLATFORMS = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-arm64-gnu': ['linux', 'arm64', 'glibc'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'linux-x64-gnu': ['linux', 'x64', 'glibc'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const resolver = lock.packages['node_modules/unrs-resolver'];
const added = [];
for (const [name, version] of Object.entries(resolver?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  const platform = PLATFORMS[name.slice(PREFIX.length)];
  if (lock.packages[key] || !name.startsWith(PREFIX) || !platform) continue;
  const [os, cpu, libc] = platform;
  lock.packages[key] = { version, cpu: [cpu], dev: resolver.dev, license: 'MIT', optional: true, os: [os], ...(libc ? { libc: [libc] } : {}) };
  added.push(name);
}
if (added.length > 0) writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length > 0 ? `package-lock.json: added ${added.join(', ')}` : 'package-lock.json: nothing to add');
