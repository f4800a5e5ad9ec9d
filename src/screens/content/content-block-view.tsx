import { useId, useState, type ReactNode } from 'react';
import type { ContentBlock } from '../../../schemas/content/content-blocks.ts';

/** One content block, as plain text in the style the server names (never markup from the server). */
export function ContentBlockView({ block }: { block: ContentBlock }): ReactNode {
  switch (block.kind) {
    case 'text':
      return (
        <p className="content__text" data-style={block.style} dir="auto">
          {block.text}
        </p>
      );
    case 'line':
      return <hr className="content__line" />;
    case 'information_block':
      return (
        <p className="content__info" data-style={block.style} role="note" dir="auto">
          {block.text}
        </p>
      );
    case 'collapse':
      return (
        <details className="content__collapse">
          <summary dir="auto">{block.title}</summary>
          <p dir="auto">{block.text}</p>
        </details>
      );
    case 'popup':
      return <PopupBlock title={block.title} text={block.text} />;
    case 'additional_info':
      return (
        <p className="content__additional" dir="auto">
          {block.text}
        </p>
      );
    case 'wager':
      return (
        <section className="content__wager" aria-label={block.title}>
          <h3 dir="auto">{block.title}</h3>
          <p dir="auto">{block.text}</p>
        </section>
      );
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}

/** A popup block: its title is a button that shows or hides its text in place (no dialog over the dialog). */
function PopupBlock({ title, text }: { title: string; text: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const textId = useId();
  return (
    <div className="content__popup">
      <button type="button" className="link-button" dir="auto" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
        {title}
      </button>
      <p id={textId} hidden={!open} dir="auto">
        {text}
      </p>
    </div>
  );
}
