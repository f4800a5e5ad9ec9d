import type { ReactNode } from 'react';

/** Stands for the value in a translated sentence, where the value is then drawn as an element of its own. */
const VALUE_MARK = '\u{F0000}';

/** A translated sentence with its one value drawn as `element`, where the language places it. */
export function sentenceWith(translated: (value: string) => string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = translated(VALUE_MARK).split(VALUE_MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
