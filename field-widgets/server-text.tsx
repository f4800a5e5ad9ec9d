import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * A text the server wrote (a field's label, a note, a method's name, a shop, a decline's comment) where it goes into
 * our markup: laid out in its own direction (`dir="auto"`: a Latin label on an Arabic page keeps its closing bracket at
 * its end, a Hebrew comment on an English page reads right to left) and isolated from our text beside it, at the start
 * edge of the block that holds it, which keeps the page's direction. A select's option, which holds text only, carries
 * the same `dir="auto"` itself. The controls that could reverse the text were dropped at the edge (src/api/http.ts).
 */
export function ServerText(props: Omit<ComponentPropsWithoutRef<'span'>, 'dir'>): ReactNode {
  return <span dir="auto" {...props} />;
}
