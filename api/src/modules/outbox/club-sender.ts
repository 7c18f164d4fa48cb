// E-mail is from the club: its own From (name and address) when it has one, otherwise MAIL_FROM's
// address under the club's name; replies go to the club's contact address.
import addressparser from 'nodemailer/lib/addressparser';

export interface ClubMailIdentity {
  name: string;
  email: string | null;
  mailFromName: string | null;
  mailFromAddress: string | null;
}

export interface Sender {
  from: { name: string; address: string };
  replyTo?: string;
}

/** The address inside MAIL_FROM (`Member Portal <no-reply@portal.example>` -> no-reply@portal.example). */
export function addressOf(mailFrom: string): { name: string; address: string } {
  const [first] = addressparser(mailFrom) as { name?: string; address?: string }[];
  return { name: first?.name ?? '', address: first?.address ?? mailFrom.trim() };
}

export function senderFor(club: ClubMailIdentity | null, mailFrom: string): Sender {
  const fallback = addressOf(mailFrom);
  if (!club) return { from: fallback };
  return {
    from: { name: club.mailFromName?.trim() || club.name, address: club.mailFromAddress?.trim() || fallback.address },
    ...(club.email ? { replyTo: club.email } : {}),
  };
}
