// A local mail relay for the end-to-end tests: real SMTP in (from the app's nodemailer), and a
// small HTTP endpoint out, so a test can read the mail a user would receive and follow its link.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 4176);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 4175);

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}
const mails: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
          a.value.map((v) => (v.address ?? '').toLowerCase()),
        );
        mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? mails.filter((m) => m.to.includes(to)) : [];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(url.pathname === '/health' ? { ok: true } : found));
  })
  .listen(HTTP_PORT, '127.0.0.1');
