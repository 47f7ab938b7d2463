import { useEffect, useRef } from 'react';
import 'katex/dist/katex.min.css';

/** KaTeX is loaded only when maths is on screen (homework routes), never in the landing page's code. */
let katex: Promise<typeof import('katex')> | null = null;

/** Renders LaTeX with KaTeX; the source stays readable to screen readers through KaTeX's MathML. */
export function MathTex({ latex, display = false }: { latex: string; display?: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let cancelled = false;
    katex ??= import('katex');
    void katex.then((module) => {
      if (cancelled || !ref.current) return;
      (module.default ?? module).render(latex, ref.current, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
    });
    return () => {
      cancelled = true;
    };
  }, [latex, display]);
  return (
    <span ref={ref} className={display ? 'block overflow-x-auto py-1' : undefined}>
      {latex}
    </span>
  );
}
