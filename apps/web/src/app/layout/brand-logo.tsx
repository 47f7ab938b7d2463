import { Link } from 'react-router';

export function BrandLogo({ label }: { label: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-[var(--fg)]" aria-label={label}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg tracking-tight">BrainBoost</span>
    </Link>
  );
}
