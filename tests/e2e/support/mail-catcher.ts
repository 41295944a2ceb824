// A local mail relay for the end-to-end tests: real SMTP in (from the app's nodemailer), and a
// small HTTP endpoint out, so a test can read the mail a user would receive and follow its link.
import http from 'node:http';
import { recipients, startSmtpSink } from '../../api/helpers/smtp-sink.ts';

const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 4176);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 4175);

const sink = await startSmtpSink({ port: SMTP_PORT });

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to
      ? sink.receivedFor(to).map((mail) => ({ to: recipients(mail), subject: mail.subject ?? '', text: mail.text ?? '' }))
      : [];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(url.pathname === '/health' ? { ok: true } : found));
  })
  .listen(HTTP_PORT, '127.0.0.1');
