/**
 * What every test server runs with, wherever it runs: in the test's process (tests/api/helpers/test-server.ts), in a
 * process of its own (tests/api/helpers/server-process.ts) or for the browsers (tests/e2e/support/servers.ts).
 *
 * No overload shedding: a server in the test's process shares its event loop with the test's own synchronous work
 * (validating a large document, a deep compare), and a server in a process of its own on a machine busy with other
 * jobs (load 8 on 2 cores) lags past the guard's 1 s now and then. Either way under-pressure would shed a request
 * the test is not about with 503. Shedding is tests/api/overload.test.ts's subject; a test there sets its own figure.
 */
export const TEST_SERVER_ENV = { OVERLOAD_EVENT_LOOP_DELAY_MS: '0' } as const;
