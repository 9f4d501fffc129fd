#!/usr/bin/env node
// Runs a command and writes the CPU seconds it used (itself and the descendants waited for) to a file:
// `node with-cpu.mjs <out-file> <command> [args...]`, exiting with the command's code. The tests stage
// runs each package's suite through it, so that `npm test` can print each package's CPU beside its time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { childrenCpuSeconds } from './cpu.mjs';

const [outFile, cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const finish = (code) => {
  const seconds = childrenCpuSeconds();
  if (seconds !== undefined) fs.writeFileSync(outFile, JSON.stringify({ cpuSeconds: seconds }));
  process.exit(code);
};
child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
child.on('error', () => finish(127));
