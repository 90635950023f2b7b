// The document body editor: Tiptap (ProseMirror) with a toolbar; images and videos come from
// the media library (their file id is kept in data-file-id so the server can re-sign URLs).
import { Button, Divider, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, Toolbar, ToolbarButton, Tooltip, tokens } from '@fluentui/react-components';
import {
  ArrowRedoRegular, ArrowUndoRegular, ImageRegular, LinkRegular, LinkDismissRegular, ResizeImageRegular, TableRegular, TextAlignCenterRegular, TextAlignJustifyRegular,
  TextAlignLeftRegular, TextAlignRightRegular, TextBoldRegular, TextBulletListLtrRegular, TextHeader2Regular, TextHeader3Regular, TextItalicRegular,
  TextNumberListLtrRegular, TextQuoteRegular, VideoClipRegular, ImageEditRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { FileItem } from '../../../shared/media.js';
import { MediaPicker } from './media-picker.js';
import { contentMessages as m } from './messages.js';
import { ALIGNMENTS, FIGURE_WIDTHS, richTextExtensions, type Alignment } from './rich-text-extensions.js';
import { countWords } from './word-count.js';

const useStyles = makeStyles({
  root: { border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1 },
  bar: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  content: {
    padding: '8px 16px',
    minHeight: '320px',
    '& .ProseMirror': { outline: 'none', minHeight: '300px', lineHeight: '1.8' },
    '& .ProseMirror img, & .ProseMirror video': { maxWidth: '100%' },
    '& .ProseMirror blockquote': { borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, paddingLeft: '12px', color: tokens.colorNeutralForeground3 },
    '& .ProseMirror figure': { margin: '8px auto', maxWidth: '100%' },
    '& .ProseMirror figure img': { display: 'block', margin: '0 auto' },
    '& .ProseMirror figure[data-width] img': { width: '100%' },
    '& .ProseMirror figcaption': { textAlign: 'center', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, marginTop: '4px' },
    '& .ProseMirror .ProseMirror-selectednode': { outline: `2px solid ${tokens.colorBrandStroke1}` },
    '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', margin: '8px 0', tableLayout: 'fixed' },
    '& .ProseMirror th, & .ProseMirror td': { border: `1px solid ${tokens.colorNeutralStroke1}`, padding: '4px 8px', verticalAlign: 'top', position: 'relative' },
    '& .ProseMirror th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: 600 },
    '& .ProseMirror td p, & .ProseMirror th p': { margin: 0 },
    '& .ProseMirror .selectedCell': { backgroundColor: tokens.colorBrandBackground2 },
  },
  foot: { display: 'flex', justifyContent: 'flex-end', padding: '2px 12px 6px', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  count: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, cursor: 'help' },
});

const EXTENSIONS = richTextExtensions();

const ALIGN_TOOLS: Record<Alignment, { label: string; icon: ReactElement }> = {
  left: { label: m.alignLeft, icon: <TextAlignLeftRegular /> },
  center: { label: m.alignCenter, icon: <TextAlignCenterRegular /> },
  right: { label: m.alignRight, icon: <TextAlignRightRegular /> },
  justify: { label: m.alignJustify, icon: <TextAlignJustifyRegular /> },
};

/** What the toolbar shows as active, read from the editor on every transaction. */
function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a })) ?? null,
      inTable: e.isActive('table'),
      image: e.isActive('image'),
      imageWidth: e.isActive('image') ? ((e.getAttributes('image').figureWidth as string | null) ?? null) : null,
      words: countWords(e.getText({ blockSeparator: '\n' })),
    }),
  });
}

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
    extensions: EXTENSIONS,
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
  const setCaption = () => {
    const caption = window.prompt(m.captionPrompt, (editor.getAttributes('image').caption as string | undefined) ?? '');
    if (caption !== null) editor.chain().focus().updateAttributes('image', { caption: caption.trim() }).run();
  };
  const state = useToolState(editor);
  const tool = (label: string, icon: ReactElement, run: () => void, active = false) => (
    <Tooltip content={label} relationship="label">
      <ToolbarButton aria-pressed={active} appearance={active ? 'primary' : 'subtle'} icon={icon} onClick={run} />
    </Tooltip>
  );
  const menuItem = (label: string, run: () => void, enabled = true) => (
    <MenuItem disabled={!enabled} onClick={run}>
      {label}
    </MenuItem>
  );
  return (
    <div className={styles.root}>
      <Toolbar aria-label={m.body} className={styles.bar} size="small">
        {tool(m.bold, <TextBoldRegular />, () => editor.chain().focus().toggleBold().run(), state.bold)}
        {tool(m.italic, <TextItalicRegular />, () => editor.chain().focus().toggleItalic().run(), state.italic)}
        {tool(m.heading, <TextHeader2Regular />, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), state.h2)}
        {tool(m.heading3, <TextHeader3Regular />, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), state.h3)}
        {tool(m.bulletList, <TextBulletListLtrRegular />, () => editor.chain().focus().toggleBulletList().run(), state.bulletList)}
        {tool(m.orderedList, <TextNumberListLtrRegular />, () => editor.chain().focus().toggleOrderedList().run(), state.orderedList)}
        {tool(m.quote, <TextQuoteRegular />, () => editor.chain().focus().toggleBlockquote().run(), state.blockquote)}
        {tool(m.link, <LinkRegular />, setLink, state.link)}
        {tool(m.unlink, <LinkDismissRegular />, () => editor.chain().focus().unsetLink().run())}
        <Divider vertical />
        {ALIGNMENTS.map((a) => (
          <span key={a}>{tool(ALIGN_TOOLS[a].label, ALIGN_TOOLS[a].icon, () => editor.chain().focus().setTextAlign(a).run(), state.align === a)}</span>
        ))}
        <Divider vertical />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={m.table} relationship="label">
              <ToolbarButton appearance={state.inTable ? 'primary' : 'subtle'} icon={<TableRegular />} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {menuItem(m.insertTable, () => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), !state.inTable)}
              {menuItem(m.addRowAfter, () => editor.chain().focus().addRowAfter().run(), state.inTable)}
              {menuItem(m.addColumnAfter, () => editor.chain().focus().addColumnAfter().run(), state.inTable)}
              {menuItem(m.deleteRow, () => editor.chain().focus().deleteRow().run(), state.inTable)}
              {menuItem(m.deleteTableColumn, () => editor.chain().focus().deleteColumn().run(), state.inTable)}
              {menuItem(m.deleteTable, () => editor.chain().focus().deleteTable().run(), state.inTable)}
            </MenuList>
          </MenuPopover>
        </Menu>
        <Divider vertical />
        <Button appearance="subtle" size="small" icon={<ImageRegular />} onClick={() => setPicker(3)}>
          {m.insertImage}
        </Button>
        <Button appearance="subtle" size="small" icon={<VideoClipRegular />} onClick={() => setPicker(1)}>
          {m.insertVideo}
        </Button>
        {state.image ? (
          <>
            {tool(m.imageCaption, <ImageEditRegular />, setCaption)}
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Tooltip content={m.imageWidth} relationship="label">
                  <ToolbarButton appearance="subtle" icon={<ResizeImageRegular />} />
                </Tooltip>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {FIGURE_WIDTHS.map((w) => (
                    <MenuItem key={w} onClick={() => editor.chain().focus().updateAttributes('image', { figureWidth: w }).run()}>
                      {m.imageWidthOption(w)}
                      {state.imageWidth === w ? ' ✓' : ''}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          </>
        ) : null}
        <Divider vertical />
        {tool(m.undo, <ArrowUndoRegular />, () => editor.chain().focus().undo().run())}
        {tool(m.redo, <ArrowRedoRegular />, () => editor.chain().focus().redo().run())}
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
      <div className={styles.foot}>
        <Tooltip content={m.wordCountHelp} relationship="description">
          <Text className={styles.count} tabIndex={0} data-testid="word-count">
            {m.wordCount(state.words)}
          </Text>
        </Tooltip>
      </div>
      {picker ? <MediaPicker fileType={picker} multiple={picker === 3} onPick={insert} onClose={() => setPicker(null)} /> : null}
    </div>
  );
}
