import type { FastifyInstance } from 'fastify';
import loginRoutes from './web-basic/login.js';
import tenantRoutes from './web-basic/tenant.js';
import configurationRoutes from './web-conf/configuration.js';
import rolePermsRoutes from './web-conf/role-perms.js';
import userManagerRoutes from './web-conf/user-manager.js';
import uploadRoutes from './web-manager/upload.js';
import fileLibraryRoutes from './web-manager/file-library.js';
import fileManagerRoutes from './web-manager/file-manager.js';
import fileFoldersTagsRoutes from './web-manager/file-folders-tags.js';
import mediaServeRoutes from './web-manager/media-serve.js';
import livePassagewayRoutes from './web-manager/live-passageway.js';
import liveTvRoutes from './web-manager/live-tv.js';
import liveProgramRoutes from './web-manager/live-program.js';
import messageRoutes from './web-manager/messages.js';
import liveViewRoutes from './web-manager/live-view.js';
import inviteRoutes from './web-operate/invite.js';
import userAdminRoutes from './web-conf/user-admin.js';
import shellRoutes from './web-conf/shell.js';
import { realtimePlugin } from '../plugins/realtime.js';

/** Every route module with its URL prefix (the folder is the prefix). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes, { prefix: '/api/web-basic' });
  await app.register(tenantRoutes, { prefix: '/api/web-basic' });
  await app.register(rolePermsRoutes, { prefix: '/api/web-conf' });
  await app.register(userManagerRoutes, { prefix: '/api/web-conf' });
  await app.register(configurationRoutes, { prefix: '/api/web-conf' });
  await app.register(uploadRoutes, { prefix: '/api/web-manager' });
  // media libraries (issue 4)
  await app.register(fileLibraryRoutes, { prefix: '/api/web-manager' });
  await app.register(fileManagerRoutes, { prefix: '/api/web-manager' });
  await app.register(fileFoldersTagsRoutes, { prefix: '/api/web-manager' });
  await app.register(mediaServeRoutes, { prefix: '/api/web-manager' });
  await app.register(livePassagewayRoutes, { prefix: '/api/web-manager' });
  await app.register(liveTvRoutes, { prefix: '/api/web-manager' });
  await app.register(liveProgramRoutes, { prefix: '/api/web-manager' });
  // realtime (issue 7): message centre, live messages, sockets
  await app.register(realtimePlugin);
  await app.register(messageRoutes, { prefix: '/api/web-manager' });
  await app.register(messageRoutes, { prefix: '/api/web-operate' });
  await app.register(liveViewRoutes, { prefix: '/api/web-manager' });
  await app.register(inviteRoutes, { prefix: '/api/web-operate' });
  await app.register(userAdminRoutes, { prefix: '/api/web-conf' });
  // console shell (issue 3): settings, branding image, own data, web terminal
  await app.register(shellRoutes, { prefix: '/api/web-conf' });
}
