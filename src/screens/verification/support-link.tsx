import type { ReactNode } from 'react';
import { contentTarget } from '../../../schemas/content/content-url.ts';

interface SupportLinkProps {
  /** support_url as the server sent it; an address that is no web page (javascript:, data:) shows nothing. */
  url: string | null;
  label: string;
  className?: string;
}

/** "Contact support": the merchant's support page, in a new window so the cashier and what was typed stay. */
export function SupportLink({ url, label, className = 'button' }: SupportLinkProps): ReactNode {
  const target = contentTarget(url);
  if (target.kind === 'none') return null;
  return (
    <a className={className} href={target.kind === 'window' ? target.href : target.path} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
