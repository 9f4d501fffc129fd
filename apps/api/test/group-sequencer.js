// Starts the test groups in the order test/groups.json lists them, longest first (issue 21): with a few
// long groups, one started last would keep a worker busy after the others are done. Files run by their
// path (jest.config.js) keep the order Jest gives them.
import fs from 'node:fs';
import path from 'node:path';

const order = Object.keys(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'groups.json'), 'utf8')));
const rank = (testPath) => {
  const i = order.indexOf(path.basename(testPath, '.ts'));
  return path.basename(path.dirname(testPath)) === 'groups' && i >= 0 ? i : order.length;
};

export default class GroupSequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a.path) - rank(b.path));
  }

  cacheResults() {}

  // Jest's --onlyFailures asks this: a group is the unit Jest knows, and this sequencer keeps no record of
  // failures, so every group runs again (run a failed file by its path instead).
  allFailedTests(tests) {
    return tests;
  }

  shard(tests) {
    return tests;
  }
}
