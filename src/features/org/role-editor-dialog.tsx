// The role editor: name, a checkbox tree of the menu catalogue the editor may grant, and the
// per-TV-channel rights of the programme editor (不限定 / 可编辑 / 仅查看). The role editor
// machine keeps the checked set; checking a menu checks its subtree and its parents.
import { Button, Checkbox, Label, Field, Input, Radio, RadioGroup, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { MenuRecord } from '../../../shared/api.js';
import type { Role } from '../../../shared/org.js';
import { checkState, indexMenu, type MenuIndex } from '../../machines/role-tree.js';
import { useEmitted } from '../../ui/actor-hooks.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { orgText as t } from './messages.js';
import { useOrgStyles } from './org-styles.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { DataScopeField } from './data-scope-field.js';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  tree: {
    maxHeight: '320px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '6px 8px',
  },
  channel: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', padding: '4px 0' },
});

function MenuRows({ nodes, depth, index, checked, onToggle }: { nodes: MenuRecord[]; depth: number; index: MenuIndex; checked: Set<number>; onToggle: (id: number, on: boolean) => void }) {
  return (
    <>
      {nodes.map((n) => {
        const state = checkState(index, checked, n.comMicsId);
        return (
          <div key={n.comMicsId} role="treeitem" aria-level={depth + 1} aria-selected={state !== 'none'}>
            <Checkbox
              style={{ paddingLeft: `${depth * 20}px` }}
              label={n.webMicsName}
              checked={state === 'all' ? true : state === 'some' ? 'mixed' : false}
              onChange={(_, d) => onToggle(n.comMicsId, d.checked === true)}
            />
            {n.children?.length ? <MenuRows nodes={n.children} depth={depth + 1} index={index} checked={checked} onToggle={onToggle} /> : null}
          </div>
        );
      })}
    </>
  );
}

export function RoleEditorDialog({ role, onClose, onSaved }: { role: Role | null; onClose: () => void; onSaved: () => void }) {
  const styles = useStyles();
  const org = useOrgStyles();
  const actor = useActorRef(useLogic('roleEditor'), { input: { role }, inspect: useInspect() });
  useEmitted(actor, 'saved', onSaved);
  const name = useSelector(actor, (s) => s.context.name);
  const menus = useSelector(actor, (s) => s.context.menus);
  const checkedIds = useSelector(actor, (s) => s.context.checked);
  const channels = useSelector(actor, (s) => s.context.channels);
  const rights = useSelector(actor, (s) => s.context.tvChannels);
  const error = useSelector(actor, (s) => s.context.error);
  const dataScope = useSelector(actor, (s) => s.context.dataScope);
  const deptIds = useSelector(actor, (s) => s.context.deptIds);
  const departments = useSelector(actor, (s) => s.context.departments);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'role.save' }));
  const index = useMemo(() => indexMenu(menus), [menus]);
  const checked = useMemo(() => new Set(checkedIds), [checkedIds]);

  return (
    <FormDialog title={role ? t.roleEdit : t.roleAdd} ariaLabel={role ? t.roleEdit : t.roleAdd} onSubmit={() => actor.send({ type: 'role.save' })} onClose={onClose} busy={saving} submitDisabled={!canSave} error={!failed ? error : null} surfaceClassName={styles.surface}>
      <Field label={t.roleName} required>
        <Input name="roleName" value={name} maxLength={32} onChange={(_, d) => actor.send({ type: 'name.change', value: d.value })} />
      </Field>
      <DataScopeField
        value={dataScope}
        deptIds={deptIds}
        departments={departments}
        disabled={loading || failed}
        onScope={(value) => actor.send({ type: 'scope.change', dataScope: value })}
        onDepts={(ids) => actor.send({ type: 'scope.depts', deptIds: ids })}
      />
      {loading ? <Spinner size="small" label={t.loading} /> : null}
      {failed ? (
        <div className={org.row}>
          <Text className={org.error}>{error || t.loadFailed}</Text>
          <Button size="small" onClick={() => actor.send({ type: 'catalogue.reload' })}>
            {t.retry}
          </Button>
        </div>
      ) : null}
      {menus.length ? (
        <div className={org.form}>
          <Label id="role-menus-label" required>
            {t.roleMenus}
          </Label>
          <div className={styles.tree} role="tree" aria-labelledby="role-menus-label" aria-multiselectable>
            <MenuRows nodes={menus} depth={0} index={index} checked={checked} onToggle={(id, on) => actor.send({ type: 'menu.toggle', id, on })} />
          </div>
        </div>
      ) : null}
      {!loading && !failed ? (
        <Field label={t.roleChannels} hint={t.roleChannelsHint}>
          {channels.length === 0 ? <Text className={org.muted}>{t.channelsEmpty}</Text> : null}
          {channels.map((c) => {
            const mode = rights.find((r) => r.liveTvId === c.liveTvId)?.mode ?? 'none';
            return (
              <div key={c.liveTvId} className={styles.channel}>
                <Text>{c.liveTvName}</Text>
                <RadioGroup
                  layout="horizontal"
                  aria-label={c.liveTvName}
                  value={mode}
                  onChange={(_, d) => actor.send({ type: 'channel.set', liveTvId: c.liveTvId, mode: d.value === 'edit' || d.value === 'view' ? d.value : 'none' })}
                >
                  <Radio value="none" label={t.channelNone} />
                  <Radio value="edit" label={t.channelEdit} />
                  <Radio value="view" label={t.channelView} />
                </RadioGroup>
              </div>
            );
          })}
        </Field>
      ) : null}
    </FormDialog>
  );
}
