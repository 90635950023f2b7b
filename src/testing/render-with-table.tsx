// Renders a part of the shared list UI in a component test as the app does: in Fluent's theme,
// with the self-loading paged table's machine wired as in src/app/wiring/shell.ts. Not used by the app.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { pagedTableMachine } from '../machines/paged-table.machine.js';
import { pagedTableEffects } from '../services/shell/effects.js';
import { LogicContext, type Logic } from '../ui/logic.js';

const logic = { pagedTable: pagedTableMachine.provide(pagedTableEffects) } as Partial<Logic>;

export const renderWithTable = (ui: ReactNode) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <LogicContext.Provider value={logic}>{ui}</LogicContext.Provider>
    </FluentProvider>,
  );
