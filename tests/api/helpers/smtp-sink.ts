import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the next message to arrive for an address. */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The messages received so far (and not yet taken by waitFor) for an address. */
  receivedFor(to: string): ParsedMail[];
  /** While true, every recipient is refused with a temporary failure (451), as a relay in trouble does. */
  rejecting: boolean;
  /** How many recipients were refused so far. */
  readonly rejected: number;
  close(): Promise<void>;
}

/** A relay that is down, on a loopback port it keeps for the sink that replaces it. */
export interface DownRelay {
  port: number;
  url: string;
  /** Frees the port (for `startSmtpSink({ port })`). */
  release(): Promise<void>;
}

/**
 * A mail relay that is down: it resets every connection at once, so the app's tries fail as
 * quickly as against a closed port. It holds the port meanwhile, so no other test process can
 * take it (a port that was only probed and released could be handed to another test's HTTP
 * server, where the app's mail would wait for an SMTP greeting that never comes).
 */
export async function startDownRelay(): Promise<DownRelay> {
  const server = net.createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('could not bind a loopback port');
  let released: Promise<void> | undefined;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    release: () => (released ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

/** The addresses a mail was sent to (its To header), lower-cased. */
export function recipients(mail: ParsedMail): (string | undefined)[] {
  return (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
}

/**
 * A real SMTP server on loopback that keeps what nodemailer sends it. A message is stored before
 * the SMTP transaction completes, so once the app's outbox has marked a mail sent, it is here.
 * `port` binds a chosen port (e.g. one an app was pointed at while no mail server ran).
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: Array<{ to: string; resolve: (m: ParsedMail) => void }> = [];
  const state = { rejecting: false, rejected: 0 };
  let closing: Promise<void> | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!state.rejecting) return callback();
      state.rejected++;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          const to = recipients(mail);
          for (const w of [...waiters]) {
            if (to.includes(w.to)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp sink did not bind');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(to, timeoutMs = 10_000) {
      const want = to.toLowerCase();
      const existing = messages.find((m) => recipients(m).includes(want));
      if (existing) {
        messages.splice(messages.indexOf(existing), 1);
        return Promise.resolve(existing);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail for ${to}`)), timeoutMs);
        waiters.push({
          to: want,
          resolve: (m) => {
            clearTimeout(timer);
            messages.splice(messages.indexOf(m), 1);
            resolve(m);
          },
        });
      });
    },
    receivedFor: (to) => messages.filter((m) => recipients(m).includes(to.toLowerCase())),
    get rejecting() {
      return state.rejecting;
    },
    set rejecting(value: boolean) {
      state.rejecting = value;
    },
    get rejected() {
      return state.rejected;
    },
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

/** The first link in a mail's text that points at a path of the app, with its token. */
export function findAppLink(text: string, pathName: string): string | undefined {
  return new RegExp(`https?://\\S+${pathName}\\?token=[0-9a-f]+`).exec(text)?.[0];
}

/** The first link in a mail's text that points at a path of the app; throws when there is none. */
export function linkFromMail(mail: ParsedMail, pathName: string): string {
  const link = findAppLink(mail.text ?? '', pathName);
  if (!link) throw new Error(`no ${pathName} link in mail: ${mail.text}`);
  return link;
}
