import { useState } from 'react';

// The lesson player's key: one choice of readings for the whole language-learning area on this device.
const storageKey = 'languages.showReadings';

/** Whether pinyin, Jyutping and hiragana show under the texts; kept on this device. */
export function useReadingsShown(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useState(() => {
    try {
      return localStorage.getItem(storageKey) !== 'off';
    } catch {
      return true;
    }
  });
  const update = (next: boolean) => {
    setShow(next);
    try {
      localStorage.setItem(storageKey, next ? 'on' : 'off');
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page.
    }
  };
  return [show, update];
}
