// Route autoloading: the folder is the URL prefix.
//
//   server/routes/<folder>/<name>.ts   →  registered under /api/<folder>
//   server/routes/root/<name>.ts       →  registered under /api  (contract paths without a
//                                         service prefix: /api/user, /api/release, ...)
//
// A route module is a file whose default export is a Fastify plugin function; files without one
// (schema or parameter helpers such as web-manager/media-params.ts) are skipped, and so are tests
// and declaration files. A new route file dropped into a folder is picked up without editing any
// index. Modules are registered folder by folder, file by file, in name order.
//
// A module that also serves under other prefixes says so itself:
//   export const alsoUnder = ['web-operate'];   // folder names, 'root' for /api
// (the message centre is served under /api/web-manager and /api/web-operate).
//
// The realtime plugin (the socket hub and the /websocket routes) is not a route folder: it is
// registered explicitly in ./index.ts before the routes, which use its hub.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** The folder whose routes sit directly under /api. */
export const ROOT_FOLDER = 'root';

const ROUTES_DIR = path.dirname(fileURLToPath(import.meta.url));
/** kebab-case names only, so that editor backups and temporary copies (x.orig.ts, .#x.ts) are never loaded. */
const MODULE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.[cm]?[jt]s$/;

export const prefixOf = (folder: string): string => (folder === ROOT_FOLDER ? '/api' : `/api/${folder}`);

interface RouteModule {
  default?: unknown;
  alsoUnder?: unknown;
}

export interface RouteFile {
  /** e.g. 'web-manager/upload.ts' */
  file: string;
  prefixes: string[];
  plugin: FastifyPluginAsync;
}

/** Every route module under `dir` (default: this folder) with the prefixes it is served under. */
export async function findRoutes(dir = ROUTES_DIR): Promise<RouteFile[]> {
  const found: RouteFile[] = [];
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const folder of folders) {
    const files = fs
      .readdirSync(path.join(dir, folder), { withFileTypes: true })
      .filter((f) => f.isFile() && MODULE_FILE.test(f.name))
      .map((f) => f.name)
      .sort();
    for (const name of files) {
      const mod = (await import(pathToFileURL(path.join(dir, folder, name)).href)) as RouteModule;
      if (typeof mod.default !== 'function') continue;
      const also = Array.isArray(mod.alsoUnder) ? mod.alsoUnder.filter((f): f is string => typeof f === 'string') : [];
      found.push({
        file: `${folder}/${name}`,
        prefixes: [folder, ...also].map(prefixOf),
        plugin: mod.default as FastifyPluginAsync,
      });
    }
  }
  return found;
}

/** Registers every route module under its folder's prefix (and the extra ones it declares). */
export async function autoloadRoutes(app: FastifyInstance, dir = ROUTES_DIR): Promise<void> {
  for (const route of await findRoutes(dir)) {
    for (const prefix of route.prefixes) await app.register(route.plugin, { prefix });
  }
}
