// The filter bar of the content lists: keyword, optional status / type / column choices and the
// shared list date filter (全部 / 近7天 / 近30天 / 近90天 and two pickers, no future dates).
import { Button, Dropdown, Input, makeStyles, Option } from '@fluentui/react-components';
import { SearchRegular, TagRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { DateRangeFilter } from '../../ui/date-range-filter.js';
import { ALL_TIME, epochRange, rangeOfEpoch, type DateRange } from '../../ui/date-shortcuts.js';
import { contentMessages as m } from './messages.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
});

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceFilter({ label, all, choices, value, onChange }: { label: string; all: string; choices: Choice[]; value: string; onChange: (v: string) => void }) {
  const text = choices.find((c) => c.value === value)?.label ?? all;
  return (
    <Dropdown aria-label={label} value={text} selectedOptions={[value]} onOptionSelect={(_, d) => onChange(d.optionValue ?? '')} style={{ minWidth: 140 }}>
      <Option value="">{all}</Option>
      {choices.map((c) => <Option key={c.value} value={c.value}>{c.label}</Option>)}
    </Dropdown>
  );
}

export interface ListFiltersProps {
  /** The list's filters as the bar opens (a tab coming back shows what its list is filtered by). */
  filters: { keyWord?: string; createTime?: string; tag?: string };
  /** A search (the keyword, and the tag with `withTag`) or a new date range (createTime): the list's filter.change. */
  onChange: (filters: { keyWord: string; tag?: string } | { createTime: string }) => void;
  /** Also a 标签 box (production lists: items carrying the tag). */
  withTag?: boolean;
  children?: ReactNode;
}

export function ListFilters({ filters: { keyWord: initialKeyWord = '', createTime = '', tag: initialTag = '' }, onChange, withTag, children }: ListFiltersProps) {
  const styles = useStyles();
  const [tag, setTag] = useState(initialTag);
  const onSearch = (keyWord: string) => onChange(withTag ? { keyWord, tag: tag.trim() } : { keyWord });
  const [keyWord, setKeyWord] = useState(initialKeyWord);
  const [dates, setDates] = useState<DateRange>(() => (createTime ? rangeOfEpoch(createTime) : ALL_TIME));
  return (
    <div className={styles.bar}>
      <Input
        aria-label={m.keyWord}
        placeholder={m.keyWordPlaceholder}
        value={keyWord}
        contentBefore={<SearchRegular />}
        onChange={(_, d) => setKeyWord(d.value)}
        onKeyDown={(e) => (e.key === 'Enter' ? onSearch(keyWord.trim()) : undefined)}
      />
      {withTag ? (
        <Input
          aria-label={m.tagFilter}
          placeholder={m.tagFilterPlaceholder}
          value={tag}
          contentBefore={<TagRegular />}
          style={{ width: 150 }}
          onChange={(_, d) => setTag(d.value)}
          onKeyDown={(e) => (e.key === 'Enter' ? onSearch(keyWord.trim()) : undefined)}
        />
      ) : null}
      {children}
      <DateRangeFilter
        value={dates}
        onChange={(range) => {
          setDates(range);
          onChange({ createTime: epochRange(range) });
        }}
      />
      <Button appearance="primary" onClick={() => onSearch(keyWord.trim())}>
        {m.search}
      </Button>
    </div>
  );
}
