import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as it arrived: headers and MIME body. */
  raw: string;
}

/**
 * A real SMTP server on a random local port that keeps what it receives. With `user`/`pass` it
 * requires AUTH PLAIN/LOGIN; `rejectTo` refuses that recipient at RCPT TO, as a real server would.
 */
export async function startSmtpServer(
  options: { user?: string; pass?: string; rejectTo?: string } = {},
): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const needsAuth = Boolean(options.user);
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !needsAuth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectTo && address.address === options.rejectTo) {
        const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = needsAuth
    ? `${encodeURIComponent(options.user ?? '')}:${encodeURIComponent(options.pass ?? '')}@`
    : '';
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
