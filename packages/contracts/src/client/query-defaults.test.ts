/// <reference types="jest" />
import { ApiError, ClientErrorCode } from './api-error.js';
import { queryClientDefaults, shouldRetryQuery } from './query-defaults.js';

describe('query client defaults', () => {
  it('retry a client-side failure once, never an answer with a catalogue code', () => {
    const network = new ApiError(ClientErrorCode.NETWORK, 'x');
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, network)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('404', 'x', null, 404))).toBe(false);
    expect(shouldRetryQuery(0, new Error('x'))).toBe(false);
  });

  it('keep data a minute, refetch neither on focus nor in the background, never retry mutations', () => {
    const options = queryClientDefaults();
    expect(options.queries).toMatchObject({
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      refetchIntervalInBackground: false,
    });
    expect(options.mutations.retry).toBe(false);
    expect(queryClientDefaults()).not.toBe(options);
  });
});
