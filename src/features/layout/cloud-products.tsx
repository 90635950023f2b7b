// 云产品: the groups of the route tree shown in the menu (comMicsShowMenu) and their entries,
// with a search box.
import { Button, Input, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, GridRegular, SearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { SessionContext } from '../../ui/session-context.js';
import { layoutMessages } from './messages.js';
import { cloudProducts } from './nav-model.js';
import { useOpenMenu } from './use-open-menu.js';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)', padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px' },
  groups: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: '16px', maxHeight: '60vh', overflowY: 'auto' },
  group: { display: 'flex', flexDirection: 'column', gap: '4px' },
  groupName: { color: tokens.colorNeutralForeground3, paddingBottom: '4px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  entry: { justifyContent: 'flex-start' },
});

export function CloudProducts({ triggerClass }: { triggerClass: string }) {
  const styles = useStyles();
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => cloudProducts(tree, search), [tree, search]);
  const openMenu = useOpenMenu();
  return (
    <Popover
      open={open}
      onOpenChange={(_, d) => {
        setOpen(d.open);
        if (!d.open) setSearch('');
      }} positioning="below-start" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={triggerClass} icon={<GridRegular />} data-testid="cloud-products">
          {layoutMessages.cloudProducts}
          <ChevronDownRegular />
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={layoutMessages.cloudProducts}>
        <Input
          contentBefore={<SearchRegular />}
          placeholder={layoutMessages.searchProducts}
          aria-label={layoutMessages.searchProducts}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        {groups.length === 0 ? <Text>{layoutMessages.noProducts}</Text> : null}
        <div className={styles.groups}>
          {groups.map(({ group, entries }) => (
            <div key={group.comMicsId} className={styles.group} role="group" aria-label={group.webMicsName}>
              <Text weight="semibold" className={styles.groupName}>
                {group.webMicsName}
              </Text>
              {entries.map((entry) => (
                <Button
                  key={entry.comMicsId}
                  appearance="subtle"
                  className={styles.entry}
                  onClick={() => {
                    setOpen(false);
                    setSearch('');
                    openMenu(entry);
                  }}
                >
                  {entry.webMicsName}
                </Button>
              ))}
            </div>
          ))}
        </div>
      </PopoverSurface>
    </Popover>
  );
}
