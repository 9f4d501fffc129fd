// The scale group's test files in one module registry (test/groups.json, test/support/groups.ts).
import { importGroup } from '../support/groups.js';

await importGroup('scale');
