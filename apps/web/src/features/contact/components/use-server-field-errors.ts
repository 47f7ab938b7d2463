import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';

/** Puts the server's field errors on the form's fields; anything else becomes a toast. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fallbackMessage: string) {
  if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
    for (const [field, key] of Object.entries(err.fields)) setError(field as Path<T>, { message: key });
    return;
  }
  toast.error(err instanceof ApiError && err.status === 429 ? err.message : fallbackMessage);
}
