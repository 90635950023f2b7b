// The TV channel dialog on the wired form machine: an empty name is refused with the spec's
// message; a named channel is handed over trimmed.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleLogic } from '../../app/wiring/schedule.js';
import type { TvChannelForm } from '../../machines/tv-channels.machine.js';
import { LogicContext } from '../../ui/logic.js';
import { TvChannelDialog } from './tv-channel-dialog.js';

const save = () => fireEvent.submit(screen.getByRole('button', { name: '保存' }).closest('form')!);

function open(onSubmit: (form: TvChannelForm) => void) {
  render(
    <FluentProvider theme={webLightTheme}>
      <LogicContext.Provider value={{ tvChannelForm: scheduleLogic.tvChannelForm }}>
        <TvChannelDialog channel={null} saved={0} busy={false} onSubmit={onSubmit} onClose={() => {}} />
      </LogicContext.Provider>
    </FluentProvider>,
  );
}

describe('TvChannelDialog', () => {
  it('refuses an empty name, then submits the trimmed values', () => {
    const submitted: TvChannelForm[] = [];
    open((form) => submitted.push(form));
    save();
    expect(screen.getByText('请输入频道名称')).toBeTruthy();
    expect(submitted).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /频道名称/ }), { target: { value: '  综合频道 ' } });
    save();
    expect(submitted).toEqual([{ liveTvName: '综合频道', liveTvDesc: '' }]);
    expect(screen.queryByText('请输入频道名称')).toBeNull();
  });
});
