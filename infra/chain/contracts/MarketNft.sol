// SPDX-License-Identifier: MIT
// The NFT collection of the local development chain: an ERC-721 whose owner (the deployer) mints tokens
// with ids counting up from 1, each with its own token URI.
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract MarketNft is ERC721URIStorage, Ownable {
    uint256 public nextTokenId = 1;

    constructor(address initialOwner) ERC721("P2P Market Collection", "P2PNFT") Ownable(initialOwner) {}

    /// Mints the next token id to `to` with `uri`; answers the id.
    function mint(address to, string calldata uri) external onlyOwner returns (uint256 tokenId) {
        tokenId = nextTokenId++;
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }
}
