import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which react-jsonschema-form imports for rich descriptions. The cashier renders server
 * texts as plain, inert text, so the parser would be dead weight on the card form's path and a way in for markup.
 */
export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
