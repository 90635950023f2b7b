// The user's shortcut entries in the header; those that no longer fit go into the
// 快捷导航 (Quick Navigation) dropdown. Fluent's Overflow measures with a ResizeObserver.
import { Button, makeStyles, mergeClasses, Overflow, OverflowItem, tokens, Tooltip } from '@fluentui/react-components';
import { ChevronDownRegular, EditRegular } from '@fluentui/react-icons';
import type { ShortcutEntry } from '../../../shared/api.js';
import { SessionContext } from '../../ui/session-context.js';
import { layoutMessages } from './messages.js';
import { openableOfShortcut } from './nav-model.js';
import { OverflowMenu } from './overflow-menu.js';
import { ShortcutsContext } from './shell-context.js';
import { useOpenMenu } from './use-open-menu.js';

const useStyles = makeStyles({
  root: { flex: 1, minWidth: '112px', display: 'flex', alignItems: 'center', gap: '2px', overflow: 'hidden' },
  entry: { whiteSpace: 'nowrap', flexShrink: 0, minWidth: 'auto', paddingLeft: '10px', paddingRight: '10px', fontWeight: tokens.fontWeightRegular },
});

const idOf = (e: ShortcutEntry) => String(e.comMicsId);

/** 快捷导航: the entries that do not fit in the bar. */
function QuickNav({ entries, onOpen, triggerClass }: { entries: ShortcutEntry[]; onOpen: (e: ShortcutEntry) => void; triggerClass: string }) {
  return (
    <OverflowMenu
      items={entries}
      idOf={idOf}
      labelOf={(e) => e.comMicsName}
      onOpen={onOpen}
      trigger={(ref) => (
        <Button ref={ref} appearance="transparent" className={triggerClass} data-testid="quick-nav" icon={<ChevronDownRegular />} iconPosition="after">
          {layoutMessages.quickNav}
        </Button>
      )}
    />
  );
}

export function ShortcutBar({ triggerClass }: { triggerClass: string }) {
  const styles = useStyles();
  const entries = ShortcutsContext.useSelector((s) => s.context.entries);
  const shortcuts = ShortcutsContext.useActorRef();
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  const openMenu = useOpenMenu();
  const open = (e: ShortcutEntry) => openMenu(openableOfShortcut(e, tree));
  return (
    <>
      <Overflow padding={40}>
        <div className={styles.root} data-testid="shortcut-bar" aria-label={layoutMessages.quickNav} role="navigation">
          {entries.map((e) => (
            <OverflowItem key={e.comMicsId} id={idOf(e)}>
              <Button appearance="transparent" className={mergeClasses(triggerClass, styles.entry)} onClick={() => open(e)}>
                {e.comMicsName}
              </Button>
            </OverflowItem>
          ))}
          <QuickNav entries={entries} onOpen={open} triggerClass={triggerClass} />
        </div>
      </Overflow>
      <Tooltip content={layoutMessages.editShortcuts} relationship="label">
        <Button
          appearance="transparent"
          className={triggerClass}
          icon={<EditRegular />}
          data-testid="edit-shortcuts"
          onClick={() => shortcuts.send({ type: 'editor.open' })}
        />
      </Tooltip>
    </>
  );
}
