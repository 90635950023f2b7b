// 水印管理 (/system/watermark, component 'org/watermarks'): text or image watermarks with
// position, opacity and size; one default per tenant; enable/disable; delete; and applying one to
// a library file with a preview first.
import { Badge } from '@fluentui/react-components';
import { ORG_TEXTS, type Watermark } from '../../../shared/org.js';
import { useLogic } from '../../ui/logic.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen } from '../../ui/list-screen.js';
import { CommandConfirm } from '../../ui/command-confirm.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { orgText as t, WATERMARK_POSITIONS } from './messages.js';
import { useListDialog, useOrgCommands } from './org-hooks.js';
import { useOrgStyles } from './org-styles.js';
import { WatermarkApplyDialog } from './watermark-apply-dialog.js';
import { WatermarkDialog } from './watermark-dialog.js';
import { actionsColumn, AddButton, RowButton } from '../../ui/list-screen-parts.js';

type Open = { kind: 'edit'; watermark: Watermark | null } | { kind: 'apply'; watermark: Watermark };

export default function WatermarksPage() {
  const styles = useOrgStyles();
  const commands = useOrgCommands();
  const { open, setOpen, close, saves, saved } = useListDialog<Open>();
  const fetchPage = usePageFetch(useLogic('orgWatermarkPage'), {});
  const send = (kind: string, w: Watermark, done: string, extra: { confirm?: string; args?: Record<string, number> } = {}) =>
    commands.actor.send({ type: 'command.request', command: { kind, id: w.id, done, ...extra } });
  const columns: PagedColumn<Watermark>[] = [
    {
      key: 'name',
      title: t.watermarkName,
      render: (w) => (
        <span>
          {w.name} {w.isDefault ? <Badge appearance="filled" color="brand">{t.watermarkDefault}</Badge> : null}
        </span>
      ),
    },
    { key: 'type', title: t.watermarkType, render: (w) => (w.type === 'image' ? t.watermarkImage : `${t.watermarkText}：${w.text}`) },
    { key: 'position', title: t.watermarkPosition, render: (w) => WATERMARK_POSITIONS[w.position] },
    { key: 'opacity', title: t.watermarkOpacity, render: (w) => `${w.opacity}%` },
    { key: 'size', title: t.watermarkSize, render: (w) => `${w.size}%` },
    { key: 'status', title: t.status, render: (w) => <Badge appearance="tint" color={w.status === 1 ? 'success' : 'subtle'}>{w.status === 1 ? t.enabled : t.disabled}</Badge> },
    actionsColumn(t.actions, '340px', (w) => (
      <div className={styles.row}>
        <RowButton onClick={() => setOpen({ kind: 'edit', watermark: w })}>{t.edit}</RowButton>
        {w.isDefault ? null : (
          <RowButton onClick={() => send('watermark.default', w, t.watermarkDefaultSet)}>{t.watermarkSetDefault}</RowButton>
        )}
        <RowButton onClick={() => send('watermark.status', w, ORG_TEXTS.saved, { args: { status: w.status === 1 ? 0 : 1 } })}>{w.status === 1 ? t.disable : t.enable}</RowButton>
        <RowButton onClick={() => setOpen({ kind: 'apply', watermark: w })}>{t.watermarkApply}</RowButton>
        <RowButton onClick={() => send('watermark.delete', w, ORG_TEXTS.deleted, { confirm: t.watermarkDeleteConfirm(w.name) })}>{t.delete}</RowButton>
      </div>
    )),
  ];
  return (
    <ListScreen
      title={t.watermarksTitle}
      actions={<AddButton onClick={() => setOpen({ kind: 'edit', watermark: null })}>{t.watermarkAdd}</AddButton>}
      table={{ ariaLabel: t.watermarksTitle, columns, rowKey: (w) => w.id, rank: true, pageSize: 10, keepKey: 'list', fetchPage, reloadKey: `${commands.version}:${saves}` }}
    >
      {open?.kind === 'edit' ? (
        <WatermarkDialog watermark={open.watermark} onClose={close} onSaved={saved} />
      ) : null}
      {open?.kind === 'apply' ? <WatermarkApplyDialog watermark={open.watermark} onClose={close} /> : null}
      <CommandConfirm actor={commands.actor} title={t.confirmTitle} />
    </ListScreen>
  );
}
