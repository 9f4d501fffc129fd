// One autocannon run: requests/s and latency percentiles of one request, checking every answer's status.
import autocannon from 'autocannon';

/**
 * Runs `connections` keep-alive connections against `url` for `seconds`. `expectStatus` is the status
 * every answer must have; others are counted as errors (and printed by the caller).
 */
export async function load(url, { headers = {}, connections = 32, seconds = 8, expectStatus = 200 } = {}) {
  let unexpected = 0;
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    // autocannon counts non-2xx answers; the 404 target expects them, so check statuses here.
    setupClient: (client) => {
      client.on('response', (statusCode) => {
        if (statusCode !== expectStatus) unexpected += 1;
      });
    },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + unexpected,
  };
}
