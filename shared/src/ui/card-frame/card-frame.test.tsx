import { createRef } from 'react';
import { act, renderWithProviders, screen } from '../../test-utils';
import { CARD_CAPTURE_STARTED, parseCardMessage } from './card-capture';
import { CardFrame, type CardFrameHandle } from './card-frame';

const card = {
  CardNumber: '411111######1111',
  NameOnCard: 'Jo Bloggs',
  ExpiryMonth: '01',
  ExpiryYear: '2030',
  Token: 'tok_1',
  TokenReference: 'ref_1',
};

function post(data: unknown, origin = window.location.origin, source?: Window | null) {
  const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source === undefined ? frame.contentWindow : source }));
  });
}

describe('CardFrame', () => {
  it('embeds the capture page with the given height', () => {
    renderWithProviders(<CardFrame onCard={jest.fn()} height={720} />);
    const frame = screen.getByTitle('Card details');
    expect(frame).toHaveAttribute('src', '/onlineoffers/pcivault');
    expect(frame).toHaveStyle({ height: '720px' });
  });

  it('on a phone the frame is capped to part of the screen, so the step\'s buttons stay in view', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(max-width: 599px)' })) as typeof window.matchMedia;
    try {
      renderWithProviders(<CardFrame onCard={jest.fn()} height={720} />);
      const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
      expect(frame.style.height).toBe('min(720px, 60dvh)');
      expect(frame.style.maxWidth).toBe('100%');
    } finally {
      window.matchMedia = original;
    }
  });

  it('passes a valid card from its own frame', () => {
    const onCard = jest.fn();
    renderWithProviders(<CardFrame onCard={onCard} />);
    post(card);
    post(JSON.stringify(card));
    expect(onCard).toHaveBeenCalledTimes(2);
    expect(onCard).toHaveBeenCalledWith(card);
  });

  it('ignores other origins, other windows and other shapes', () => {
    const onCard = jest.fn();
    renderWithProviders(<CardFrame onCard={onCard} />);
    post(card, 'https://evil.example');
    post(card, window.location.origin, window);
    post({ hello: 'world' });
    expect(onCard).not.toHaveBeenCalled();
  });

  it('shows the spec message when there is no token, and reload clears it', async () => {
    const onCard = jest.fn();
    const ref = createRef<CardFrameHandle>();
    renderWithProviders(<CardFrame ref={ref} onCard={onCard} />);
    post({ ...card, Token: '' });
    expect(onCard).not.toHaveBeenCalled();
    expect(await screen.findAllByText('We are unable to capture your card, please try again.')).not.toHaveLength(0);
    act(() => ref.current?.reload());
    // The toast may linger; the inline alert must be gone.
    expect(document.querySelector('.mantine-Alert-root')).toBeNull();
  });

  it('says a capture is under way from the notice until the answer, card or none, and on a reload', async () => {
    const calls: string[] = [];
    const ref = createRef<CardFrameHandle>();
    renderWithProviders(<CardFrame ref={ref} onCard={() => calls.push('card')} onCapturing={(on) => calls.push(on ? 'capturing' : 'done')} />);
    post(CARD_CAPTURE_STARTED);
    // The card first: whoever waits for the capture to end finds it there.
    post(card);
    post(CARD_CAPTURE_STARTED);
    post({ ...card, Token: '' });
    post(CARD_CAPTURE_STARTED);
    act(() => ref.current?.reload());
    expect(calls).toEqual(['capturing', 'card', 'done', 'capturing', 'done', 'capturing', 'done']);
    // The refusal's toast.
    expect(await screen.findAllByText('We are unable to capture your card, please try again.')).not.toHaveLength(0);
  });

  it('takes the capture notice only from its own frame', () => {
    const onCapturing = jest.fn();
    renderWithProviders(<CardFrame onCard={jest.fn()} onCapturing={onCapturing} />);
    post(CARD_CAPTURE_STARTED, 'https://evil.example');
    post(CARD_CAPTURE_STARTED, window.location.origin, window);
    expect(onCapturing).not.toHaveBeenCalled();
  });

  it('parseCardMessage rejects incomplete messages', () => {
    expect(parseCardMessage({ CardNumber: '1' })).toBeNull();
    expect(parseCardMessage('not json')).toBeNull();
    expect(parseCardMessage(CARD_CAPTURE_STARTED)).toBeNull();
    expect(parseCardMessage({ ...card, ExpiryMonth: 1 })?.ExpiryMonth).toBe('1');
  });
});
