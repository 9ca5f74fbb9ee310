/** Where each service serves its own API description; the gateway merges them into one. */
export const OPENAPI_PATH = '/openapi.json';
