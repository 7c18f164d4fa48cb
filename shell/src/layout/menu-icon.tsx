// Menu icons are SVG from Tabler (not emoji, which show as empty boxes without an emoji font).
// Named imports from the package root: it is marked side-effect free, so the production build
// keeps only the icons listed here. Only the signed-in layout and the dashboard (lazy chunks)
// import this file; keep it out of the sign-in page.
import {
  IconBabyCarriage,
  IconBarbell,
  IconCalendarEvent,
  IconChartBar,
  IconCreditCard,
  IconDeviceTablet,
  IconHistory,
  IconHome,
  IconInfoCircle,
  IconList,
  IconMail,
  IconPalette,
  IconPlayerPause,
  IconPoint,
  IconSettings,
  IconReceipt,
  IconShoppingBag,
  IconShoppingCart,
  IconStar,
  IconSwimming,
  IconTicket,
  IconToggleRight,
  IconUser,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

/** Icon per `menu.icon` name in the shell's route table. */
export const MENU_ICONS: Record<string, TablerIcon> = {
  home: IconHome,
  user: IconUser,
  children: IconUsers,
  info: IconInfoCircle,
  mail: IconMail,
  card: IconCreditCard,
  star: IconStar,
  pause: IconPlayerPause,
  calendar: IconCalendarEvent,
  dumbbell: IconBarbell,
  baby: IconBabyCarriage,
  list: IconList,
  history: IconHistory,
  ticket: IconTicket,
  swim: IconSwimming,
  shop: IconShoppingBag,
  cart: IconShoppingCart,
  settings: IconSettings,
  device: IconDeviceTablet,
  toggle: IconToggleRight,
  palette: IconPalette,
  receipt: IconReceipt,
  chart: IconChartBar,
};

/** Decorative: the menu entry's text is its accessible name. */
export function MenuIcon({ name }: { name: string }) {
  const known = Object.hasOwn(MENU_ICONS, name);
  const Glyph = (known ? MENU_ICONS[name] : undefined) ?? IconPoint;
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      size={20}
      stroke={1.75}
      data-icon={known ? name : 'fallback'}
      style={{ flex: 'none' }}
    />
  );
}
