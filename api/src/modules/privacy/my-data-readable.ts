// The member's data document (service.myData) as the readable PDF's sections: a line a record, in
// words a member understands (what, when, how much, its state), never the raw column names.
import type { MyData } from '@portal/shared/contracts';
import { money, type MyDataPdfSection } from './my-data-pdf';
import type { readableNames } from './repo';

type Row = Record<string, unknown>;
type Names = Awaited<ReturnType<typeof readableNames>>;

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v));
/** '2026-11-29T09:30:00+00' or '2026-11-29 09:30:00' -> '2026-11-29 09:30' (dates stay as they are). */
const when = (v: unknown) => text(v).replace('T', ' ').slice(0, 16);
const join = (...parts: string[]) => parts.filter(Boolean).join(', ');
const labelled = (label: string, v: unknown) => (text(v) ? `${label}: ${text(v)}` : '');

function profileLines(p: Row): string[] {
  return [
    labelled('Name', `${text(p.first_name)} ${text(p.last_name)}`.trim()),
    labelled('Member number', p.member_number),
    labelled('E-mail', p.email),
    labelled('Mobile', p.mobile),
    labelled('Home phone', p.home_phone),
    labelled('Date of birth', p.date_of_birth),
    labelled('Gender', p.gender),
    labelled('Address', join(text(p.street), text(p.suburb), text(p.state), text(p.post_code))),
    labelled('Emergency contact', join(text(p.emergency_contact_name), text(p.emergency_contact_no))),
    labelled('Status', p.status),
  ].filter(Boolean);
}

export function myDataSections(data: MyData, names: Names): MyDataPdfSection[] {
  const nameOf = (map: Map<number, { name: string; starts_at?: string }>, id: unknown) => map.get(Number(id));
  return [
    { title: 'Profile', lines: profileLines(data.profile) },
    {
      title: 'Children',
      lines: data.children.map((c) =>
        join(`${text(c.first_name)} ${text(c.last_name)}`, labelled('born', c.date_of_birth)),
      ),
    },
    {
      title: 'Memberships',
      lines: data.memberships.map((m) =>
        join(
          text(nameOf(names.memberships, m.id)?.name) || 'Membership',
          text(m.contract_type),
          text(m.status),
          labelled('from', m.start_date),
          labelled('until', m.end_date ?? m.expiry_date),
          m.next_payment_date ? `next payment ${text(m.next_payment_date)} ${money(m.next_payment_amount_cents)}` : '',
          labelled('sessions left', m.sessions_remaining),
        ),
      ),
    },
    {
      title: 'Bookings',
      lines: [
        ...data.bookings.classes.map((b) => {
          const n = nameOf(names.classes, b.id);
          return join(`Class: ${text(n?.name)}`, when(n?.starts_at), text(b.status));
        }),
        ...data.bookings.personalTraining.map((b) =>
          join(
            `Personal training with ${text(nameOf(names.personalTraining, b.id)?.name)}`,
            when(b.starts_at),
            text(b.status),
          ),
        ),
        ...data.bookings.creche.map((b) => {
          const n = nameOf(names.creche, b.id);
          return join(`Creche: ${text(n?.name)}`, when(n?.starts_at), text(b.status));
        }),
      ],
    },
    {
      title: 'Payments',
      lines: data.payments.map((p) =>
        join(when(p.created_at), text(p.description) || text(p.purpose), money(p.amount_cents), text(p.status)),
      ),
    },
    {
      title: 'Orders',
      lines: data.orders.map((o) =>
        join(`Order ${text(o.id)}`, when(o.created_at), money(o.total_cents), text(o.status)),
      ),
    },
    {
      title: 'Signed documents',
      lines: data.signedDocuments.map((d) =>
        join(text(d.kind), labelled('signed', when(d.signed_at ?? d.created_at)), text(d.pdf_file_name)),
      ),
    },
  ];
}
