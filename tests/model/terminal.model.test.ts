// The terminal-area machines on their own (machines.model.test.ts runs every machine):
// the shop order, the recharge, the call, the live figures and the screen board reach 100% of states and
// transitions, and every covering path replays on a real actor.
import type { AnyStateMachine } from 'xstate';
import { callMachine } from '../../src/machines/call.machine.js';
import { liveFiguresMachine } from '../../src/machines/live-figures.machine.js';
import { rechargeMachine } from '../../src/machines/recharge.machine.js';
import { screenBoardMachine } from '../../src/machines/screen-board.machine.js';
import { shopOrderMachine } from '../../src/machines/shop-order.machine.js';
import { describeAreaPaths } from './area-paths';
import { TERMINAL_DESIGN_CARD, terminalModelConfigs } from './terminal-model-configs';

const machines: AnyStateMachine[] = [shopOrderMachine, rechargeMachine, callMachine, liveFiguresMachine, screenBoardMachine];

describeAreaPaths(machines, terminalModelConfigs, { designCard: TERMINAL_DESIGN_CARD, everyOnCard: true, noRefusals: true });
