// The Stripe stand-in as a process of its own, for Playwright's webServer and manual runs:
//   tsx tests/support/stripe-stand-in/main.ts --port 4180 --webhook-url http://127.0.0.1:4173/api/webhooks/stripe --webhook-secret whsec_test
// Health: GET /_stand-in/health. Control routes: see docs/testing.md ("The Stripe stand-in").
import { parseArgs } from 'node:util';
import { startStripeStandIn } from './stand-in.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4180' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string' },
    'secret-key': { type: 'string' },
  },
});

const secret = values['webhook-secret'];
if (!secret) {
  console.error('--webhook-secret is required (the STRIPE_WEBHOOK_SECRET the app is given)');
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}

const standIn = await startStripeStandIn({
  port,
  host: values.host,
  webhookUrl: values['webhook-url'],
  webhookSecret: secret,
  secretKey: values['secret-key'],
});
console.log(
  `Stripe stand-in listening on ${standIn.url} (webhooks to ${values['webhook-url'] ?? 'nowhere until POST /_stand-in/webhook-url'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
