// A cascader-like library picker (spec: "a cascader with three sources: a public library, a
// personal library, and a group library that has child libraries"), built from Fluent UI menus.
//
//   <LibraryCascader value={fileLibId} onChange={(id, path) => …} />
//
// Props
//   value       the chosen fileLibId, or null
//   onChange    (fileLibId, path) — path is [library] or [group, child]
//   sources     optional { public, private, group } (library-api LibrarySources); when absent the
//               picker loads them itself (file/manager/get/public, get/private, file/library/resource/list)
//   placeholder text when nothing is chosen (default 请选择文件库)
//   disabled, aria-label (default 文件库; the button is named "<aria-label>：<what it shows>"), className
import { Button, Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Spinner } from '@fluentui/react-components';
import { ChevronDownRegular, FolderRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { LibraryItem } from '../../shared/media.js';
import { libraryPath } from '../machines/library-sources.machine.js';
import type { LibrarySources } from '../services/api/library-api.js';
import { useInspect } from './inspect-context.js';
import { useLogic } from './logic.js';
import { libraryMessages as m } from '../../shared/media-texts.js';
import { commonMessages } from './messages.js';

export interface LibraryCascaderProps {
  value: number | null;
  onChange: (fileLibId: number, path: LibraryItem[]) => void;
  sources?: LibrarySources;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
  /**
   * Renders the menu inside the page's DOM instead of a portal: needed inside a popup that traps
   * focus (the upload manager), where a portalled menu cannot take the keyboard's focus.
   */
  inline?: boolean;
}

const groupAll = (name: string) => `${name}（全部）`;

export function LibraryCascader({ value, onChange, sources: given, placeholder = m.pickLibrary, disabled, className, inline = false, ...rest }: LibraryCascaderProps) {
  const actor = useActorRef(useLogic('librarySources'), { input: { sources: given ?? null }, inspect: useInspect() });
  const loaded = useSelector(actor, (s) => s.context.sources);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('start'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const sources = given ?? loaded;
  const path = libraryPath(sources, value);
  const label = path.length ? path.map((l) => l.fileLibName).join(' / ') : placeholder;
  const checked = { library: value ? [String(value)] : [] };
  // the name holds what the button shows (WCAG 2.5.3 label in name): 文件库：新闻中心 / 专题节目
  const name = rest['aria-label'] ?? '文件库';
  const named = label === name ? name : `${name}：${label}`;
  const pick = (lib: LibraryItem) => onChange(lib.fileLibId, libraryPath(sources, lib.fileLibId));
  // The libraries may arrive while the menu is open: the entry that held the keyboard's focus
  // (正在加载文件库… or the reload entry) is then gone and the focus with it, so it moves to the
  // chosen library or the first one, as when the menu opens on a loaded list.
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const menu = list.current;
    if (!open || !sources || !menu || menu.contains(document.activeElement)) return;
    (menu.querySelector<HTMLElement>('[role="menuitemradio"][aria-checked="true"]') ?? menu.querySelector<HTMLElement>('[role="menuitemradio"], [role="menuitem"]'))?.focus();
  }, [open, sources]);

  const item = (lib: LibraryItem, text = lib.fileLibName) => (
    <MenuItemRadio key={`${lib.fileLibId}-${text}`} name="library" value={String(lib.fileLibId)} onClick={() => pick(lib)}>
      {text}
    </MenuItemRadio>
  );

  return (
    <Menu checkedValues={checked} hasCheckmarks inline={inline} onOpenChange={(_, d) => setOpen(d.open)}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={className}
          disabled={disabled}
          aria-label={named}
          icon={loading && !given ? <Spinner aria-label={commonMessages.loading} size="extra-tiny" /> : <FolderRegular />}
          iconPosition="before"
          style={{ justifyContent: 'space-between', minWidth: '220px' }}
        >
          <span style={{ flex: 1, textAlign: 'left' }}>{label}</span>
          <ChevronDownRegular />
        </Button>
      </MenuTrigger>
      {/* the groups' submenus are drawn inside this popover (inline, below): it lets them show beside it */}
      <MenuPopover style={{ overflowX: 'visible' }}>
        <MenuList ref={list}>
          {failed && !given ? (
            <MenuItem onClick={() => actor.send({ type: 'sources.reload' })}>{m.librariesFailed}</MenuItem>
          ) : !sources ? (
            <MenuItem disabled>{m.loadingLibraries}</MenuItem>
          ) : (
            <>
              <MenuGroup>
                <MenuGroupHeader>{m.publicSource}</MenuGroupHeader>
                {sources.public.length ? sources.public.map((l) => item(l)) : <MenuItem disabled>{m.noLibrary}</MenuItem>}
              </MenuGroup>
              <MenuDivider />
              <MenuGroup>
                <MenuGroupHeader>{m.privateSource}</MenuGroupHeader>
                {sources.private.length ? sources.private.map((l) => item(l)) : <MenuItem disabled>{m.noLibrary}</MenuItem>}
              </MenuGroup>
              <MenuDivider />
              <MenuGroup>
                <MenuGroupHeader>{m.groupSource}</MenuGroupHeader>
                {sources.group.length === 0 ? <MenuItem disabled>{m.noLibrary}</MenuItem> : null}
                {sources.group.map((g) =>
                  g.children?.length ? (
                    // inline: the submenu stays inside its parent's popover; in a portal of its own,
                    // opened within a modal dialog, the dialog's modalizer sometimes marked it
                    // aria-hidden (hidden from screen readers and by-role lookups)
                    <Menu key={g.fileLibId} checkedValues={checked} hasCheckmarks inline>
                      <MenuTrigger disableButtonEnhancement>
                        <MenuItem>{g.fileLibName}</MenuItem>
                      </MenuTrigger>
                      <MenuPopover>
                        <MenuList>
                          {item(g, groupAll(g.fileLibName))}
                          {g.children.map((c) => item(c))}
                        </MenuList>
                      </MenuPopover>
                    </Menu>
                  ) : (
                    item(g)
                  ),
                )}
              </MenuGroup>
            </>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
