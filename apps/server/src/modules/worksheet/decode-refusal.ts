import type { worksheetErrors } from './worksheet.errors.js';

export type DecodeRefusalReason = keyof Pick<
  typeof worksheetErrors,
  'corrupt' | 'passwordProtected' | 'tooManyPages' | 'tooManyPixels' | 'pageTooLarge'
>;

/** A file refused while it is decoded in the worker (where no AppError can cross): `reason` names the worksheet error the server answers with. */
export class DecodeRefusal extends Error {
  override name = 'DecodeRefusal';
  constructor(readonly reason: DecodeRefusalReason) {
    super(reason);
  }
}
