// Local development chain (hardhat node). The escrow work adds the MEC, USDT and NFT contracts here.
module.exports = {
  solidity: '0.8.28',
  networks: { hardhat: { chainId: 31337, mining: { auto: true } } },
};
