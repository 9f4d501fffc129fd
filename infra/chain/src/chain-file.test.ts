// Issue 29: `npm start` twice in one checkout (other ports) must not overwrite one chain file.
import path from 'node:path';
import { chainFileFor, chainFileName, DEFAULT_CHAIN_PORT } from './chain-file.js';

describe('the chain file of a port (issue 29)', () => {
  it('keeps chain.json for the default port and names every other port in its file (issue 29: chain file per port)', () => {
    expect(DEFAULT_CHAIN_PORT).toBe(8545);
    expect(chainFileName(8545)).toBe('chain.json');
    expect(chainFileName('8545')).toBe('chain.json');
    expect(chainFileName(8546)).toBe('chain-8546.json');
    expect(chainFileName('18545')).toBe('chain-18545.json');
    expect(chainFileFor('/repo/.data', 8546)).toBe(path.join('/repo/.data', 'chain-8546.json'));
  });

  it('gives two ports two files (issue 29: chain file per port)', () => {
    const ports = [8545, 8546, 8547, 9545];
    const files = new Set(ports.map((p) => chainFileFor('/repo/.data', p)));
    expect(files.size).toBe(ports.length);
  });

  it.each([['0'], ['-1'], ['65536'], ['abc'], [''], ['85.45']])(
    'refuses %j, which names no port, with a clear message (issue 29)',
    (port) => {
      expect(() => chainFileName(port)).toThrow(/not a chain port/);
    },
  );
});
