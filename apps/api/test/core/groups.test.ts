// The test groups (issue 21): a test file that no group imports would never run in `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { GROUPS, TEST_ROOT, testFilesOf } from '../support/groups.js';

describe('core/groups', () => {
  /** Every test file under test/, as a path relative to it. */
  function allTestFiles(): string[] {
    return fs
      .readdirSync(TEST_ROOT, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .sort();
  }

  describe('the test groups', () => {
    it('import every test file exactly once', () => {
      const grouped = Object.values(GROUPS)
        .flat()
        .flatMap((folder) => testFilesOf(folder).map((f) => path.relative(TEST_ROOT, f)))
        .sort();
      expect(grouped).toEqual(allTestFiles());
      expect(new Set(grouped).size).toBe(grouped.length);
    });

    it('have one entry file each in test/groups, and no other', () => {
      const entries = fs.readdirSync(path.join(TEST_ROOT, 'groups')).map((f) => f.replace(/\.ts$/, ''));
      expect(entries.sort()).toEqual(Object.keys(GROUPS).sort());
    });

    it('name each file describe block after its path, so that a failure names its file', () => {
      for (const file of allTestFiles()) {
        const text = fs.readFileSync(path.join(TEST_ROOT, file), 'utf8');
        expect({
          file,
          wrapped: text.includes(`\ndescribe('${file.replace(/\.test\.ts$/, '')}', () => {`),
        }).toEqual({
          file,
          wrapped: true,
        });
      }
    });
  });
});
