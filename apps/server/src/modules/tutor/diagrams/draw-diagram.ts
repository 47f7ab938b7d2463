import type { TutorReply } from '../../../providers/llm/llm.port.js';
import { drawAngle, drawCircle, drawGeneralTriangle, drawRectangle, drawRightTriangle, type FigureResult } from './diagram-geometry.js';
import { drawPlot } from './diagram-plot.js';
import type { DiagramRequest } from './diagram-request.js';

const asReply = (result: FigureResult): TutorReply =>
  result.ok ? { kind: 'diagram', diagram: result.diagram } : { kind: 'figureImpossible', reason: result.reason, values: result.values };

/**
 * Draws what was asked, computed here by the CAS and the domain's geometry whatever model answers
 * other questions (a model cannot be trusted to draw to scale). Throws when nothing can be drawn.
 */
export function drawDiagram(request: DiagramRequest): TutorReply {
  switch (request.kind) {
    case 'plot':
      return { kind: 'diagram', diagram: drawPlot(request.functions, request.range) };
    case 'circle':
      return asReply(drawCircle(request.radius));
    case 'rectangle':
      return asReply(drawRectangle(request.width, request.height, request.square));
    case 'rightTriangle':
      return asReply(drawRightTriangle(request.legs, request.hypotenuse, request.leg));
    case 'triangle':
      return asReply(drawGeneralTriangle(request.given));
    case 'angle':
      return asReply(drawAngle(request.degrees));
  }
}
