// /member-card: the digital member card as a page of its own, without React or Mantine, so it
// opens fast and works offline after one visit (the service worker keeps this page and its
// script; this page keeps the card's data in the same cache). Issue 20.
// Bundled in (not a lazy chunk): the page must be whole from the cache when offline.
import JsBarcode from 'jsbarcode';
import './member-card-page.css';
import { CARD_DATA_URL, clearOfflineCard, registerCardWorker, saveCard, savedCard, type CardData } from './offline-card';

const root = document.getElementById('root')!;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render(card: CardData, offline: boolean) {
  document.title = `Member card - ${card.clubName}`;
  const figure = el('figure', 'mc-card');
  figure.setAttribute('aria-label', 'Member card');
  figure.append(el('div', 'mc-club', card.clubName), el('div', 'mc-name', card.memberName), el('div', 'mc-number', `Member ${card.memberNumber}`));
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `Barcode ${card.barcode}`);
  svg.setAttribute('data-barcode', card.barcode);
  figure.append(svg, el('div', 'mc-barcode-text', card.barcode), el('div', 'mc-hint', 'Scan at the front desk to check in.'));
  const back = el('a', 'mc-link', 'Back to the portal');
  back.setAttribute('href', '/');
  root.replaceChildren(figure, back);
  if (offline) root.prepend(el('p', 'mc-offline', 'You are offline: this is your saved card.'));
  JsBarcode(svg, card.barcode, { format: 'CODE128', displayValue: false, height: 80, margin: 8 });
}

function renderSignedOut() {
  const p = el('p', 'mc-message', 'Please sign in to see your member card. ');
  const link = el('a', 'mc-link', 'Sign in');
  link.setAttribute('href', '/login');
  p.append(link);
  root.replaceChildren(p);
}

async function start() {
  registerCardWorker();
  let response: Response;
  try {
    response = await fetch(CARD_DATA_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    const card = await savedCard();
    if (card) return render(card, true);
    return root.replaceChildren(el('p', 'mc-message', 'You are offline and no card is saved on this device yet.'));
  }
  if (response.status === 401 || response.status === 403) {
    await clearOfflineCard();
    return renderSignedOut();
  }
  if (!response.ok) {
    const card = await savedCard();
    if (card) return render(card, true);
    return root.replaceChildren(el('p', 'mc-message', 'Your member card could not be loaded. Please try again.'));
  }
  const body = (await response.json()) as { payload: CardData };
  // Kept for the next visit without a network, bound to the signed-in user (offline-card.ts).
  await saveCard(body.payload).catch(() => undefined);
  return render(body.payload, false);
}

void start();
