import { spawn, type ChildProcess } from 'node:child_process';
import { entryArgs } from '../../support/entry-point.ts';
import { TEST_SERVER_ENV } from '../../support/server-env.ts';
import { TIMEOUTS } from '../../support/timeouts.ts';
import { waitFor } from '../../support/wait-for.ts';
import { E2E_PORTS } from './ports.ts';

/**
 * Playwright's global setup: every server the end-to-end specs talk to, started side by side, and
 * stopped again after the run. (Playwright's `webServer` list starts its servers one after
 * another: with four app builds that was ~20 s before the first test, against ~8 s here.)
 * playwright.config.ts makes the data folders and hands them over in E2E_*_DATA_DIR.
 */

/** The Stripe stand-in signs its webhooks with this; the payments app checks them with it. */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in';

interface ServerSpec {
  name: string;
  args: string[];
  /** Answers 200 once the server is ready. */
  health: string;
  env: Record<string, string>;
}

/**
 * The app as `npm start` runs it (the build). E2E_SERVER_FROM_SOURCE=1 runs the server from source
 * as the API suite does (no server build needed; the client must still be built into dist/client).
 */
const appArgs = () => entryArgs('src/server/main.ts', process.env.E2E_SERVER_FROM_SOURCE !== '1');

function dataDir(envName: string): string {
  const dir = process.env[envName];
  if (!dir) throw new Error(`${envName} is set by playwright.config.ts`);
  return dir;
}

function app(name: string, port: number, dirEnv: string, env: Record<string, string> = {}): ServerSpec {
  return {
    name,
    args: appArgs(),
    health: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(dirEnv),
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // Every spec's browser reads from 127.0.0.1, many at once.
      PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
      ...TEST_SERVER_ENV,
      ...env,
    },
  };
}

/** The local stand-ins for the outside world: mail relay, vision API, Stripe. */
function standIns(): ServerSpec[] {
  return [
    {
      name: 'mail catcher',
      args: ['--import', 'tsx', 'tests/e2e/support/mail-catcher.ts'],
      health: `http://127.0.0.1:${E2E_PORTS.mailHttp}/health`,
      env: { MAIL_CATCHER_HTTP_PORT: String(E2E_PORTS.mailHttp), MAIL_CATCHER_SMTP_PORT: String(E2E_PORTS.mailSmtp) },
    },
    {
      // An OpenAI-compatible vision API that fails on demand (SpareBot fallback flows).
      name: 'vision stand-in',
      args: ['--import', 'tsx', 'tests/e2e/support/vision-stand-in.ts'],
      health: `http://127.0.0.1:${E2E_PORTS.visionStandIn}/health`,
      env: { VISION_STAND_IN_PORT: String(E2E_PORTS.visionStandIn) },
    },
    {
      // The parts of Stripe's API and webhooks SpareStock uses, with its hosted onboarding and checkout pages.
      name: 'Stripe stand-in',
      args: [
        '--import',
        'tsx',
        'tests/support/stripe-stand-in/main.ts',
        ...['--port', String(E2E_PORTS.stripeStandIn)],
        ...['--webhook-url', `http://127.0.0.1:${E2E_PORTS.paymentsApp}/api/webhooks/stripe`],
        ...['--webhook-secret', STRIPE_WEBHOOK_SECRET],
      ],
      health: `http://127.0.0.1:${E2E_PORTS.stripeStandIn}/_stand-in/health`,
      env: {},
    },
  ];
}

/** The app four ways: as `npm start` runs it, with real email, with a remote vision API only, with card payments. */
function apps(): ServerSpec[] {
  return [
    // Dev-mode email.
    app('app', E2E_PORTS.app, 'E2E_DATA_DIR'),
    // Real email through the mail catcher (verification flows).
    app('app with email', E2E_PORTS.smtpApp, 'E2E_SMTP_DATA_DIR', { SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.mailSmtp}` }),
    // SpareBot asking only the vision stand-in (no local OCR to fall back on).
    app('app with a vision API', E2E_PORTS.visionApp, 'E2E_VISION_DATA_DIR', {
      SPAREBOT_PROVIDER: 'openai',
      SPAREBOT_BASE_URL: `http://127.0.0.1:${E2E_PORTS.visionStandIn}/v1`,
      SPAREBOT_COMBINE_LOCAL: 'false',
      SPAREBOT_MAX_RETRIES: '0',
    }),
    // Card payments on, through the Stripe stand-in (orders, payments and disputes).
    app('app with payments', E2E_PORTS.paymentsApp, 'E2E_PAYMENTS_DATA_DIR', {
      STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(E2E_PORTS.stripeStandIn),
      STRIPE_API_PROTOCOL: 'http',
    }),
  ];
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Starts one server in a process group of its own and resolves once its health URL answers 200. */
async function start(spec: ServerSpec): Promise<ChildProcess> {
  if (await answers(spec.health))
    throw new Error(`${spec.name}: something already answers on ${spec.health} (E2E_PORT_BASE moves the ports)`);
  const child = spawn(process.execPath, spec.args, {
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString());
    process.stderr.write(`[${spec.name}] ${chunk.toString()}`);
  });
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `${spec.name} exited (${child.exitCode ?? child.signalCode}) before it answered\n${stderr.join('').slice(-2000)}`,
          );
        }
        return answers(spec.health);
      },
      `${spec.name} to answer ${spec.health}`,
      TIMEOUTS.serverStart,
      100,
    );
  } catch (error) {
    await stop(child);
    throw error;
  }
  return child;
}

/** Ends the server's process group: SIGTERM (the app shuts down gracefully), SIGKILL if it lingers. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const kill = setTimeout(() => signal('SIGKILL'), TIMEOUTS.serverStop).unref();
  return exited.finally(() => clearTimeout(kill));
}

export default async function startServers(): Promise<() => Promise<void>> {
  const started: ChildProcess[] = [];
  const stopAll = () => Promise.all(started.map(stop)).then(() => undefined);
  // Should the runner itself be stopped, no server outlives it.
  const killAll = () => {
    for (const child of started) {
      try {
        if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killAll);
  try {
    // The stand-ins first: the apps talk to them.
    for (const group of [standIns(), apps()]) {
      const results = await Promise.allSettled(group.map(start));
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => {
    process.off('exit', killAll);
    await stopAll();
  };
}
