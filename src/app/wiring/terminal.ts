// Terminals, shop, payments, big screens, lookups and calls (docs/terminal.md) wired with their
// real effects (src/services/terminal/): provided here once.
import { callMachine } from '../../machines/call.machine.js';
import { liveFiguresMachine } from '../../machines/live-figures.machine.js';
import { rechargeMachine } from '../../machines/recharge.machine.js';
import { screenBoardMachine } from '../../machines/screen-board.machine.js';
import { shopOrderMachine } from '../../machines/shop-order.machine.js';
import { callEffects } from '../../services/terminal/call-effects.js';
import { terminalEffects } from '../../services/terminal/effects.js';

export const terminalLogic = {
  shopOrder: shopOrderMachine.provide(terminalEffects.shopOrder),
  recharge: rechargeMachine.provide(terminalEffects.recharge),
  liveFigures: liveFiguresMachine.provide(terminalEffects.liveFigures),
  screenBoard: screenBoardMachine.provide(terminalEffects.screenBoard),
  call: callMachine.provide(callEffects),
  terminalPages: terminalEffects.pages,
  terminalLoads: terminalEffects.loads,
};

type TerminalLogic = typeof terminalLogic;

declare module '../../ui/logic.js' {
  interface Logic {
    shopOrder: TerminalLogic['shopOrder'];
    recharge: TerminalLogic['recharge'];
    liveFigures: TerminalLogic['liveFigures'];
    screenBoard: TerminalLogic['screenBoard'];
    call: TerminalLogic['call'];
    terminalPages: TerminalLogic['terminalPages'];
    terminalLoads: TerminalLogic['terminalLoads'];
  }
}
