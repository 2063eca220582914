import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../http/logger.ts';

/** What an invitation email needs to say. */
export interface InvitationEmail {
  to: string;
  enseigneName: string;
  invitedBy: string;
  acceptUrl: string;
  expiresAt: Date;
}

/** A purchase order sent to its supplier (or laboratory), its PDF attached. */
export interface PurchaseOrderEmail {
  to: string;
  enseigneName: string;
  /** The issuing restaurant. */
  restaurantName: string;
  /** 'BC-2026-00042': the subject's and the attachment's name. */
  reference: string;
  pdf: Buffer;
}

/** A sent purchase order cancelled by the restaurant: the supplier is told, with the reason. */
export interface PurchaseOrderCancellationEmail {
  to: string;
  enseigneName: string;
  restaurantName: string;
  reference: string;
  reason: string;
}

/** An alert a notification also sends by email (a critical reading...): its words and its screen. */
export interface AlertEmail {
  to: string;
  /** The notification's title: the subject. */
  title: string;
  body: string;
  /** The app's address of the screen that resolves it (APP_URL and the notification's link). */
  url: string;
}

/** Whether an email left through SMTP ('SENT') or, without SMTP_URL, was only logged ('LOGGED'). */
export type MailOutcome = 'SENT' | 'LOGGED';

export interface Mailer {
  /** Sends the invitation; resolves once the SMTP server took it (or the link was logged). */
  sendInvitation(email: InvitationEmail): Promise<void>;
  /**
   * Sends the order to the supplier; resolves once the SMTP server took it (or it was logged),
   * rejects when the server refuses it or cannot be reached.
   */
  sendPurchaseOrder(email: PurchaseOrderEmail): Promise<MailOutcome>;
  /** Tells the supplier an order it received is cancelled; settles as sendPurchaseOrder. */
  sendPurchaseOrderCancellation(email: PurchaseOrderCancellationEmail): Promise<MailOutcome>;
  /** Sends an alert to a user of the chain; settles as sendPurchaseOrder. */
  sendAlert(email: AlertEmail): Promise<MailOutcome>;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeZone: 'Europe/Paris',
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The French email, as text and HTML. */
export function invitationMessage(email: InvitationEmail) {
  const subject = `Invitation à rejoindre ${email.enseigneName}`;
  const until = dateFormat.format(email.expiresAt);
  const text = [
    'Bonjour,',
    '',
    `${email.invitedBy} vous invite à rejoindre l'enseigne « ${email.enseigneName} » en tant que manager.`,
    '',
    `Pour créer votre compte, ouvrez ce lien avant le ${until} :`,
    email.acceptUrl,
    '',
    "Si vous n'attendiez pas cette invitation, ignorez simplement ce message.",
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>${escapeHtml(email.invitedBy)} vous invite à rejoindre l'enseigne « ${escapeHtml(email.enseigneName)} » en tant que manager.</p>
<p><a href="${escapeHtml(email.acceptUrl)}">Créer mon compte</a> (lien valable jusqu'au ${until})</p>
<p>Si vous n'attendiez pas cette invitation, ignorez simplement ce message.</p>`;
  return { subject, text, html };
}

/** The French email that carries a purchase order, as text and HTML, and its attachment. */
export function purchaseOrderMessage(email: PurchaseOrderEmail) {
  const subject = `Bon de commande ${email.reference} — ${email.restaurantName}`;
  const text = [
    'Bonjour,',
    '',
    `Veuillez trouver ci-joint notre bon de commande ${email.reference} pour le restaurant ${email.restaurantName} (${email.enseigneName}).`,
    '',
    'Merci de nous confirmer sa bonne réception et la date de livraison.',
    '',
    'Cordialement,',
    `${email.restaurantName} — ${email.enseigneName}`,
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>Veuillez trouver ci-joint notre bon de commande <strong>${escapeHtml(email.reference)}</strong> pour le restaurant ${escapeHtml(email.restaurantName)} (${escapeHtml(email.enseigneName)}).</p>
<p>Merci de nous confirmer sa bonne réception et la date de livraison.</p>
<p>Cordialement,<br>${escapeHtml(email.restaurantName)} — ${escapeHtml(email.enseigneName)}</p>`;
  const attachments = [
    { filename: `${email.reference}.pdf`, content: email.pdf, contentType: 'application/pdf' },
  ];
  return { subject, text, html, attachments };
}

/** The French email that cancels a purchase order, as text and HTML. */
export function purchaseOrderCancellationMessage(email: PurchaseOrderCancellationEmail) {
  const subject = `Annulation du bon de commande ${email.reference} — ${email.restaurantName}`;
  const text = [
    'Bonjour,',
    '',
    `Nous annulons notre bon de commande ${email.reference} du restaurant ${email.restaurantName} (${email.enseigneName}) : merci de ne pas le livrer.`,
    '',
    `Motif : ${email.reason}`,
    '',
    'Cordialement,',
    `${email.restaurantName} — ${email.enseigneName}`,
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>Nous annulons notre bon de commande <strong>${escapeHtml(email.reference)}</strong> du restaurant ${escapeHtml(email.restaurantName)} (${escapeHtml(email.enseigneName)}) : merci de ne pas le livrer.</p>
<p>Motif : ${escapeHtml(email.reason)}</p>
<p>Cordialement,<br>${escapeHtml(email.restaurantName)} — ${escapeHtml(email.enseigneName)}</p>`;
  return { subject, text, html };
}

/** The French email of an alert, as text and HTML: its words and the link to its screen. */
export function alertMessage(email: AlertEmail) {
  const subject = email.title;
  const text = [
    'Bonjour,',
    '',
    email.body,
    '',
    "Pour voir et traiter l'alerte, ouvrez :",
    email.url,
  ].join('\n');
  const html = `<p>Bonjour,</p>
<p>${escapeHtml(email.body)}</p>
<p><a href="${escapeHtml(email.url)}">Voir dans l'application</a></p>`;
  return { subject, text, html };
}

/**
 * SMTP when `smtpUrl` is set (e.g. `smtp://user:pass@smtp.example.fr:587`, nodemailer's URL
 * syntax), otherwise one log line carrying the link, so a development setup still gets it.
 */
export function createMailer({
  smtpUrl,
  from = 'Brigade <no-reply@brigade.local>',
  logger,
  transport,
}: {
  smtpUrl?: string | undefined;
  from?: string | undefined;
  logger: Logger;
  /** A ready nodemailer transport instead of `smtpUrl` (tests: a JSON or stream transport). */
  transport?: Transporter | undefined;
}): Mailer {
  const sender = transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : null);
  if (!sender) {
    return {
      sendInvitation(email) {
        logger.info(
          `[api] invitation de ${email.to} (${email.enseigneName}) : SMTP_URL absent, email non envoyé ; lien : ${email.acceptUrl}`,
        );
        return Promise.resolve();
      },
      sendPurchaseOrder(email) {
        logger.info(
          `[api] bon de commande ${email.reference} (${email.restaurantName}, ${email.enseigneName}) pour ${email.to} : SMTP_URL absent, email non envoyé (PDF de ${email.pdf.length} octets)`,
        );
        return Promise.resolve('LOGGED');
      },
      sendPurchaseOrderCancellation(email) {
        logger.info(
          `[api] annulation du bon de commande ${email.reference} (${email.restaurantName}, ${email.enseigneName}) pour ${email.to} : SMTP_URL absent, email non envoyé`,
        );
        return Promise.resolve('LOGGED');
      },
      sendAlert(email) {
        logger.info(
          `[api] alerte « ${email.title} » pour ${email.to} : SMTP_URL absent, email non envoyé ; lien : ${email.url}`,
        );
        return Promise.resolve('LOGGED');
      },
    };
  }
  return {
    async sendInvitation(email) {
      await sender.sendMail({ from, to: email.to, ...invitationMessage(email) });
      logger.info(`[api] invitation envoyée par email à ${email.to} (${email.enseigneName})`);
    },
    async sendPurchaseOrder(email) {
      await sender.sendMail({ from, to: email.to, ...purchaseOrderMessage(email) });
      logger.info(
        `[api] bon de commande ${email.reference} envoyé par email à ${email.to} (${email.restaurantName})`,
      );
      return 'SENT';
    },
    async sendPurchaseOrderCancellation(email) {
      await sender.sendMail({ from, to: email.to, ...purchaseOrderCancellationMessage(email) });
      logger.info(
        `[api] annulation du bon de commande ${email.reference} envoyée par email à ${email.to} (${email.restaurantName})`,
      );
      return 'SENT';
    },
    async sendAlert(email) {
      await sender.sendMail({ from, to: email.to, ...alertMessage(email) });
      logger.info(`[api] alerte « ${email.title} » envoyée par email à ${email.to}`);
      return 'SENT';
    },
  };
}
