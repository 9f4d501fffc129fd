export * from './node.js';
export * from './deploy.js';
export * from './chain-file.js';
export { tokenPng, tokenUri } from './nft-art.js';
export {
  loadArtifacts,
  compileContracts,
  type Artifact,
  type Artifacts,
  type ContractName,
} from './compile.js';
