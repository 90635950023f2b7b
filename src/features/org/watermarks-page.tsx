// 水印管理 (/system/watermark, component 'org/watermarks'): text or image watermarks with
// position, opacity and size; one default per tenant; enable/disable; delete; and applying one to
// a library file with a preview first.
import { Badge, Button } from '@fluentui/react-components';
import { useState } from 'react';
import { ORG_TEXTS, type Watermark } from '../../../shared/org.js';
import { useLogic } from '../../ui/logic.js';
import { PagedTable, type PagedColumn } from '../../ui/paged-table.js';
import { CommandConfirm } from '../../ui/command-confirm.js';
import { usePageFetch } from '../../ui/actor-hooks.js';
import { orgText as t, WATERMARK_POSITIONS } from './messages.js';
import { useOrgCommands } from './org-hooks.js';
import { useOrgStyles } from './org-styles.js';
import { WatermarkApplyDialog } from './watermark-apply-dialog.js';
import { WatermarkDialog } from './watermark-dialog.js';
import { OrgPageHeader } from './org-page.js';

type Open = { kind: 'edit'; watermark: Watermark | null } | { kind: 'apply'; watermark: Watermark } | null;

export default function WatermarksPage() {
  const styles = useOrgStyles();
  const commands = useOrgCommands();
  const [open, setOpen] = useState<Open>(null);
  const [saved, setSaved] = useState(0);
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
    {
      key: 'actions',
      title: t.actions,
      width: '340px',
      render: (w) => (
        <div className={styles.row}>
          <Button size="small" appearance="subtle" onClick={() => setOpen({ kind: 'edit', watermark: w })}>
            {t.edit}
          </Button>
          {w.isDefault ? null : (
            <Button size="small" appearance="subtle" onClick={() => send('watermark.default', w, t.watermarkDefaultSet)}>
              {t.watermarkSetDefault}
            </Button>
          )}
          <Button size="small" appearance="subtle" onClick={() => send('watermark.status', w, ORG_TEXTS.saved, { args: { status: w.status === 1 ? 0 : 1 } })}>
            {w.status === 1 ? t.disable : t.enable}
          </Button>
          <Button size="small" appearance="subtle" onClick={() => setOpen({ kind: 'apply', watermark: w })}>
            {t.watermarkApply}
          </Button>
          <Button size="small" appearance="subtle" onClick={() => send('watermark.delete', w, ORG_TEXTS.deleted, { confirm: t.watermarkDeleteConfirm(w.name) })}>
            {t.delete}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div className={styles.page}>
      <OrgPageHeader title={t.watermarksTitle} addLabel={t.watermarkAdd} onAdd={() => setOpen({ kind: 'edit', watermark: null })} />
      <PagedTable ariaLabel={t.watermarksTitle} columns={columns} rowKey={(w) => w.id} rank pageSize={10} fetchPage={fetchPage} reloadKey={`${commands.version}:${saved}`} />
      {open?.kind === 'edit' ? (
        <WatermarkDialog
          watermark={open.watermark}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            setSaved((n) => n + 1);
          }}
        />
      ) : null}
      {open?.kind === 'apply' ? <WatermarkApplyDialog watermark={open.watermark} onClose={() => setOpen(null)} /> : null}
      <CommandConfirm actor={commands.actor} title={t.confirmTitle} />
    </div>
  );
}
