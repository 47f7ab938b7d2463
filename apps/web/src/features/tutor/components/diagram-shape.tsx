import type { DiagramShape } from '@brainboost/domain/schemas/diagram';

/** Curve colours by series: distinct in hue and in lightness, each 3:1 or more against the card in both themes. */
export const seriesColours = [
  'stroke-brand-600 dark:stroke-brand-200',
  'stroke-rose-600 dark:stroke-rose-300',
  'stroke-emerald-700 dark:stroke-emerald-300',
  'stroke-amber-700 dark:stroke-amber-300',
];
export const seriesSwatches = [
  'bg-brand-600 dark:bg-brand-200',
  'bg-rose-600 dark:bg-rose-300',
  'bg-emerald-700 dark:bg-emerald-300',
  'bg-amber-700 dark:bg-amber-300',
];

const lineStyle = {
  axis: 'stroke-[var(--fg)] [stroke-width:1.5]',
  grid: 'stroke-[var(--border)] [stroke-width:1]',
  tick: 'stroke-[var(--fg)] [stroke-width:1]',
  side: 'stroke-[var(--fg)] [stroke-width:2]',
  radius: 'stroke-brand-600 dark:stroke-brand-200 [stroke-width:2] [stroke-dasharray:6_4]',
  guide: 'stroke-[var(--fg-muted)] [stroke-width:1] [stroke-dasharray:4_4]',
} as const;

const textStyle = {
  tick: 'fill-[var(--fg-muted)] text-[12px]',
  axis: 'fill-[var(--fg)] text-[14px] italic font-semibold',
  label: 'fill-[var(--fg)] text-[16px] font-semibold',
  point: 'fill-[var(--fg)] text-[12px] font-medium',
  measure: 'fill-[var(--fg)] text-[14px]',
} as const;

const points = (list: [number, number][]) => list.map(([x, y]) => `${x},${y}`).join(' ');

/** The path of an arc marker: from `start` turning `sweep` degrees clockwise on screen. */
function arcPath(cx: number, cy: number, r: number, start: number, sweep: number): string {
  const at = (deg: number) =>
    [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)].map((v) => Math.round(v * 100) / 100).join(' ');
  if (sweep >= 360) return `M ${at(start)} A ${r} ${r} 0 1 1 ${at(start + 180)} A ${r} ${r} 0 1 1 ${at(start)}`;
  return `M ${at(start)} A ${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${at(start + sweep)}`;
}

/** One shape of a diagram as an SVG element (plain attributes; nothing from the server becomes markup). */
export function DiagramShapeView({ shape, clipId }: { shape: DiagramShape; clipId: string | null }) {
  switch (shape.type) {
    case 'line':
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} className={lineStyle[shape.role]} />;
    case 'polyline':
      return shape.role === 'curve' ? (
        <polyline
          points={points(shape.points)}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className={seriesColours[shape.series % seriesColours.length]}
          clipPath={clipId ? `url(#${clipId})` : undefined}
        />
      ) : (
        <polyline points={points(shape.points)} fill="none" strokeWidth={1.5} className="stroke-[var(--fg)]" />
      );
    case 'polygon':
      return (
        <polygon
          points={points(shape.points)}
          strokeWidth={2.5}
          strokeLinejoin="round"
          className="fill-brand-50 stroke-brand-700 dark:fill-brand-800/40 dark:stroke-brand-200"
        />
      );
    case 'circle':
      if (shape.role === 'figure')
        return (
          <circle
            cx={shape.cx}
            cy={shape.cy}
            r={shape.r}
            strokeWidth={2.5}
            className="fill-brand-50 stroke-brand-700 dark:fill-brand-800/40 dark:stroke-brand-200"
          />
        );
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} strokeWidth={1.5} className="fill-[var(--card)] stroke-[var(--fg)]" />;
    case 'arc':
      return (
        <path
          d={arcPath(shape.cx, shape.cy, shape.r, shape.start, shape.sweep)}
          fill="none"
          strokeWidth={1.5}
          className="stroke-[var(--fg)]"
        />
      );
    case 'text':
      return (
        <text x={shape.x} y={shape.y} textAnchor={shape.anchor} className={textStyle[shape.role]}>
          {shape.text}
        </text>
      );
  }
}
