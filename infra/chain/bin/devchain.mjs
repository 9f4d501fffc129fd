#!/usr/bin/env node
// devchain: starts the local development chain (a Hardhat node), deploys MEC, USDT and the NFT
// collection, funds the demo wallets, writes the chain file the apps read and prints the URL.
// A node already answering on the port is reused (deployed to again only when its contracts are gone).
// Runs the built package (dist/); Ctrl-C / SIGTERM stops the node it started.
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';

const USAGE = `Usage: devchain [--port 8545] [--host 127.0.0.1] [--out FILE | --data-dir DIR] [--public-url URL]
  --port        the JSON-RPC port (default: $CHAIN_PORT or 8545; 0 picks a free one)
  --host        the address to listen on (default 127.0.0.1; 0.0.0.0 in a container)
  --out         where to write the chain file (default: the port's file in --data-dir)
  --data-dir    where the port's chain file goes (default: <repo>/.data): chain.json for port 8545,
                chain-<port>.json for any other, so chains on two ports never share a file
  --public-url  the URL written in the chain file when it differs from the listening one (containers)
Prints "devchain ready <url>" once deployed.`;

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      'public-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const dc = await import('../dist/index.js').catch((err) => {
    if (err && err.code === 'ERR_MODULE_NOT_FOUND') {
      throw new Error('the package is not built: run `pnpm --filter @p2p/devchain build` first');
    }
    throw err;
  });
  const port = Number(values.port ?? process.env.CHAIN_PORT ?? 8545);
  const host = values.host ?? '127.0.0.1';
  const dataDir = path.resolve(values['data-dir'] ?? path.join(repoRoot, '.data'));
  const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  const localUrl = `http://${probeHost}:${port}`;

  let chain = null;
  let url = localUrl;
  if (port !== 0 && (await dc.probeChain(localUrl)) !== null) {
    console.log(`[devchain] a chain already answers at ${localUrl}: reusing it`);
  } else {
    const started = Date.now();
    chain = await dc.startDevChain({ port, host });
    url = host === '0.0.0.0' ? `http://127.0.0.1:${chain.port}` : chain.url;
    console.log(`[devchain] hardhat node up at ${chain.url} in ${Date.now() - started} ms`);
    const stop = () => void chain.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }

  // The file of the port the chain really listens on (port 0 picks one).
  const out = path.resolve(values.out ?? dc.chainFileFor(dataDir, chain ? chain.port : port));
  const publicUrl = values['public-url'] ?? url;
  let deployment = null;
  if (!chain) deployment = await reusable(dc, url, out);
  if (deployment) {
    console.log(`[devchain] contracts from ${out} are on the chain: not deploying again`);
  } else {
    const started = Date.now();
    deployment = await dc.deployDevContracts(url);
    console.log(
      `[devchain] deployed MEC, USDT and NFT and funded ${deployment.demoWallets.length} demo wallets in ${Date.now() - started} ms`,
    );
  }
  dc.writeChainFile({ ...deployment, url: publicUrl }, out);
  console.log(`[devchain] chain file ${out}`);
  console.log(`devchain ready ${publicUrl}`);
  if (chain) {
    // Keep running with the node; it ending ends us.
    const { pid } = chain;
    const timer = setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(timer);
        console.error('[devchain] the node exited');
        process.exit(1);
      }
    }, 1000);
  }
}

/** The deployment in `out` when its contracts still exist on the chain at `url`. */
async function reusable(dc, url, out) {
  try {
    const d = dc.readChainFile(out);
    const code = await dc.rpc(url, 'eth_getCode', [d.tokens.MEC.address, 'latest']);
    return code && code !== '0x' ? d : null;
  } catch {
    return null;
  }
}

main().catch((err) => {
  console.error(`[devchain] ${err && err.message ? err.message : String(err)}`);
  process.exit(1);
});
