export * from './node.js';
export * from './deploy.js';
export {
  loadArtifacts,
  compileContracts,
  type Artifact,
  type Artifacts,
  type ContractName,
} from './compile.js';
