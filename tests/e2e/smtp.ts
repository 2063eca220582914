// A real SMTP server for the e2e tests, on a free local port: the product sends to it through
// nodemailer as it would to a provider (SMTP_URL), and the test reads what arrived.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/processes.ts';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  text: string;
}

export interface LocalSmtp {
  /** What the product takes as SMTP_URL. */
  url: string;
  /** Every message taken so far, in the order it arrived. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtp(): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain and open, bound to the loopback: no certificate to make, no account to create.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
