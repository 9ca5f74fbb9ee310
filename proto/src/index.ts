export * from './subjects';
export * from './services';
export * from './limits';
export * from './error-codes';
export * from './contract-violations';
export * from './json-schema';
export * from './near-identical';
export * from './safety';
export * from './condition-reports';
export * from './rating-categories';
export * from './temperature-bands';
export * from './page-heads';
export * from './tag-vocabulary';
export * from './message-json';
// Every generated contract, `_pb` and `_json`, written by the build (tools/protoc-gen-index.mjs).
export * from '../gen/index';
