// How the shop sends mail (DESIGN "mail"): over SMTP when SMTP_URL is set, otherwise into the outbox folder.
// Callers see only the Mailer interface, so the choice is made once, at start-up.
import { createTransport } from 'nodemailer';
import { createMailOutbox } from './outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  if (!options.smtpUrl) return createMailOutbox(options.outboxDir, options.from);
  const transport = createTransport(options.smtpUrl);
  const { from } = options;
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}
