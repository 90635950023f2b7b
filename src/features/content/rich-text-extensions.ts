// The document editor's Tiptap extensions: the starter kit, H2/H3, text alignment and tables
// (the maintained @tiptap/extension-text-align and @tiptap/extension-table), and library media:
// images and videos keep their library file id in data-file-id (the server re-signs their URLs).
// An image with a caption or a width is written as
//   <figure data-width="50" style="width: 50%"><img …><figcaption>说明</figcaption></figure>
// which is exactly what the server's sanitiser keeps (server/services/content-body.ts).
import { mergeAttributes, Node, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';

/** An image's width in the column (percent); null: its natural size. */
export const FIGURE_WIDTHS = ['25', '50', '75', '100'] as const;
export type FigureWidth = (typeof FIGURE_WIDTHS)[number];
const isFigureWidth = (w: string | null): w is FigureWidth => FIGURE_WIDTHS.some((x) => x === w);

/** The alignments of paragraphs and headings. */
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

const fileIdAttr = {
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute('data-file-id'),
  renderHTML: (a: Record<string, unknown>) => (a.fileId ? { 'data-file-id': a.fileId } : {}),
};

const LibraryImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      fileId: fileIdAttr,
      caption: {
        default: '',
        parseHTML: (el: HTMLElement) => (el.tagName === 'FIGURE' ? (el.querySelector('figcaption')?.textContent ?? '').trim() : ''),
        renderHTML: () => ({}),
      },
      // the figure's share of the column (the image's own width/height attributes stay as they are)
      figureWidth: {
        default: null,
        parseHTML: (el: HTMLElement) => {
          const w = el.tagName === 'FIGURE' ? el.getAttribute('data-width') : null;
          return isFigureWidth(w) ? w : null;
        },
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (el: HTMLElement) => {
          const img = el.querySelector('img');
          if (!img) return false;
          return {
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt'),
            title: img.getAttribute('title'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            fileId: img.getAttribute('data-file-id'),
          };
        },
      },
      ...(this.parent?.() ?? []),
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const img = ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)] as const;
    const caption = String(node.attrs.caption ?? '');
    const width = node.attrs.figureWidth as FigureWidth | null;
    if (!caption && !width) return img;
    const figure = width ? { 'data-width': width, style: `width: ${width}%` } : {};
    return caption ? ['figure', figure, img, ['figcaption', caption]] : ['figure', figure, img];
  },
});

/** A library video as a block (<video controls>). */
const LibraryVideo = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, poster: { default: null }, fileId: fileIdAttr };
  },
  parseHTML() {
    return [{ tag: 'video[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes({ controls: 'controls', preload: 'metadata' }, HTMLAttributes)];
  },
});

export const richTextExtensions = (): Extensions => [
  StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https'] } }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
  TableKit.configure({ table: { resizable: false } }),
  LibraryImage,
  LibraryVideo,
];
