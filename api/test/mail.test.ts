import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../src/http/logger.ts';
import { createMailer, type PurchaseOrderEmail } from '../src/mail/index.ts';

const ORDER: PurchaseOrderEmail = {
  to: 'commandes@primeurs.fr',
  enseigneName: 'Enseigne Démo',
  restaurantName: 'Le Bistrot du Port',
  reference: 'BC-2026-00042',
  pdf: Buffer.from('%PDF-1.3 fake'),
};

function recordingLogger() {
  const infos: string[] = [];
  const logger: Logger = { info: (m) => infos.push(m), error: () => undefined };
  return { infos, logger };
}

interface JsonMessage {
  from: { address: string };
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string; encoding: string }[];
}

describe('Mailer.sendPurchaseOrder', () => {
  it('mails the order in French with its PDF attached', async () => {
    const { infos, logger } = recordingLogger();
    const transport = nodemailer.createTransport({ jsonTransport: true });
    let message: JsonMessage | undefined;
    const spy: typeof transport = Object.assign(Object.create(transport) as typeof transport, {
      sendMail: async (options: SendMailOptions) => {
        const info = await transport.sendMail(options);
        message = JSON.parse(info.message as unknown as string) as JsonMessage;
        return info;
      },
    });
    const mailer = createMailer({ logger, transport: spy, from: 'Brigade <achats@brigade.fr>' });

    await expect(mailer.sendPurchaseOrder(ORDER)).resolves.toBe('SENT');
    expect(message!.from.address).toBe('achats@brigade.fr');
    expect(message!.to.map((a) => a.address)).toEqual(['commandes@primeurs.fr']);
    expect(message!.subject).toBe('Bon de commande BC-2026-00042 — Le Bistrot du Port');
    expect(message!.text).toContain(
      'bon de commande BC-2026-00042 pour le restaurant Le Bistrot du Port',
    );
    expect(message!.html).toContain('<strong>BC-2026-00042</strong>');
    expect(message!.attachments).toHaveLength(1);
    const [pdf] = message!.attachments;
    expect(pdf!.filename).toBe('BC-2026-00042.pdf');
    expect(pdf!.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf!.content, 'base64').toString()).toBe('%PDF-1.3 fake');
    expect(infos).toEqual([
      '[api] bon de commande BC-2026-00042 envoyé par email à commandes@primeurs.fr (Le Bistrot du Port)',
    ]);
  });

  it('rejects when the SMTP server cannot take it, so the caller records the failure', async () => {
    const { logger } = recordingLogger();
    // Nothing listens on port 1: the connection is refused at once.
    const mailer = createMailer({ logger, smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(mailer.sendPurchaseOrder(ORDER)).rejects.toThrow();
  });

  it('without SMTP_URL, writes one log line instead', async () => {
    const { infos, logger } = recordingLogger();
    const mailer = createMailer({ logger });
    await expect(mailer.sendPurchaseOrder(ORDER)).resolves.toBe('LOGGED');
    expect(infos).toHaveLength(1);
    expect(infos[0]).toContain('bon de commande BC-2026-00042');
    expect(infos[0]).toContain('commandes@primeurs.fr');
    expect(infos[0]).toContain('SMTP_URL absent');
  });
});

describe('Mailer.sendPurchaseOrderCancellation', () => {
  it('tells the supplier in French which order is cancelled and why', async () => {
    const { infos, logger } = recordingLogger();
    const transport = nodemailer.createTransport({ jsonTransport: true });
    let message: JsonMessage | undefined;
    const spy: typeof transport = Object.assign(Object.create(transport) as typeof transport, {
      sendMail: async (options: SendMailOptions) => {
        const info = await transport.sendMail(options);
        message = JSON.parse(info.message as unknown as string) as JsonMessage;
        return info;
      },
    });
    const mailer = createMailer({ logger, transport: spy });
    const { pdf: _pdf, ...order } = ORDER;
    await expect(
      mailer.sendPurchaseOrderCancellation({ ...order, reason: 'Fermeture <exceptionnelle>' }),
    ).resolves.toBe('SENT');
    expect(message!.to.map((a) => a.address)).toEqual(['commandes@primeurs.fr']);
    expect(message!.subject).toBe(
      'Annulation du bon de commande BC-2026-00042 — Le Bistrot du Port',
    );
    expect(message!.text).toContain('Nous annulons notre bon de commande BC-2026-00042');
    expect(message!.text).toContain('Motif : Fermeture <exceptionnelle>');
    expect(message!.html).toContain('Fermeture &#60;exceptionnelle&#62;');
    expect(message!.attachments ?? []).toHaveLength(0);
    expect(infos).toHaveLength(1);
  });
});
