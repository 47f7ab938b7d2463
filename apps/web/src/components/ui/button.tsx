import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-[var(--card)] text-[var(--fg)] border border-[var(--border)] hover:bg-[var(--bg-subtle)]',
  ghost: 'text-[var(--fg)] hover:bg-[var(--bg-subtle)]',
  gradient: 'bg-gradient-to-r from-brand-600 to-accent-600 text-white shadow-md hover:brightness-110',
  /** On dark or coloured backgrounds. */
  light: 'bg-white text-brand-800 shadow-md hover:bg-brand-50',
  outlineLight: 'border border-white/80 text-white hover:bg-white/10',
  /** Irreversible actions (delete). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const;
const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
