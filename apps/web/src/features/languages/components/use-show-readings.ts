import { useState } from 'react';

const storageKey = 'languages.showReadings';

/** Whether pinyin, Jyutping and furigana show over the characters; the learner's choice is kept on this device. */
export function useShowReadings(): [boolean, (show: boolean) => void] {
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
