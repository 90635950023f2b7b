// The role editor's 数据范围 field: which items the role's holders see and may touch (全部 /
// 指定部门 with a department picker / 本部门 / 本部门及以下 / 仅本人), with a one-line
// explanation of the choice. Presentational: the role editor machine keeps the values.
import { Dropdown, Field, Option, Radio, RadioGroup } from '@fluentui/react-components';
import type { Department } from '../../../shared/org.js';
import { DATA_SCOPE, DATA_SCOPE_OPTIONS, DATA_SCOPE_TEXTS, isDataScope, type DataScopeValue } from '../../../shared/data-scope.js';
import { flattenDepartments } from './department-picker.js';
import { orgText as t } from './messages.js';

export interface DataScopeFieldProps {
  value: DataScopeValue;
  deptIds: readonly number[];
  departments: readonly Department[];
  disabled?: boolean;
  onScope: (value: DataScopeValue) => void;
  onDepts: (ids: number[]) => void;
}

export function DataScopeField({ value, deptIds, departments, disabled, onScope, onDepts }: DataScopeFieldProps) {
  const hint = DATA_SCOPE_OPTIONS.find((o) => o.value === value)?.hint ?? '';
  const flat = flattenDepartments(departments);
  const chosen = deptIds.map(String);
  const shown = flat
    .filter((d) => deptIds.includes(d.id))
    .map((d) => d.name)
    .join('、');
  return (
    <>
      <Field label={DATA_SCOPE_TEXTS.label} hint={hint}>
        <RadioGroup
          layout="horizontal"
          aria-label={DATA_SCOPE_TEXTS.label}
          value={String(value)}
          disabled={disabled}
          onChange={(_, d) => {
            const n = Number(d.value);
            if (isDataScope(n)) onScope(n);
          }}
        >
          {DATA_SCOPE_OPTIONS.map((o) => (
            <Radio key={o.value} value={String(o.value)} label={o.label} />
          ))}
        </RadioGroup>
      </Field>
      {value === DATA_SCOPE.depts ? (
        <Field label={DATA_SCOPE_TEXTS.deptPicker} required>
          <Dropdown
            multiselect
            aria-label={DATA_SCOPE_TEXTS.deptPicker}
            placeholder={t.departmentPick}
            value={shown}
            selectedOptions={chosen}
            disabled={disabled}
            onOptionSelect={(_, d) => onDepts(d.selectedOptions.map(Number).filter((n) => n > 0))}
          >
            {flat.map((d) => (
              <Option key={d.id} value={String(d.id)} text={d.path}>
                <span style={{ paddingLeft: `${d.depth * 16}px` }}>{d.name}</span>
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
    </>
  );
}
