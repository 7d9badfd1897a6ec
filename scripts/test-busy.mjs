// Runs the whole suite (`npm test`) while other processes keep every core busy, as on a shared CI
// machine: the suite must stay green there. `node scripts/test-busy.mjs [--burners N]` (default: one
// per core). The burners are plain loops at normal priority; they stop when the suite ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const flag = process.argv.indexOf('--burners');
const burners = flag > 0 ? Number(process.argv[flag + 1]) : availableParallelism();
if (!Number.isInteger(burners) || burners < 0 || burners > 64) {
  console.error('--burners takes a whole number from 0 to 64.');
  process.exit(2);
}

const loop = 'for (;;) { Math.sqrt(Math.random()); }';
const children = Array.from({ length: burners }, () => spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }));
console.log(`${burners} processes keep the cores busy while the suite runs.`);
const stopBurners = () => children.forEach((child) => child.kill('SIGKILL'));
process.on('SIGINT', () => {
  stopBurners();
  process.exit(130);
});

const suite = spawn('npm', ['test'], { stdio: 'inherit' });
suite.on('exit', (code, signal) => {
  stopBurners();
  process.exit(code ?? (signal ? 1 : 0));
});
