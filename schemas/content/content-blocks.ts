import type { ContentPage } from '../server/v1/types.ts';

/** Text styles of the content blocks (spec section 3 enumerations). */
export const TEXT_STYLES = ['plain', 'bold', 'blind', 'error', 'warning', 'info', 'plain_bigger'] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

/** A content block as the screen draws it (spec section 3: text, line, information_block, popup, collapse, additional_info, wager). */
export type ContentBlock =
  | { kind: 'text'; style: TextStyle; text: string }
  | { kind: 'line' }
  | { kind: 'information_block'; style: TextStyle; text: string }
  | { kind: 'popup'; title: string; text: string }
  | { kind: 'collapse'; title: string; text: string }
  | { kind: 'additional_info'; text: string }
  | { kind: 'wager'; title: string; text: string };

/** The blocks to draw, and what could not be drawn (an unknown kind, a block without its text), for the console. */
export interface ContentBlocks {
  blocks: ContentBlock[];
  problems: string[];
}

type RawBlock = ContentPage['content'][number];

const styleOf = (raw: RawBlock): TextStyle => TEXT_STYLES.find((style) => style === raw.style) ?? 'plain';

function blockOf(raw: RawBlock): ContentBlock | string {
  const text = raw.text ?? '';
  const title = raw.title ?? '';
  switch (raw.type) {
    case 'line':
      return { kind: 'line' };
    case 'text':
    case 'information_block':
    case 'additional_info':
      if (text === '') return `a ${raw.type} block without text`;
      return raw.type === 'additional_info' ? { kind: raw.type, text } : { kind: raw.type, style: styleOf(raw), text };
    case 'popup':
    case 'collapse':
    case 'wager':
      if (text === '' || title === '') return `a ${raw.type} block without its title and text`;
      return { kind: raw.type, title, text };
    default:
      return `an unknown block kind ${JSON.stringify(raw.type)}`;
  }
}

/** Reads a content page's blocks: every known kind as drawn, plain text only (never markup); the rest are problems. */
export function contentBlocksOf(page: ContentPage): ContentBlocks {
  const blocks: ContentBlock[] = [];
  const problems: string[] = [];
  page.content.forEach((raw, index) => {
    const block = blockOf(raw);
    if (typeof block === 'string') problems.push(`content block ${String(index)}: ${block}, skipped`);
    else blocks.push(block);
  });
  return { blocks, problems };
}
