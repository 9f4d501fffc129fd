// The devchain CLI (what `npm start` and the compose `chain` service run), on the built package (dist/):
// `pnpm test` builds it first. A real Hardhat node; nothing mocked.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { probeChain } from './node.js';
import { chainFileName } from './chain-file.js';
import { readChainFile } from './deploy.js';

const BIN = path.join(import.meta.dirname, '..', 'bin', 'devchain.mjs');

function waitReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /devchain ready (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`devchain exited ${code}: ${out}`)));
  });
}

describe('devchain CLI', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'devchain-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts a node, deploys, writes the chain file; a second run reuses the node without deploying; SIGTERM stops the node', async () => {
    const out = path.join(dir, 'chain.json');
    const first = spawn(process.execPath, [BIN, '--port', '0', '--out', out], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await waitReady(first);
      const deployed = readChainFile(out);
      expect(deployed.url).toBe(url);
      expect(deployed.demoWallets).toHaveLength(4);
      const port = new URL(url).port;
      const second = await new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(process.execPath, [BIN, '--port', port, '--out', out], (err, stdout) =>
          resolve({ code: err ? 1 : 0, stdout }),
        );
      });
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('reusing it');
      expect(second.stdout).toContain('not deploying again');
      expect(readChainFile(out).tokens).toEqual(deployed.tokens);
      const exited = new Promise((r) => first.once('exit', r));
      first.kill('SIGTERM');
      await exited;
      expect(await probeChain(url)).toBeNull();
    } finally {
      first.kill('SIGKILL');
    }
  });

  it('gives each of two chains on other ports its own chain file in one data directory (issue 29: chain file per port)', async () => {
    const dataDir = path.join(dir, 'data');
    const start = () =>
      spawn(process.execPath, [BIN, '--port', '0', '--data-dir', dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
    const first = start();
    const second = start();
    try {
      const urls = await Promise.all([waitReady(first), waitReady(second)]);
      const files = urls.map((url) => path.join(dataDir, chainFileName(new URL(url).port)));
      expect(new Set(files).size).toBe(2);
      // Each file names its own chain: neither start overwrote the other's.
      expect(files.map((f) => readChainFile(f).url)).toEqual(urls);
      expect(readdirSync(dataDir).sort()).toEqual(files.map((f) => path.basename(f)).sort());
    } finally {
      const exited = [first, second].map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null,
      );
      first.kill('SIGTERM');
      second.kill('SIGTERM');
      await Promise.all(exited);
    }
  });
});
