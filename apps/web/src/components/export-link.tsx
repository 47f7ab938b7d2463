import { Download } from 'lucide-react';
import { useSession } from '../stores/session-store';

/** A download of the caller's own data as JSON, shown only when their plan includes `export_data` (the server checks too). */
export function ExportLink({ href, label }: { href: string; label: string }) {
  const session = useSession();
  if (session.status !== 'signedIn' || !session.me.entitlements.features.includes('export_data')) return null;
  return (
    <a
      href={href}
      download
      className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline dark:text-brand-200"
    >
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
