import { useSyncExternalStore } from 'react';

/** The style sheet's breakpoints (Tailwind's defaults), in the same units as its media queries. */
const widths = { md: '48rem', lg: '64rem' } as const;

/**
 * True while the window is at least as wide as the breakpoint: for parts the style sheet hides on
 * narrower screens (`hidden md:block`), so a phone doesn't build what it never shows. True where the
 * browser cannot tell (no matchMedia).
 */
export function useAtLeast(breakpoint: keyof typeof widths): boolean {
  const query = `(min-width: ${widths[breakpoint]})`;
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
