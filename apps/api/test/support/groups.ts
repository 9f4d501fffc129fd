// The API's test files run in groups (issue 21): a group is one Jest test file (test/groups/<name>.ts) that
// imports test files into one module registry, so that the API's modules are loaded once per group instead
// of once per file (4 to 5 s of CPU each: Jest's registry, SWC's output linked as vm modules, Nest, Prisma
// and ethers). Each test file is a describe block named after its path with its own hooks, so it still
// starts and closes its own API, one file after the other. Running a file by its path (`jest
// test/orders/orders-timers.test.ts`) runs it alone, as before (jest.config.js).
//
// test/groups.json names each group's entries: a folder under test/ (its test files that no other entry
// names) or one test file (its path without `.test.ts`). The groups are listed longest first: Jest starts
// them in that order (test/group-sequencer.js), so that no long group starts last.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const TEST_ROOT = path.resolve(import.meta.dirname, '..');

export const GROUPS: Readonly<Record<string, readonly string[]>> = JSON.parse(
  fs.readFileSync(path.join(TEST_ROOT, 'groups.json'), 'utf8'),
) as Record<string, string[]>;

/** The test files named one by one, by any group: a folder entry leaves them out. */
const named = new Set(
  Object.values(GROUPS)
    .flat()
    .filter((entry) => fs.existsSync(path.join(TEST_ROOT, `${entry}.test.ts`)))
    .map((entry) => path.join(TEST_ROOT, `${entry}.test.ts`)),
);

/** The test files of an entry of a group (a file, or a folder's files no entry names), in a stable order. */
export function testFilesOf(entry: string): string[] {
  const file = path.join(TEST_ROOT, `${entry}.test.ts`);
  if (fs.existsSync(file)) return [file];
  const dir = path.join(TEST_ROOT, entry);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(dir, f))
    .filter((f) => !named.has(f));
}

/** Imports the test files of a group, one after the other: each registers its own describe block. */
export async function importGroup(name: string): Promise<void> {
  const entries = GROUPS[name];
  if (!entries) throw new Error(`no test group ${name} (test/groups.json)`);
  for (const entry of entries) {
    for (const file of testFilesOf(entry)) await import(pathToFileURL(file).href);
  }
}
