#!/usr/bin/env node
// p2p-wallet: the identity-wallet simulator on the command line. Runs the built package (dist/).
// Keys come from --key or the WALLET_KEY environment variable and are never printed, except by `new`.
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage:
  p2p-wallet new
      Prints a new key, its address and identity as JSON (the only command that prints a key).
  p2p-wallet address [--key <hex>]
  p2p-wallet scan <qrUrl> [--key <hex>] [--issuer-key <hex>] [--level BASIC|ADVANCED]
  p2p-wallet refuse <qrUrl> [--reason rejected|kyc-incomplete]
      Declines the QR code as a wallet user would (the page shows 805, or 803 for kyc-incomplete).
  p2p-wallet authorize --api <http://127.0.0.1:3000> --purpose login|register [--key <hex>]
                       [--issuer-key <hex>] [--level BASIC|ADVANCED]
      (registration takes no email: add it later in the personal center, with an emailed code)
  p2p-wallet pay '<ethereum:...link>' [--key <hex>] [--rpc <url>] [--chain-file <path>]
      Sends the token or NFT transfer of a deposit link (EIP-681) and waits for its receipt.
  p2p-wallet fund [--key <hex>] [--mec 1000] [--usdt 1000] [--nft 1] [--chain-file <path>]
      Mints MEC, USDT and NFTs to the wallet from the local chain's deployer (chain 31337 only).

  --key          the wallet's private key (default: $WALLET_KEY)
  --issuer-key   the KYC issuer's key (default: the public DEV issuer, development only)
  --level        the KYC level to present (default: ADVANCED)
  --rpc          the chain's JSON-RPC URL (default: the url in the chain file)
  --chain-file   the local chain's file (default: $CHAIN_FILE or <repo>/.data/chain.json)
Exit codes: 0 success, 1 the server answered a code other than "200" or the call failed, 2 usage.`;

class UsageError extends Error {}

function fail(message, code = 1) {
  process.stderr.write(`p2p-wallet: ${message}\n`);
  process.exit(code);
}

async function loadPackage() {
  try {
    return await import('../dist/index.js');
  } catch (err) {
    if (err && err.code === 'ERR_MODULE_NOT_FOUND')
      fail('the package is not built: run `pnpm --filter @p2p/wallet-sim... build` first');
    throw err;
  }
}

function wallet(pkg, values) {
  const key = values.key ?? process.env.WALLET_KEY;
  if (!key) throw new UsageError('a key is needed: --key <hex> or WALLET_KEY');
  return pkg.WalletSimulator.fromPrivateKey(key);
}

function needKey(values) {
  const key = values.key ?? process.env.WALLET_KEY;
  if (!key) throw new UsageError('a key is needed: --key <hex> or WALLET_KEY');
  return key;
}

function chainFile(values) {
  return (
    values['chain-file'] ??
    process.env.CHAIN_FILE ??
    path.resolve(import.meta.dirname, '../../../.data/chain.json')
  );
}

function issuer(pkg, values) {
  return values['issuer-key'] ? pkg.DevIssuer.fromPrivateKey(values['issuer-key']) : pkg.DevIssuer.dev();
}

function level(values) {
  const l = values.level ?? 'ADVANCED';
  if (l !== 'BASIC' && l !== 'ADVANCED') throw new UsageError('--level must be BASIC or ADVANCED');
  return l;
}

function print(value) {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Prints the envelope; a code other than "200" also goes to stderr and exits 1. */
function answer(env) {
  print(env);
  if (env.code !== '200') fail(`the server answered ${env.code}: ${env.message}`);
}

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      'issuer-key': { type: 'string' },
      api: { type: 'string' },
      purpose: { type: 'string' },
      level: { type: 'string' },
      reason: { type: 'string' },
      rpc: { type: 'string' },
      'chain-file': { type: 'string' },
      mec: { type: 'string' },
      usdt: { type: 'string' },
      nft: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const pkg = await loadPackage();
  switch (command) {
    case 'new': {
      const w = pkg.WalletSimulator.random();
      print({ privateKey: w.privateKey, address: w.address, identity: w.identity });
      return;
    }
    case 'address': {
      const w = wallet(pkg, values);
      print({ address: w.address, identity: w.identity });
      return;
    }
    case 'scan': {
      if (rest.length !== 1) throw new UsageError('scan takes one QR URL');
      const w = wallet(pkg, values);
      answer(await w.scan(rest[0], { issuer: issuer(pkg, values), level: level(values) }));
      return;
    }
    case 'refuse': {
      if (rest.length !== 1) throw new UsageError('refuse takes one QR URL');
      const reasons = { rejected: 'REJECTED', 'kyc-incomplete': 'KYC_INCOMPLETE' };
      const reason = reasons[values.reason ?? 'rejected'];
      if (!reason) throw new UsageError('refuse takes --reason rejected|kyc-incomplete');
      answer(await pkg.WalletSimulator.random().refuse(rest[0], reason));
      return;
    }
    case 'authorize': {
      if (!values.api) throw new UsageError('authorize needs --api <base URL>');
      if (values.purpose !== 'login' && values.purpose !== 'register')
        throw new UsageError('authorize needs --purpose login|register');
      const w = wallet(pkg, values);
      answer(
        await w.authorize({
          apiBase: values.api,
          purpose: values.purpose,
          issuer: issuer(pkg, values),
          level: level(values),
        }),
      );
      return;
    }
    case 'pay': {
      if (rest.length !== 1) throw new UsageError('pay takes one link');
      const key = needKey(values);
      const rpcUrl = values.rpc ?? pkg.rpcUrlFromChainFile(chainFile(values));
      const result = await pkg.payLink({ link: rest[0], key, rpcUrl });
      print(result);
      if (result.status !== 'SUCCESS') fail(`the transfer ${result.txHash} is ${result.status}`);
      return;
    }
    case 'fund': {
      const key = needKey(values);
      const nft = values.nft === undefined ? 1 : Number(values.nft);
      if (!Number.isInteger(nft) || nft < 0 || nft > 20)
        throw new UsageError('--nft must be a whole number 0-20');
      for (const k of ['mec', 'usdt'])
        if (values[k] !== undefined && !/^\d+(\.\d+)?$/.test(values[k]))
          throw new UsageError(`--${k} must be a decimal amount`);
      const { fundDevWallet } = await import('../dist/pay-fund.js');
      print(
        await fundDevWallet({
          key,
          chainFile: chainFile(values),
          rpcUrl: values.rpc,
          mec: values.mec,
          usdt: values.usdt,
          nft,
        }),
      );
      return;
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof UsageError || (err && err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'))
    fail(`${err.message}\n\n${USAGE}`, 2);
  // Messages of this package and of @p2p/identity never contain a private key.
  fail(err && err.message ? err.message : String(err));
});
