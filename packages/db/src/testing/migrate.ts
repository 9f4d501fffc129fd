import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const dbPackageDir = path.resolve(import.meta.dirname, '../..');

/** Runs `prisma migrate deploy` (the CLI, on the wasm engine) against a database. */
export function migrateDeploy(databaseUrl: string): Promise<void> {
  const require = createRequire(path.join(dbPackageDir, 'package.json'));
  const cli = require.resolve('prisma/build/index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'migrate', 'deploy'], {
      cwd: dbPackageDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`prisma migrate deploy exited ${code}:\n${output}`)),
    );
  });
}
