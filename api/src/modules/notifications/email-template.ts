// Branded HTML + text e-mail of a notification, built with MJML (docs/decisions.md: responsive,
// client-safe HTML from a small markup language, no React on the server).
import type { ClubTheme } from '../../db/schema/clubs';

export interface EmailContent {
  clubName: string;
  theme: ClubTheme | null;
  firstName: string;
  title: string;
  body: string;
  /** Absolute link to the portal page about this message. */
  actionUrl?: string;
  actionLabel?: string;
  /** Absolute unsubscribe link; absent for transactional messages. */
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only plain hex colours from the club's theme reach the markup. */
const colour = (value: string | undefined, fallback: string) => (value && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback);

export async function renderEmail(c: EmailContent): Promise<{ html: string; text: string }> {
  const brand = colour(c.theme?.primaryBackgroundColor, '#1c7ed6');
  const brandText = colour(c.theme?.primaryTextColor, '#ffffff');
  const paragraphs = c.body
    .split(/\n{2,}/)
    .map((p) => `<mj-text font-size="15px" line-height="22px">${escapeHtml(p).replace(/\n/g, '<br/>')}</mj-text>`)
    .join('');
  const action = c.actionUrl
    ? `<mj-button background-color="${brand}" color="${brandText}" href="${escapeHtml(c.actionUrl)}">${escapeHtml(c.actionLabel ?? 'Open the portal')}</mj-button>`
    : '';
  const footer = c.unsubscribeUrl
    ? `<mj-text font-size="12px" color="#868e96">You receive this e-mail from ${escapeHtml(c.clubName)}. <a href="${escapeHtml(c.unsubscribeUrl)}">Unsubscribe</a> from these e-mails.</mj-text>`
    : `<mj-text font-size="12px" color="#868e96">You receive this e-mail from ${escapeHtml(c.clubName)} about your account.</mj-text>`;
  const markup = `<mjml>
  <mj-head><mj-title>${escapeHtml(c.title)}</mj-title><mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes></mj-head>
  <mj-body background-color="#f1f3f5">
    <mj-section background-color="${brand}"><mj-column><mj-text font-size="20px" font-weight="bold" color="${brandText}">${escapeHtml(c.clubName)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff"><mj-column>
      <mj-text font-size="18px" font-weight="bold">${escapeHtml(c.title)}</mj-text>
      <mj-text font-size="15px">Hi ${escapeHtml(c.firstName)},</mj-text>
      ${paragraphs}
      ${action}
    </mj-column></mj-section>
    <mj-section><mj-column>${footer}</mj-column></mj-section>
  </mj-body>
</mjml>`;
  // Loaded on the first e-mail: MJML and its HTML tool chain are most of the API's start-up heap,
  // and an instance that only answers reads never needs them (docs/decisions/performance-api.md).
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(markup, { validationLevel: 'strict' });
  const text = [
    `Hi ${c.firstName},`,
    '',
    c.body,
    ...(c.actionUrl ? ['', `${c.actionLabel ?? 'Open the portal'}: ${c.actionUrl}`] : []),
    '',
    `-- ${c.clubName}`,
    ...(c.unsubscribeUrl ? [`Unsubscribe from these e-mails: ${c.unsubscribeUrl}`] : []),
  ].join('\n');
  return { html: result.html, text };
}
