import { useId } from 'react';

type Props = {
  productId: string;
  label: string;
  gives: string;
  price: string;
  checked: boolean;
  disabledReason: string | null;
  onChange: (checked: boolean) => void;
};

/** An add-on or one-time product to add to a build: a labelled checkbox with what it gives and costs. */
export function ExtraChoice({ productId, label, gives, price, checked, disabledReason, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-brand-600"
        checked={checked}
        disabled={disabledReason !== null}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-gives`}
        data-testid={`extra-${productId}`}
      />
      <label htmlFor={id} className="flex flex-1 flex-col gap-1">
        <span className="flex flex-wrap justify-between gap-2 font-medium">
          <span>{label}</span>
          <span>{price}</span>
        </span>
        <span id={`${id}-gives`} className="text-sm text-[var(--fg-muted)]">
          {disabledReason ?? gives}
        </span>
      </label>
    </div>
  );
}
