// Shared Jest setup: ES-module mode (NestJS 12 ships ES modules only), TypeScript through SWC with
// legacy decorators and decorator metadata (Nest DI and class-validator need both).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} dir the package folder; @param {Partial<import('jest').Config>} extra */
export function jestConfig(dir, extra = {}) {
  const name = path.relative(root, dir).replace(/[\\/]/g, '-');
  return {
    rootDir: dir,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
            keepClassNames: true,
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      // The local chain lives in infra/chain, not packages/devchain.
      '^@p2p/devchain$': path.join(root, 'infra/chain/src/index.ts'),
      '^@p2p/([a-z-]+)$': path.join(root, 'packages/$1/src/index.ts'),
      '^@p2p/([a-z-]+)/([a-z-]+)$': path.join(root, 'packages/$1/src/$2/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    reporters: ['default', [path.join(root, 'scripts/jest-count-reporter.cjs'), { name }]],
    ...extra,
  };
}
