// The message-settings statechart's generated paths run against the real 消息设置 screen: the
// machine's service calls go through the real http client, answered (or failed) by the test when
// the path says so; clicks toggle types and save. After every step the screen must show the
// state: checkboxes and the save button disabled while loading or saving, ticks as in the model.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { MESSAGE_TYPES } from '../../shared/message-types.js';
import { messagesLogic } from '../../src/app/wiring/messages.js';
import MessageSettingsPage from '../../src/features/messages/message-settings-page.js';
import { messageSettingsMachine } from '../../src/machines/message-settings.machine.js';
import { http } from '../../src/services/http.js';
import { LogicContext } from '../../src/ui/logic.js';
import { pathCoverage } from './coverage';
import { generatePaths, pathName } from './harness';
import { modelConfigs } from './model-configs';

const config = modelConfigs.messageSettings!;
const { paths } = generatePaths(messageSettingsMachine, config);

type Call = { config: InternalAxiosRequestConfig; answer: (data: unknown, code?: number) => void };
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  http.defaults.adapter = (c) =>
    new Promise((resolve) =>
      calls.push({
        config: c,
        answer: (data, code = 200) =>
          resolve({ data: { code, msg: code === 200 ? '' : '失败', data }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config: c }),
      }),
    );
});

const box = (msgType: number) => screen.getByRole('checkbox', { name: MESSAGE_TYPES[msgType]!.name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /保存|设置/ }) as HTMLButtonElement;
const last = () => calls.at(-1)!;

describe('消息设置 screen driven by the message-settings statechart', () => {
  it('the paths take every transition of the chart', () => {
    const c = pathCoverage(messageSettingsMachine, paths.map((p) => p.path));
    expect(c.transitions.missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p.path), p] as const))('%s', async (_n, p) => {
    // the real wiring: the machine's calls go through the real http client
    render(
      <LogicContext.Provider value={messagesLogic}>
        <FluentProvider theme={webLightTheme}>
          <MessageSettingsPage />
        </FluentProvider>
      </LogicContext.Provider>,
    );
    const settle = async (ok: boolean, data: unknown) => {
      await waitFor(() => expect(calls.length).toBeGreaterThan(0));
      await act(async () => last().answer(ok ? data : null, ok ? 200 : 500));
    };
    await p.path.test({
      events: {
        'xstate.done.actor.0.messageSettings.loading': (step: unknown) => settle(true, (step as { event: { output: unknown } }).event.output),
        'xstate.error.actor.0.messageSettings.loading': () => settle(false, null),
        'xstate.done.actor.0.messageSettings.saving': () => settle(true, null),
        'xstate.error.actor.0.messageSettings.saving': () => settle(false, null),
        'type.toggle': async (step: unknown) => {
          fireEvent.click(box((step as { event: { msgType: number } }).event.msgType));
        },
        'settings.save': async () => {
          fireEvent.click(save());
          await waitFor(() => expect(last().config.method).toBe('post'));
        },
      },
      states: {
        loading: async () => {
          expect(save().disabled).toBe(true);
          expect(last().config.url).toMatch(/\/conf$/);
        },
        editing: async (s: AnyMachineSnapshot) => {
          await waitFor(() => expect(save().disabled).toBe(false));
          for (const t of MESSAGE_TYPES) expect(box(t.msgType).checked, t.name).toBe(s.context.enabled.includes(t.msgType));
        },
        saving: async (s: AnyMachineSnapshot) => {
          await waitFor(() => expect(save().disabled).toBe(true));
          expect(String(last().config.data)).toContain(`msgTypes=${encodeURIComponent(s.context.enabled.join(','))}`);
        },
      },
    } as never);
  });
});
