import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Diagram } from '@brainboost/domain/schemas/diagram';
import { DiagramShapeView, seriesSwatches } from './diagram-shape';

/**
 * A plot or figure drawn from the server's shapes as SVG elements. Screen readers hear it as one
 * image named by its title and described by the same sentences shown under it.
 */
export function DiagramView({ diagram }: { diagram: Diagram }) {
  const { t } = useTranslation('diagrams');
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const clipId = diagram.clip ? `diagram-clip-${id}` : null;
  const title = t(diagram.kind === 'plot' ? 'title.plot' : 'title.geometry', { count: diagram.legend.length });
  return (
    <figure className="flex flex-col gap-3">
      <svg
        role="img"
        aria-labelledby={`diagram-title-${id}`}
        aria-describedby={`diagram-description-${id}`}
        viewBox={`0 0 ${diagram.width} ${diagram.height}`}
        className="h-auto w-full max-w-xl rounded-lg border border-[var(--border)] bg-[var(--card)]"
      >
        <title id={`diagram-title-${id}`}>{title}</title>
        {diagram.clip && clipId && (
          <defs>
            <clipPath id={clipId}>
              <rect x={diagram.clip.x} y={diagram.clip.y} width={diagram.clip.width} height={diagram.clip.height} />
            </clipPath>
          </defs>
        )}
        {diagram.shapes.map((shape, i) => (
          <DiagramShapeView key={i} shape={shape} clipId={clipId} />
        ))}
      </svg>
      {diagram.legend.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('legend')}>
          {diagram.legend.map((entry) => (
            <li key={entry.series} className="flex items-center gap-2">
              <span className={`inline-block h-1 w-6 rounded ${seriesSwatches[entry.series % seriesSwatches.length]}`} aria-hidden="true" />
              <span className="font-mono">{entry.text}</span>
            </li>
          ))}
        </ul>
      )}
      <figcaption id={`diagram-description-${id}`} className="text-sm text-[var(--fg-muted)]">
        {diagram.description.map((line) => t(line.key, line.values)).join(' ')}
      </figcaption>
    </figure>
  );
}
