// The media lists' keyword box (文件库, 回收站, 直播通道): Enter searches for what is typed; given
// the list's active `keyword`, emptying the box searches for everything again.
import { SearchBox } from '@fluentui/react-components';

export function KeywordSearchBox({
  label,
  onSearch,
  keyword,
  defaultValue,
  disabled,
  className,
}: {
  label: string;
  onSearch: (keyword: string) => void;
  keyword?: string;
  defaultValue?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <SearchBox
      className={className}
      placeholder={label}
      aria-label={label}
      defaultValue={defaultValue}
      disabled={disabled}
      onKeyDown={(e) => e.key === 'Enter' && onSearch((e.target as HTMLInputElement).value)}
      onChange={keyword === undefined ? undefined : (_, d) => d.value === '' && keyword && onSearch('')}
    />
  );
}
