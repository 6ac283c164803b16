/**
 * Request and response bodies of every REST call (spec section 7, under the base path /api), one module per
 * resource in rest/; this module gathers them for the package's `./rest` entry and its index.
 */
export * from './rest/contract';
export * from './rest/schemas';
export * from './rest/errors';
export * from './rest/auth';
export * from './rest/profile';
export * from './rest/cases';
export * from './rest/join';
export * from './rest/delivery';
export * from './rest/users';
export * from './rest/accounts';
export * from './rest/insights';
export * from './rest/health';
