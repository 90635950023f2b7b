// The document body editor: Tiptap (ProseMirror) with a toolbar; images and videos come from
// the media library (their file id is kept in data-file-id so the server can re-sign URLs).
import { Button, Divider, makeStyles, Toolbar, ToolbarButton, Tooltip, tokens } from '@fluentui/react-components';
import {
  ArrowRedoRegular, ArrowUndoRegular, ImageRegular, LinkRegular, LinkDismissRegular, TextBoldRegular, TextBulletListLtrRegular, TextHeader2Regular,
  TextItalicRegular, TextNumberListLtrRegular, TextQuoteRegular, VideoClipRegular,
} from '@fluentui/react-icons';
import { mergeAttributes, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { FileItem } from '../../../shared/media.js';
import { MediaPicker } from './media-picker.js';
import { contentMessages as m } from './messages.js';

const fileIdAttr = {
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute('data-file-id'),
  renderHTML: (a: Record<string, unknown>) => (a.fileId ? { 'data-file-id': a.fileId } : {}),
};

const LibraryImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), fileId: fileIdAttr };
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

const useStyles = makeStyles({
  root: { border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1 },
  bar: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  content: {
    padding: '8px 16px',
    minHeight: '320px',
    '& .ProseMirror': { outline: 'none', minHeight: '300px', lineHeight: '1.8' },
    '& .ProseMirror img, & .ProseMirror video': { maxWidth: '100%' },
    '& .ProseMirror blockquote': { borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, paddingLeft: '12px', color: tokens.colorNeutralForeground3 },
  },
});

export interface RichTextProps {
  value: string;
  onChange: (html: string) => void;
  ariaLabel: string;
}

export function RichText({ value, onChange, ariaLabel }: RichTextProps) {
  const styles = useStyles();
  const emitted = useRef(value);
  const [picker, setPicker] = useState<null | 1 | 3>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https'] } }), LibraryImage, LibraryVideo],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'rich-text' } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      emitted.current = html;
      onChange(html);
    },
  });
  // a body from outside (restore, Word import) replaces the content
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const insert = (files: FileItem[]) => {
    const chain = editor.chain().focus();
    for (const f of files) {
      if (f.fileType === 3) chain.insertContent({ type: 'image', attrs: { src: f.url, alt: f.fileName, fileId: f.fileId } });
      else chain.insertContent({ type: 'video', attrs: { src: f.url, poster: f.cover || null, fileId: f.fileId } });
    }
    chain.run();
    setPicker(null);
  };
  const setLink = () => {
    const prev = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(m.linkPrompt, prev);
    if (href === null) return;
    if (!href.trim()) editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const tool = (label: string, icon: ReactElement, run: () => void, active = false) => (
    <Tooltip content={label} relationship="label">
      <ToolbarButton aria-pressed={active} appearance={active ? 'primary' : 'subtle'} icon={icon} onClick={run} />
    </Tooltip>
  );
  return (
    <div className={styles.root}>
      <Toolbar aria-label={m.body} className={styles.bar} size="small">
        {tool(m.bold, <TextBoldRegular />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
        {tool(m.italic, <TextItalicRegular />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
        {tool(m.heading, <TextHeader2Regular />, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), editor.isActive('heading'))}
        {tool(m.bulletList, <TextBulletListLtrRegular />, () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
        {tool(m.orderedList, <TextNumberListLtrRegular />, () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
        {tool(m.quote, <TextQuoteRegular />, () => editor.chain().focus().toggleBlockquote().run(), editor.isActive('blockquote'))}
        {tool(m.link, <LinkRegular />, setLink, editor.isActive('link'))}
        {tool(m.unlink, <LinkDismissRegular />, () => editor.chain().focus().unsetLink().run())}
        <Divider vertical />
        <Button appearance="subtle" size="small" icon={<ImageRegular />} onClick={() => setPicker(3)}>
          {m.insertImage}
        </Button>
        <Button appearance="subtle" size="small" icon={<VideoClipRegular />} onClick={() => setPicker(1)}>
          {m.insertVideo}
        </Button>
        <Divider vertical />
        {tool(m.undo, <ArrowUndoRegular />, () => editor.chain().focus().undo().run())}
        {tool(m.redo, <ArrowRedoRegular />, () => editor.chain().focus().redo().run())}
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
      {picker ? <MediaPicker fileType={picker} multiple={picker === 3} onPick={insert} onClose={() => setPicker(null)} /> : null}
    </div>
  );
}
