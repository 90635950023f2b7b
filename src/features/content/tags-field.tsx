// 标签 of an item: chips with a text input (Enter, or a comma, adds the typed tag; a chip's
// dismiss button, or Backspace to it and Delete, removes one). The checks (count, length, characters)
// are the editor machine's: `tags.add` is refused with a message, shown under the field.
import { Tag, TagPicker, TagPickerControl, TagPickerGroup, TagPickerInput } from '@fluentui/react-components';
import { useState } from 'react';
import { contentMessages as m } from './messages.js';

export interface TagsFieldProps {
  tags: string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
}

export function TagsField({ tags, onAdd, onRemove }: TagsFieldProps) {
  // the text being typed is view state; the tags are the draft's (machine)
  const [typed, setTyped] = useState('');
  const add = () => {
    const tag = typed.trim();
    if (tag) onAdd(tag);
    setTyped('');
  };
  return (
    <TagPicker
      noPopover
      selectedOptions={tags}
      onOptionSelect={(_, d) => {
        for (const t of tags) if (!d.selectedOptions.includes(t)) onRemove(t);
      }}
    >
      <TagPickerControl data-testid="tags-field">
        <TagPickerGroup aria-label={m.tags}>
          {tags.map((t) => (
            <Tag key={t} value={t} shape="rounded" dismissible dismissIcon={{ 'aria-label': m.removeTag(t) }}>
              {t}
            </Tag>
          ))}
        </TagPickerGroup>
        <TagPickerInput
          aria-label={m.tags}
          placeholder={tags.length ? '' : m.tagsPlaceholder}
          value={typed}
          onChange={(e) => {
            const v = e.target.value;
            // a comma (either width) ends a tag, as Enter does
            if (/[,，]$/.test(v)) {
              const tag = v.slice(0, -1).trim();
              if (tag) onAdd(tag);
              setTyped('');
            } else setTyped(v);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          onBlur={add}
        />
      </TagPickerControl>
    </TagPicker>
  );
}
