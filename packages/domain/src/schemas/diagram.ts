import { z } from 'zod';

/**
 * A diagram as plain shapes in SVG user units (y grows downwards), computed on the server and drawn
 * by the web app as React elements (never a server string injected as markup). Labels are numbers
 * and letters; words are i18n keys in the `diagrams` namespace.
 */
const point = z.tuple([z.number(), z.number()]);

export const diagramShapeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('line'),
    x1: z.number(),
    y1: z.number(),
    x2: z.number(),
    y2: z.number(),
    role: z.enum(['axis', 'grid', 'tick', 'side', 'radius', 'guide']),
  }),
  /** A sampled curve piece (a curve broken at a discontinuity is several polylines of one series). */
  z.object({ type: z.literal('polyline'), points: z.array(point), role: z.enum(['curve', 'marker']), series: z.number().int().min(0) }),
  z.object({ type: z.literal('polygon'), points: z.array(point).min(3), role: z.literal('figure') }),
  z.object({
    type: z.literal('circle'),
    cx: z.number(),
    cy: z.number(),
    r: z.number().positive(),
    role: z.enum(['figure', 'point', 'centre']),
  }),
  /** An angle marker: arc of radius r around (cx, cy) from `start` turning `sweep` degrees (SVG angles: clockwise on screen). */
  z.object({
    type: z.literal('arc'),
    cx: z.number(),
    cy: z.number(),
    r: z.number().positive(),
    start: z.number(),
    sweep: z.number().positive().max(360),
  }),
  z.object({
    type: z.literal('text'),
    x: z.number(),
    y: z.number(),
    text: z.string(),
    anchor: z.enum(['start', 'middle', 'end']),
    role: z.enum(['tick', 'axis', 'label', 'point', 'measure']),
  }),
]);
export type DiagramShape = z.infer<typeof diagramShapeSchema>;

/** A sentence of the text description (i18n key in `diagrams` with its values). */
export const diagramLineSchema = z.object({ key: z.string(), values: z.record(z.string(), z.string()) });
export type DiagramLine = z.infer<typeof diagramLineSchema>;

export const diagramSchema = z.object({
  kind: z.enum(['plot', 'geometry']),
  width: z.number().positive(),
  height: z.number().positive(),
  /** The plotting area curves are clipped to (plots only). */
  clip: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
  shapes: z.array(diagramShapeSchema),
  /** One entry per plotted function: its series (colour) and how it is written. */
  legend: z.array(z.object({ series: z.number().int().min(0), text: z.string() })),
  /** What the figure shows, in words (the accessible description). */
  description: z.array(diagramLineSchema).min(1),
});
export type Diagram = z.infer<typeof diagramSchema>;

/** Why a figure cannot be drawn (a clear answer, not a failure). */
export const impossibleFigureReasons = [
  'triangleInequality',
  'angleSum',
  'notPositive',
  'noTriangle',
  'rightTriangleHypotenuse',
  'angleRange',
  'notEnough',
] as const;
export type ImpossibleFigureReason = (typeof impossibleFigureReasons)[number];
