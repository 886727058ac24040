import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as it arrived: headers and MIME body. */
  raw: string;
}

export interface SmtpOptions {
  user?: string;
  pass?: string;
  /** Refused at RCPT TO with 550, as a real server refuses an unknown mailbox. */
  rejectTo?: string;
  /** The first this-many recipients are refused with 451 (try again later). */
  tempFailFirst?: number;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /**
   * From now on a message is kept as it arrives but its final answer (250) is held back, as a
   * slow or stuck server would, until `release()`.
   */
  hold(): void;
  release(): void;
  /** Resolves once `count` messages have arrived. */
  waitForReceived(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random local port that keeps what it receives. With `user`/`pass` it
 * requires AUTH PLAIN/LOGIN; `rejectTo` refuses that recipient at RCPT TO, as a real server would.
 */
export async function startSmtpServer(options: SmtpOptions = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let tempFailures = options.tempFailFirst ?? 0;
  let holding = false;
  let held: (() => void)[] = [];
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
      if (tempFailures > 0) {
        tempFailures -= 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
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
        if (holding) held.push(() => callback());
        else callback();
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
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const answers = held;
      held = [];
      for (const answer of answers) answer();
    },
    async waitForReceived(count, timeoutMs = 10_000) {
      const until = performance.now() + timeoutMs;
      while (received.length < count) {
        if (performance.now() > until) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const answer of held) answer();
      held = [];
      return closing;
    },
  };
}
