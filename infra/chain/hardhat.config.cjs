// The local development chain: `hardhat node` (chain id 31337, a block per transaction; tests mine on
// demand). Contracts are compiled with solc-js by `src/compile.ts`, not by hardhat.
module.exports = {
  solidity: '0.8.28',
  paths: { sources: './contracts', cache: './.hardhat-cache', artifacts: './.hardhat-artifacts' },
  networks: { hardhat: { chainId: 31337, mining: { auto: true } } },
};
