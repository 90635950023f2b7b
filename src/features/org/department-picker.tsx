// A department picker built on listForCombo's tree: one option per department, indented by depth.
import { Dropdown, Option } from '@fluentui/react-components';
import type { Department } from '../../../shared/org.js';
import { orgText as t } from './messages.js';

export interface FlatDepartment {
  id: number;
  name: string;
  depth: number;
  path: string;
}

export function flattenDepartments(tree: readonly Department[], depth = 0, prefix = ''): FlatDepartment[] {
  return tree.flatMap((d) => {
    const path = prefix ? `${prefix} / ${d.name}` : d.name;
    return [{ id: d.id, name: d.name, depth, path }, ...flattenDepartments(d.children ?? [], depth + 1, path)];
  });
}

export interface DepartmentPickerProps {
  tree: readonly Department[];
  /** '' or '0' for none. */
  value: string;
  onChange: (id: string) => void;
  /** The text of the "none" choice ('' offers no such choice). */
  noneLabel?: string;
  /** Ids not offered (a department cannot move under itself or its descendants). */
  exclude?: ReadonlySet<number>;
  placeholder?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

export function DepartmentPicker({ tree, value, onChange, noneLabel = '', exclude, placeholder = t.departmentPick, disabled, ...rest }: DepartmentPickerProps) {
  const flat = flattenDepartments(tree).filter((d) => !exclude?.has(d.id));
  const chosen = flat.find((d) => String(d.id) === value);
  const shown = chosen ? chosen.path : value === '0' || value === '' ? (noneLabel || '') : '';
  return (
    <Dropdown
      aria-label={rest['aria-label'] ?? t.department}
      placeholder={placeholder}
      value={shown}
      selectedOptions={[value || '0']}
      disabled={disabled}
      onOptionSelect={(_, d) => onChange(d.optionValue ?? '0')}
    >
      {noneLabel ? (
        <Option value="0" text={noneLabel}>
          {noneLabel}
        </Option>
      ) : null}
      {flat.map((d) => (
        <Option key={d.id} value={String(d.id)} text={d.path}>
          <span style={{ paddingLeft: `${d.depth * 16}px` }}>{d.name}</span>
        </Option>
      ))}
    </Dropdown>
  );
}

/** The ids of a department and all below it. */
export function subtreeIds(tree: readonly Department[], id: number): Set<number> {
  const out = new Set<number>();
  const walk = (nodes: readonly Department[], inside: boolean) => {
    for (const n of nodes) {
      const here = inside || n.id === id;
      if (here) out.add(n.id);
      walk(n.children ?? [], here);
    }
  };
  walk(tree, false);
  return out;
}
