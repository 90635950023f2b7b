// Counters shown on the console's dashboard (web-basic/tenant.ts overview). Each area registers
// its own (label → count for the tenant) with registerCounter from its route module, e.g. TV
// channels, library files, messages.
import type { FastifyInstance } from 'fastify';

type Counter = (app: FastifyInstance, tenantId: number) => Promise<number>;

const counters: Record<string, Counter> = {};

export function registerCounter(label: string, counter: Counter): void {
  counters[label] = counter;
}

export async function overviewCounters(app: FastifyInstance, tenantId: number): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(counters).map(async ([k, f]) => [k, await f(app, tenantId)] as const));
  return Object.fromEntries(entries);
}
