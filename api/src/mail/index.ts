import nodemailer from 'nodemailer';
import type { Logger } from '../http/logger.ts';

/** What an invitation email needs to say. */
export interface InvitationEmail {
  to: string;
  enseigneName: string;
  invitedBy: string;
  acceptUrl: string;
  expiresAt: Date;
}

export interface Mailer {
  /** Sends the invitation; resolves once the SMTP server took it (or the link was logged). */
  sendInvitation(email: InvitationEmail): Promise<void>;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeZone: 'Europe/Paris',
});

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
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>Bonjour,</p>
<p>${escape(email.invitedBy)} vous invite à rejoindre l'enseigne « ${escape(email.enseigneName)} » en tant que manager.</p>
<p><a href="${escape(email.acceptUrl)}">Créer mon compte</a> (lien valable jusqu'au ${until})</p>
<p>Si vous n'attendiez pas cette invitation, ignorez simplement ce message.</p>`;
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
}: {
  smtpUrl?: string | undefined;
  from?: string | undefined;
  logger: Logger;
}): Mailer {
  if (!smtpUrl) {
    return {
      sendInvitation(email) {
        logger.info(
          `[api] invitation de ${email.to} (${email.enseigneName}) : SMTP_URL absent, email non envoyé ; lien : ${email.acceptUrl}`,
        );
        return Promise.resolve();
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async sendInvitation(email) {
      await transport.sendMail({ to: email.to, ...invitationMessage(email) });
      logger.info(`[api] invitation envoyée par email à ${email.to} (${email.enseigneName})`);
    },
  };
}
