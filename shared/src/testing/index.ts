// Browser-safe: handlers are shared by unit tests (msw/node), standalone dev (msw/browser) and e2e
// (@msw/playwright). The Node server lives in ./msw-server (`@chardham/shared/testing/server`) and
// is wired by ./setup.
export * from './handlers';
