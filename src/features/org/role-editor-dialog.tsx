// The role editor: name, description, the menu tree with the publishing and review rights apart
// (./role-menu-tree.tsx), and the per-TV-channel rights of the programme editor (不限定 / 可编辑 /
// 仅查看). The role editor machine keeps what is chosen.
import { Button, Field, Input, Radio, RadioGroup, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { ROLE_DESCRIPTION_MAX, type Role } from '../../../shared/org.js';
import { useEmitted } from '../../ui/actor-hooks.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { orgText as t } from './messages.js';
import { useOrgStyles } from './org-styles.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { RoleMenuTree } from './role-menu-tree.js';
import { DataScopeField } from './data-scope-field.js';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  channel: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', padding: '4px 0' },
});

export function RoleEditorDialog({ role, onClose, onSaved }: { role: Role | null; onClose: () => void; onSaved: () => void }) {
  const styles = useStyles();
  const org = useOrgStyles();
  const actor = useActorRef(useLogic('roleEditor'), { input: { role }, inspect: useInspect() });
  useEmitted(actor, 'saved', onSaved);
  const name = useSelector(actor, (s) => s.context.name);
  const description = useSelector(actor, (s) => s.context.description);
  const hasMenus = useSelector(actor, (s) => s.context.menus.length > 0);
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

  return (
    <FormDialog title={role ? t.roleEdit : t.roleAdd} ariaLabel={role ? t.roleEdit : t.roleAdd} onSubmit={() => actor.send({ type: 'role.save' })} onClose={onClose} busy={saving} submitDisabled={!canSave} error={!failed ? error : null} surfaceClassName={styles.surface}>
      <Field label={t.roleName} required>
        <Input name="roleName" value={name} maxLength={32} onChange={(_, d) => actor.send({ type: 'name.change', value: d.value })} />
      </Field>
      <Field label={t.roleDescription} hint={t.roleDescriptionHint}>
        <Input name="roleDescription" value={description} maxLength={ROLE_DESCRIPTION_MAX} onChange={(_, d) => actor.send({ type: 'description.change', value: d.value })} />
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
      {hasMenus ? <RoleMenuTree actor={actor} /> : null}
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
