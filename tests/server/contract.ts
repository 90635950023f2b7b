// Every JSON answer the server tests receive is checked against the OpenAPI document the app
// serves (the same check as the end-to-end validating proxy: tests/support/openapi-check.mjs):
// the operation exists, the status is documented, the body matches its schema. A violation
// fails the file whose server gave it (when that server closes); the run prints the answers
// checked in all (tests/server/run-folder.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openapiChecker } from '../support/openapi-check.mjs';

type Check = ReturnType<typeof openapiChecker>;
let shared: { key: string; check: Check } | undefined;

/** One checker per process and document (every app of a file serves the same one). */
function checkerFor(app: FastifyInstance): Check {
  const doc = app.swagger() as Record<string, unknown>;
  const key = crypto.createHash('sha1').update(JSON.stringify(doc)).digest('hex');
  if (shared?.key !== key) shared = { key, check: openapiChecker(doc) };
  return shared.check;
}

export interface ContractWatch {
  checked: number;
  violations: string[];
  /** Adds this server's figures to the run's and throws when any answer broke the document. */
  settle(): void;
}

/** Watches the app's answers (call before app.ready()). */
export function watchContract(app: FastifyInstance): ContractWatch {
  let check: Check | undefined;
  const watch: ContractWatch = {
    checked: 0,
    violations: [],
    settle() {
      const dir = process.env.SERVER_CONTRACT_DIR;
      if (dir && watch.checked) {
        fs.mkdirSync(dir, { recursive: true });
        fs.appendFileSync(path.join(dir, `${process.pid}.txt`), `${watch.checked} ${watch.violations.length}\n`);
      }
      if (watch.violations.length) {
        throw new Error(`${watch.violations.length} API answers break the OpenAPI document:\n${watch.violations.slice(0, 20).join('\n')}`);
      }
    },
  };
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // compressed answers (asked for with accept-encoding) are checked by their uncompressed twins
    if (!type.includes('application/json') || reply.getHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    check ??= checkerFor(app);
    const r = check(req.method, req.url, reply.statusCode, type, String(payload));
    if (r) {
      watch.checked += 1;
      if (r.problem) watch.violations.push(`${req.method} ${req.url.split('?')[0]} ${reply.statusCode}: ${r.problem}${r.errors ? ` ${JSON.stringify(r.errors)}` : ''}`);
    }
    return payload;
  });
  return watch;
}
