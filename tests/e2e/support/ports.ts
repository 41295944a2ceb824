/** Every port the end-to-end run uses, from one base, so two runs on one machine can coexist (E2E_PORT_BASE). */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4173);

export const E2E_PORTS = {
  app: BASE,
  smtpApp: BASE + 1,
  mailHttp: BASE + 2,
  mailSmtp: BASE + 3,
  visionApp: BASE + 4,
  visionStandIn: BASE + 5,
  /** The same build with card payments on, its Stripe SDK pointed at the stand-in (orders). */
  paymentsApp: BASE + 6,
  stripeStandIn: BASE + 7,
} as const;
