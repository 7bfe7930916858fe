// The send-to-friend mail (issue 15 #4): one per recipient, in Dutch, as HTML and text (server/integrations/mail/
// layout.ts escapes everything). The one link is ours — the book's absolute address with the partner code as ?pc= —
// the sender's words come only as the message text (escaped in HTML), and names reach the subject only as plain
// names (domain/send-to-friend.ts) on one line (headerText): the sender sets no header of their own.
import { displayText } from '../../domain/account-input.ts';
import { headerText } from '../../domain/send-to-friend.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

export function sendToFriendMail(input: {
  to: string;
  recipientFirstname: string;
  sender: { firstname: string; lastname: string };
  message: string;
  book: { title: string };
  /** The absolute book link (domain/send-to-friend.ts bookLink). */
  link: string;
}): Mail {
  const firstname = displayText(input.sender.firstname);
  const sender = displayText([input.sender.firstname, input.sender.lastname].filter(Boolean).join(' '));
  const title = input.book.title;
  const message = input.message.trim();
  return {
    to: input.to,
    subject: headerText(`${firstname} tipt je een boek: ${title}`),
    ...renderMail({
      title: `Een boekentip van ${sender}`,
      paragraphs: [
        `Hallo ${displayText(input.recipientFirstname)},`,
        `${sender} zag '${title}' bij Leeswijzer en denkt dat dit boek iets voor je is.`,
      ],
      sections: message ? [{ heading: `Het bericht van ${firstname}`, lines: message.split('\n') }] : [],
      button: { label: 'Bekijk het boek', url: input.link },
      closing: [
        `Je krijgt deze e-mail omdat ${sender} je e-mailadres op onze website invulde. We sturen je daarom geen andere e-mails.`,
      ],
      footer: 'Met vriendelijke groet,\nLeeswijzer',
    }),
  };
}
