// SPDX-License-Identifier: MIT
// A stand-in for Tether USD (USDT) on the local development chain: an ERC-20 with 6 decimals that the
// owner (the deployer) mints to demo and test wallets.
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract TetherUSD is ERC20, Ownable {
    constructor(address initialOwner) ERC20("Tether USD", "USDT") Ownable(initialOwner) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
