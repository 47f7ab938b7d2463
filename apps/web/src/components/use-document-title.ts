import { useEffect } from 'react';

/** Sets the tab title to "<page> · BrainBoost" while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · BrainBoost`;
  }, [title]);
}
