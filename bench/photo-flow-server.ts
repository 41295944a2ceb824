import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/** One request as the server's log saw it: Fastify's `incoming request` + `request completed`. */
export interface LoggedRequest {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  /** Fastify's `responseTime` (ms, from onRequest to the reply sent). */
  responseTime: number;
}

export interface BuiltServer {
  url: string;
  dataDir: string;
  /** Completed requests, in the order they completed. */
  requests(): LoggedRequest[];
  stop(): Promise<void>;
}

/** The variables `npm start` sets before it runs the server (`A=1 B=2 node dist/…`), from the tree's package.json. */
function startScriptEnv(appDir: string): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const command = pkg.scripts.start.split('&&').pop() ?? '';
  return Object.fromEntries([...command.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

/** This process's environment minus anything that would change which database, mailer or SpareBot the app uses. */
function neutralEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(SPAREBOT_|DATABASE_URL|SMTP_URL|LOG_LEVEL|APP_URL|IMAGE_CONCURRENCY|UPLOAD_QUEUE_SIZE)/.test(key)) delete env[key];
  }
  return env;
}

async function waitUntilServing(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 60 s');
}

/**
 * `node dist/node/server/main.js` in `appDir` (built beforehand), SQLite in a fresh temp DATA_DIR,
 * dev-mode mail, the default (local) SpareBot, LOG_LEVEL=info with its JSON log read line by line.
 */
export async function startBuiltServer(appDir: string, port: number, appUrl: string): Promise<BuiltServer> {
  const entry = path.join(appDir, 'dist/node/server/main.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` in ${appDir}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-bench-flow-'));
  const child = spawn(process.execPath, [entry], {
    cwd: appDir,
    env: {
      ...neutralEnv(),
      ...startScriptEnv(appDir),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderrTail = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderrTail = (stderrTail + chunk.toString()).slice(-4000)));
  const incoming = new Map<string, { method: string; url: string }>();
  const completed: LoggedRequest[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    let entry: {
      reqId?: string;
      msg?: string;
      req?: { method?: string; url?: string };
      res?: { statusCode?: number };
      responseTime?: number;
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    if (!entry.reqId) return;
    if (entry.msg === 'incoming request' && entry.req)
      incoming.set(entry.reqId, { method: entry.req.method ?? '', url: entry.req.url ?? '' });
    if (entry.msg === 'request completed' && typeof entry.responseTime === 'number') {
      const req = incoming.get(entry.reqId) ?? { method: '?', url: '?' };
      completed.push({ reqId: entry.reqId, ...req, statusCode: entry.res?.statusCode ?? 0, responseTime: entry.responseTime });
    }
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(url, child, () => stderrTail);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    requests: () => [...completed],
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const PASSWORD = 'Bench#Mark2024';

/**
 * A signed-in, verified user with a complete profile, made through the API (spec §7): register;
 * if the app asks for verification, follow the link from resend-verification (dev mode answers
 * with it); then complete the profile.
 */
export async function createReadyUser(url: string): Promise<string> {
  const email = `flow.${Date.now()}.${Math.random().toString(16).slice(2)}@example.co.uk`;
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/register', {
    firstName: 'Bench',
    lastName: 'Flow',
    businessName: '',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const reg = (await registered.json()) as { token?: string; requiresVerification?: boolean };
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(reg)}`);
  let token = reg.token;
  if (reg.requiresVerification || !token) {
    const resent = (await (await post('/api/resend-verification', { email })).json()) as { verificationUrl?: string };
    if (!resent.verificationUrl) throw new Error('no verification URL (is the app in dev-mode mail?)');
    const link = new URL(resent.verificationUrl);
    const verified = await fetch(`${url}/api/verify-email${link.search}`);
    if (!verified.ok) throw new Error(`verify-email: ${verified.status}`);
    const login = (await (await post('/api/login', { email, password: PASSWORD })).json()) as { token?: string };
    token = login.token;
  }
  if (!token) throw new Error('no session token');
  const profile = await post(
    '/api/complete-profile',
    { accountType: 'individual', firstName: 'Bench', lastName: 'Flow', postcode: 'M1 1AE', phoneNumber: '07123456789' },
    token,
  );
  if (!profile.ok) throw new Error(`complete-profile: ${profile.status} ${await profile.text()}`);
  return token;
}
