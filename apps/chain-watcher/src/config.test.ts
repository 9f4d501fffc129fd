import { loadWatcherConfig, WatcherConfigError } from './config.js';

describe('chain watcher configuration', () => {
  it('refuses to boot without DATABASE_URL', () => {
    expect(() => loadWatcherConfig({})).toThrow(WatcherConfigError);
  });
  it('needs at least one confirmation', () => {
    expect(() => loadWatcherConfig({ DATABASE_URL: 'postgresql://u@h/d', CHAIN_CONFIRMATIONS: '0' })).toThrow(
      /CHAIN_CONFIRMATIONS/,
    );
  });
  it('refuses an RPC URL that is not http(s) or ws(s)', () => {
    expect(() => loadWatcherConfig({ DATABASE_URL: 'postgresql://u@h/d', EVM_RPC_URL: 'ftp://x' })).toThrow(
      /EVM_RPC_URL/,
    );
  });
  it('defaults to 3 confirmations and no chain', () => {
    const c = loadWatcherConfig({ DATABASE_URL: 'postgresql://u@h/d' });
    expect(c.confirmations).toBe(3);
    expect(c.evmRpcUrl).toBeNull();
  });
});
