import type { FastifyInstance } from 'fastify';

/**
 * Counters shown on the console's dashboard. Each area of the product adds one line here
 * (label → count for the tenant) when it lands, e.g. TV channels, library files, messages.
 */
type Counter = (app: FastifyInstance, tenantId: number) => Promise<number>;

const counters: Record<string, Counter> = {};

export function registerCounter(label: string, counter: Counter): void {
  counters[label] = counter;
}

export async function overviewCounters(app: FastifyInstance, tenantId: number): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(counters).map(async ([k, f]) => [k, await f(app, tenantId)] as const));
  return Object.fromEntries(entries);
}
