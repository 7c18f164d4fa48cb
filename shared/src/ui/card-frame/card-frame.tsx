import { Alert } from '@mantine/core';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { CARD_CAPTURE_FAILED } from '../../messages/payments';
import { notifyError, useScreenMatches } from '@portal/shared/core';
import { CARD_CAPTURE_PATH, isCardCaptureStarted, parseCardMessage, type CapturedCard } from './card-capture';

export interface CardFrameProps {
  onCard: (card: CapturedCard) => void;
  /** True from the page's "Use this card" until its answer (a card, or none), and false on a reload. */
  onCapturing?: (capturing: boolean) => void;
  /** Frame height: 680-700 px in payment steps, 720 px in the student outstanding flow. */
  height?: number;
  /** Extra query for the capture page (e.g. accountId). */
  query?: Record<string, string>;
  title?: string;
}

/** Phones: the frame's cap, so the step's own buttons stay on the screen with it. */
export const PHONE_MEDIA_QUERY = '(max-width: 599px)';
export const PHONE_FRAME_HEIGHT = '60dvh';

export interface CardFrameHandle {
  /** Reloads the capture page, e.g. after a failed payment. */
  reload: () => void;
}

/**
 * Embeds the card-capture page. The page is same-origin, so messages from any other origin, or
 * from any window but this frame, are ignored.
 */
export const CardFrame = forwardRef<CardFrameHandle, CardFrameProps>(function CardFrame(
  { onCard, onCapturing, height = 700, query, title = 'Card details' },
  ref,
) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const phone = useScreenMatches(PHONE_MEDIA_QUERY);
  const [generation, setGeneration] = useState(0);
  const [failed, setFailed] = useState(false);
  const onCardRef = useRef(onCard);
  onCardRef.current = onCard;
  const onCapturingRef = useRef(onCapturing);
  onCapturingRef.current = onCapturing;

  useImperativeHandle(ref, () => ({
    reload: () => {
      // A capture under way dies with the page: nothing will answer it.
      onCapturingRef.current?.(false);
      setFailed(false);
      setGeneration((g) => g + 1);
    },
  }));

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const frameWindow = iframeRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      if (isCardCaptureStarted(event.data)) {
        onCapturingRef.current?.(true);
        return;
      }
      const card = parseCardMessage(event.data);
      if (!card) return;
      if (!card.Token) {
        setFailed(true);
        notifyError(CARD_CAPTURE_FAILED);
      } else {
        setFailed(false);
        onCardRef.current(card);
      }
      // After the card: whoever waits for the capture to end finds it already there.
      onCapturingRef.current?.(false);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return (
    <>
      {failed && (
        <Alert color="red" mb="sm" role="alert">
          {CARD_CAPTURE_FAILED}
        </Alert>
      )}
      <iframe
        key={generation}
        ref={iframeRef}
        title={title}
        src={`${CARD_CAPTURE_PATH}${search}`}
        // On a phone the full 680-700 px would push the page's buttons below the screen: the frame
        // takes at most ~60 % of the screen's height there (its page scrolls inside if it must).
        style={{ width: '100%', maxWidth: '100%', height: phone ? `min(${height}px, ${PHONE_FRAME_HEIGHT})` : height, border: 0, display: 'block' }}
      />
    </>
  );
});
