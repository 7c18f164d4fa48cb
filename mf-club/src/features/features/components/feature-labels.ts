import type { ClubFlags, SwitchableRemote } from '@portal/shared/contracts';

/** What each switch means to the club, in the portal's words. */
export const REMOTE_LABELS: Record<SwitchableRemote, string> = {
  'mf-account': 'My Account pages (profile, children, club info)',
  'mf-membership': 'Membership pages (membership, extras, suspension, payment method)',
  'mf-bookings': 'Bookings pages (classes, PT, creche, my bookings)',
  'mf-swim': 'Swim school pages',
  'mf-shop': 'Shop pages',
  'mf-public': 'Public pages (join online, kiosks, forms)',
};

export const FLAG_LABELS: Record<keyof ClubFlags, string> = {
  bookClass: 'Book a class',
  myBooking: 'My bookings',
  myMembership: 'My membership',
  bookPT: 'Personal training (PT) booking',
  contactClub: 'Contact the club',
  social: 'Club info',
  creche: 'Creche booking',
  shop: 'Shop',
  showMembership: 'Show membership',
  showExtras: 'Extras (add-ons and packs)',
  allowMemberSuspension: 'Members may suspend',
  allowMemberPaymentChange: 'Members may change their payment method',
  isEnableManageButton: 'Manage membership (change or renew)',
  showSelfServiceSuspensionInApp: 'Self-service suspension form',
  showSelfServiceCancellationInApp: 'Self-service cancellation form',
  signatureEnabled: 'Signatures on contracts',
  pciVaultEnabled: 'Card vault (card capture page)',
  preActivityQuestionnaire: 'Pre-activity questionnaire (join online)',
  memberCancellation: 'Members may cancel online (/membership)',
  cancellationRequestOnly: 'Cancellations are requests the club answers',
};
