import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { ApiError } from '../../../lib/api-client';

/**
 * Server errors onto a form: errors about fields the form shows go to those fields; an error about
 * the whole form (or a field it doesn't show) becomes the form's message, already translated.
 */
export function showServerError<T extends FieldValues>(
  err: unknown,
  shown: readonly Path<T>[],
  setError: UseFormSetError<T>,
  setFailure: (message: string) => void,
  fallback: string,
) {
  if (err instanceof ApiError && Object.keys(err.fields).some((field) => !(shown as readonly string[]).includes(field))) {
    setFailure(err.message);
    return;
  }
  applyServerErrors(err, setError, setFailure, fallback);
}
