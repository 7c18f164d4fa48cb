// Small glyph set so the shell needs no icon library (keeps the sign-in bundle small).
const GLYPHS: Record<string, string> = {
  home: '⌂',
  user: '👤',
  children: '👪',
  info: 'ℹ',
  mail: '✉',
  card: '💳',
  star: '★',
  pause: '⏸',
  calendar: '📅',
  dumbbell: '🏋',
  baby: '🧸',
  list: '☰',
  history: '🕘',
  ticket: '🎟',
  swim: '🏊',
  shop: '🛍',
  cart: '🛒',
};

export function MenuIcon({ name }: { name: string }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-block', width: 20, textAlign: 'center' }}>
      {GLYPHS[name] ?? '•'}
    </span>
  );
}
