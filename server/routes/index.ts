// Registers every route of the API: the realtime plugin first (the message routes use its hub),
// then every module under server/routes/, autoloaded (autoload.ts). Routes are not listed here.
import type { FastifyInstance } from 'fastify';
import { realtimePlugin } from '../plugins/realtime.js';
import { autoloadRoutes } from './autoload.js';

/**
 * The socket hub and the /websocket routes first (explicit: the message routes use the hub),
 * then every route module, autoloaded so that the folder is the URL prefix (./autoload.ts):
 * server/routes/<folder>/x.ts is served under /api/<folder>, server/routes/root/x.ts under /api.
 * Do not add routes here: drop the file into its folder.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(realtimePlugin);
  await autoloadRoutes(app);
}
