import nodemailer from 'nodemailer';
import type { TSendMail } from './delivery';

/**
 * The mail transport: nodemailer over SMTP_URL (e.g. smtp://user:pass@host:587), from MAIL_FROM; the Message-ID is
 * the outbox row's id, so that a receiver can tell a resent mail from a new one.
 */
export function smtpTransport(smtpUrl: string, from: string, messageIdDomain: string): { send: TSendMail; close(): void } {
  // A small pool of kept-open connections: a batch goes through one or a few SMTP sessions, not one per mail.
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3 }, { from });
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: `<${mail.id}@${messageIdDomain}>` });
    },
    close: () => transporter.close(),
  };
}
