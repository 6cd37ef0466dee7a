export { createApiKey, keyHash, listApiKeys, revokeApiKey } from './keys';
export { keyActor } from './key-actor';
