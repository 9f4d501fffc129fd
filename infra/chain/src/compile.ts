// Compiles the contracts in contracts/ with solc-js (the npm package bundles the compiler: no network)
// through solc's standard JSON, OpenZeppelin imports read from node_modules. `node dist/compile.js`
// (the package's build) writes dist/artifacts.json, which `loadArtifacts` reads.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
/** The package folder (src/ and dist/ are both one level below it). */
export const PACKAGE_DIR = path.resolve(here, '..');
const CONTRACTS_DIR = path.join(PACKAGE_DIR, 'contracts');
export const ARTIFACTS_FILE = path.join(PACKAGE_DIR, 'dist', 'artifacts.json');

export const CONTRACT_NAMES = ['MecToken', 'TetherUSD', 'MarketNft'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export interface Artifact {
  abi: unknown[];
  bytecode: string;
}
export type Artifacts = Record<ContractName, Artifact> & { solcVersion: string };

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

function findImport(importPath: string): { contents: string } | { error: string } {
  const ozPrefix = '@openzeppelin/contracts/';
  if (!importPath.startsWith(ozPrefix))
    return { error: `import outside @openzeppelin/contracts: ${importPath}` };
  const ozDir = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
  try {
    return { contents: readFileSync(path.join(ozDir, importPath.slice(ozPrefix.length)), 'utf8') };
  } catch {
    return { error: `not found: ${importPath}` };
  }
}

/** Compiles MecToken, TetherUSD and MarketNft; throws with solc's messages on an error. */
export function compileContracts(): Artifacts {
  const solc = require('solc') as {
    compile(input: string, opts: { import: typeof findImport }): string;
    version(): string;
  };
  const sources: Record<string, { content: string }> = {};
  for (const name of CONTRACT_NAMES) {
    sources[`contracts/${name}.sol`] = {
      content: readFileSync(path.join(CONTRACTS_DIR, `${name}.sol`), 'utf8'),
    };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`);
  const result = { solcVersion: solc.version() } as Artifacts;
  for (const name of CONTRACT_NAMES) {
    const out = output.contracts[`contracts/${name}.sol`]?.[name];
    if (!out) throw new Error(`solc produced no ${name}`);
    result[name] = { abi: out.abi, bytecode: `0x${out.evm.bytecode.object}` };
  }
  return result;
}

let cached: Artifacts | undefined;

/** The compiled contracts: dist/artifacts.json from the build, or compiled now when it is missing. */
export function loadArtifacts(): Artifacts {
  if (cached) return cached;
  try {
    cached = JSON.parse(readFileSync(ARTIFACTS_FILE, 'utf8')) as Artifacts;
  } catch {
    cached = compileContracts();
  }
  return cached;
}

/** Writes dist/artifacts.json (the build step). */
export function writeArtifacts(file = ARTIFACTS_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(compileContracts())}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  writeArtifacts();
  process.stdout.write(`devchain: compiled ${CONTRACT_NAMES.join(', ')} in ${Date.now() - started} ms\n`);
}
