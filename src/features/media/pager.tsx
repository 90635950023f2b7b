// A small pager: total, previous, page x / y, next.
import { Button, Caption1 } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { fileMessages as m } from '../../ui/media-messages.js';

export function Pager({ total, pageIndex, pageSize, onChange }: { total: number; pageIndex: number; pageSize: number; onChange: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="分页" style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px', padding: '8px 0' }}>
      <Caption1>{m.total(total)}</Caption1>
      <Button size="small" icon={<ChevronLeftRegular />} aria-label={m.prevPage} disabled={pageIndex <= 1} onClick={() => onChange(pageIndex - 1)} />
      <Caption1>
        {pageIndex} / {pages}
      </Caption1>
      <Button size="small" icon={<ChevronRightRegular />} aria-label={m.nextPage} disabled={pageIndex >= pages} onClick={() => onChange(pageIndex + 1)} />
    </nav>
  );
}
