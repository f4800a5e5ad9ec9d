/** One block of a content page (spec section 3: content blocks); its kind is read by schemas/content/content-blocks.ts. */
const contentBlock = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string' },
    style: { type: 'string' },
    title: { type: 'string' },
    text: { type: 'string' },
  },
} as const;

/** GET {url}: a content page, its blocks in the user's language (spec section 3: content translations). */
export const contentPageSchema = {
  type: 'object',
  required: ['content'],
  properties: {
    language: { type: 'object', properties: { language_id: { type: 'integer' }, code: { type: 'string' } } },
    content: { type: 'array', items: contentBlock },
  },
} as const;
