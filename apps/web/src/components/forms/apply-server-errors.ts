import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the server's field errors on the form's fields. Anything else goes to `onOther` with a
 * message to show: the server's own (already translated) when it sent one, else `fallback`.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  onOther: (message: string) => void,
  fallback: string,
) {
  if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
    for (const [field, key] of Object.entries(err.fields)) setError(field as Path<T>, { message: key });
    return;
  }
  onOther(err instanceof ApiError && err.status !== 500 && err.status !== 0 ? err.message : fallback);
}
