import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

type Option<T extends string> = { value: T; label: ReactNode; description?: ReactNode; icon?: ReactNode };
type ChoiceGroupProps<T extends string> = {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  options: Option<T>[];
  className?: string;
};

/** Radio choices shown as cards: arrow keys move between them, like any radio group. */
export function ChoiceGroup<T extends string>({ label, value, onValueChange, options, className }: ChoiceGroupProps<T>) {
  return (
    <RadioGroup.Root aria-label={label} value={value} onValueChange={(v) => onValueChange(v as T)} className={cn('grid gap-2', className)}>
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className="flex items-start gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-3 text-left transition-colors hover:border-brand-500 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-600 dark:data-[state=checked]:bg-brand-800/30"
        >
          {option.icon}
          <span className="flex flex-col">
            <span className="font-medium">{option.label}</span>
            {option.description && <span className="text-sm text-[var(--fg-muted)]">{option.description}</span>}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
