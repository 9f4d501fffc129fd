// The JSON-RPC transport's retry of a connection closed before any answer (the keep-alive race).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchRequest } from 'ethers';
import { fetchGetUrl } from './evm-fetch.js';

async function serve(handler: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function rpc(url: string): FetchRequest {
  const req = new FetchRequest(url);
  req.method = 'POST';
  req.body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });
  req.setHeader('content-type', 'application/json');
  return req;
}

describe('the JSON-RPC transport', () => {
  it('sends a request again once when the node closed its socket before answering (the keep-alive race)', async () => {
    let requests = 0;
    const node = await serve((req, res) => {
      requests += 1;
      if (requests === 1) {
        req.socket.destroy(); // closed with no answer
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"jsonrpc":"2.0","id":1,"result":"0x2a"}');
    });
    try {
      const res = await fetchGetUrl(rpc(node.url), undefined);
      expect({ status: res.statusCode, body: new TextDecoder().decode(res.body), requests }).toEqual({
        status: 200,
        body: '{"jsonrpc":"2.0","id":1,"result":"0x2a"}',
        requests: 2,
      });
    } finally {
      await node.close();
    }
  });

  it('gives up after that one retry: a node that keeps closing is an error', async () => {
    let requests = 0;
    const node = await serve((req) => {
      requests += 1;
      req.socket.destroy();
    });
    try {
      await expect(fetchGetUrl(rpc(node.url), undefined)).rejects.toThrow('fetch failed');
      expect(requests).toBe(2);
    } finally {
      await node.close();
    }
  });
});
