// A column chooser for the move dialogs: the column tree flattened, indented by depth.
import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { ColumnNode } from '../../../shared/content.js';
import { contentMessages as m } from './messages.js';

export type FlatColumn = { node: ColumnNode; depth: number };

export const flattenColumns = (nodes: ColumnNode[], depth = 0): FlatColumn[] =>
  nodes.flatMap((n) => [{ node: n, depth }, ...flattenColumns(n.children, depth + 1)]);

/** 移动到: one of `columns`, and 顶级栏目 (id 0) first when `topLevel`. */
export function ColumnPicker({ columns, value, onChange, topLevel = false }: { columns: FlatColumn[]; value: number; onChange: (id: number) => void; topLevel?: boolean }) {
  const name = columns.find((c) => c.node.id === value)?.node.name;
  return (
    <Field label={m.moveTo}>
      <Dropdown value={topLevel && value === 0 ? m.topLevel : (name ?? (topLevel ? m.topLevel : ''))} selectedOptions={[String(value)]} onOptionSelect={(_, d) => onChange(Number(d.optionValue))}>
        {topLevel ? <Option value="0">{m.topLevel}</Option> : null}
        {columns.map((c) => (
          <Option key={c.node.id} value={String(c.node.id)} text={c.node.name}>
            {'　'.repeat(c.depth)}
            {c.node.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
