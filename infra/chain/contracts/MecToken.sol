// SPDX-License-Identifier: MIT
// Mecoin (MEC), the platform coin on the local development chain: an ERC-20 with 18 decimals that the
// owner (the deployer) mints to demo and test wallets.
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract MecToken is ERC20, Ownable {
    constructor(address initialOwner) ERC20("Mecoin", "MEC") Ownable(initialOwner) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
