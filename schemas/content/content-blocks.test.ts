import { describe, expect, it } from 'vitest';
import { contentBlocksOf } from './content-blocks.ts';

describe('contentBlocksOf (spec section 3: content blocks and text styles)', () => {
  it.each([
    [{ type: 'text', style: 'bold', text: 'Terms' }, { kind: 'text', style: 'bold', text: 'Terms' }],
    [{ type: 'text', style: 'shouting', text: 'Terms' }, { kind: 'text', style: 'plain', text: 'Terms' }],
    [{ type: 'line' }, { kind: 'line' }],
    [{ type: 'information_block', style: 'warning', text: 'Careful' }, { kind: 'information_block', style: 'warning', text: 'Careful' }],
    [{ type: 'popup', title: 'Why?', text: 'Because' }, { kind: 'popup', title: 'Why?', text: 'Because' }],
    [{ type: 'collapse', title: 'Refunds', text: '5 days' }, { kind: 'collapse', title: 'Refunds', text: '5 days' }],
    [{ type: 'additional_info', text: 'Small print' }, { kind: 'additional_info', text: 'Small print' }],
    [{ type: 'wager', title: 'Wager x5', text: 'Play 5 times' }, { kind: 'wager', title: 'Wager x5', text: 'Play 5 times' }],
  ])('reads %j', (raw, block) => {
    expect(contentBlocksOf({ content: [raw] })).toEqual({ blocks: [block], problems: [] });
  });

  it('keeps markup as text: a block never becomes HTML', () => {
    const text = '<img src=x onerror=alert(1)>';
    expect(contentBlocksOf({ content: [{ type: 'text', text }] }).blocks).toEqual([{ kind: 'text', style: 'plain', text }]);
  });

  it('skips and names an unknown kind or a block without its text, keeping the others', () => {
    const { blocks, problems } = contentBlocksOf({ content: [{ type: 'video', text: 'x' }, { type: 'collapse', title: 'T' }, { type: 'line' }] });
    expect(blocks).toEqual([{ kind: 'line' }]);
    expect(problems).toEqual(['content block 0: an unknown block kind "video", skipped', 'content block 1: a collapse block without its title and text, skipped']);
  });
});
