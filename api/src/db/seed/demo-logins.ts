// The demo sign-ins printed by `npm start` and used by e2e tests. All share one password.
export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  email: string;
  password: string;
  club: 'DEMO01' | 'DEMO02';
  who: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'member@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'regular member: direct-debit membership, two children, a PT pack, an active add-on' },
  { email: 'renew@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'member on a paid-in-full membership that expires in 10 days' },
  { email: 'guardian@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'swim-school guardian (user type 5): two students, one owing $85.00, one on direct debit, make-up credits' },
  { email: 'prospect@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'prospect (user type 6)' },
  { email: 'suspended@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'member whose membership is suspended' },
  { email: 'admin@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'club ADMIN: lands on the club console (/club): features, branding, desk, kiosks, members; can edit posts' },
  { email: 'staff@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'club STAFF: lands on the club console (/club): front desk and kiosks' },
  { email: 'parent@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'household payer: a card on file, pays for a teenager (/household)' },
  { email: 'teen@demo.club', password: DEMO_PASSWORD, club: 'DEMO01', who: 'teenager with their own login, paid for by parent@demo.club' },
  { email: 'lite@demo.club', password: DEMO_PASSWORD, club: 'DEMO02', who: 'member of the second club, where most features are off' },
];
