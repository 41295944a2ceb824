import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one message to the mail relay; throws when the relay cannot take it. */
export interface MailTransport {
  /** True when no SMTP_URL is set: nothing is sent, the API hands links back instead. */
  devMode: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A relay that is down or stalls must fail a send in seconds, not minutes (nodemailer's
 * defaults are 2 minutes to connect and 10 of silence): the outbox retries it later.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

export function createMailTransport(config: { smtpUrl: string | undefined; mailFrom: string }, log: FastifyBaseLogger): MailTransport {
  if (!config.smtpUrl) {
    return {
      devMode: true,
      // The body carries a live link: only the envelope reaches the log.
      send: (message) => {
        log.info({ event: 'mail.dev', to: message.to, subject: message.subject }, 'dev-mode email (not sent)');
        return Promise.resolve();
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    devMode: false,
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
    close: () => transport.close(),
  };
}
