import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/**
 * Props that activate a board button on press rather than release, timed by the event's own time
 * stamp: pointer down (mouse, touch, pen), Enter or Space, and the click a screen reader sends
 * (detail 0) when neither came first.
 */
export function useActivation() {
  const lastKey = useRef(-Infinity);
  return (activate: (timeStamp: number) => void) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      activate(event.timeStamp);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if ((event.key !== 'Enter' && event.key !== ' ') || event.repeat) return;
      event.preventDefault();
      lastKey.current = event.timeStamp;
      activate(event.timeStamp);
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (event.detail === 0 && event.timeStamp - lastKey.current > 1000) activate(event.timeStamp);
    },
  });
}
