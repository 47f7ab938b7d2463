/** An error a module throws on purpose: the handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly statusCode: number,
    /** Key in the `errors` namespace, translated into the caller's language. */
    readonly messageKey: string,
    /** Field name to `errors` key, for forms. */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}
