import { AppError } from '../../../plugins/app-error.js';

/** Diagram errors; messages are keys in the `diagrams` group of errors.json. */
export const diagramErrors = {
  couldNotGenerate: () => new AppError('DIAGRAM_FAILED', 502, 'diagrams.couldNotGenerate'),
};
