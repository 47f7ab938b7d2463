import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** A form's submit button: disabled with a spinner while the form is sending. */
export function SubmitButton({ pending, children, pendingLabel, ...props }: ButtonProps & { pending: boolean; pendingLabel?: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || props.disabled} {...props}>
      {pending && <Spinner className="size-4" />}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
