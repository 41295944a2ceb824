import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** True when no SMTP_URL is set: links are returned to the caller and logged instead of sent. */
  devMode: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      devMode: true,
      send: (message) => {
        log.info({ to: message.to, subject: message.subject, text: message.text }, 'dev-mode email (not sent)');
        return Promise.resolve();
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    devMode: false,
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
    close: () => transport.close(),
  };
}
