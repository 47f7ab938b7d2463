import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordProblems, type PasswordProblem } from '@brainboost/domain/accounts/password-policy';

const lengthRules: PasswordProblem[] = ['tooShort', 'tooLong'];

/**
 * The password rules, checked as the person types (length only: whether a password is too common is
 * the server's answer, shown as the field's error). `metLabel` / `unmetLabel` are read by screen readers.
 */
export function PasswordRules({
  password,
  id,
  metLabel,
  unmetLabel,
}: {
  password: string;
  id?: string;
  metLabel: string;
  unmetLabel: string;
}) {
  const { t } = useTranslation('errors');
  const problems = new Set(passwordProblems(password));
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm" aria-live="polite">
      {lengthRules.map((rule) => {
        const met = password.length > 0 && !problems.has(rule);
        return (
          <li
            key={rule}
            className={
              met ? 'flex items-center gap-2 text-emerald-800 dark:text-emerald-300' : 'flex items-center gap-2 text-[var(--fg-muted)]'
            }
          >
            {met ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <X className="size-4 shrink-0" aria-hidden="true" />}
            <span>
              {t(`password.${rule}`)}
              <span className="sr-only"> ({met ? metLabel : unmetLabel})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
