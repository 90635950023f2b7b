// The server's entry point (`npm run dev`, `npm start`): builds the app, seeds the demo media,
// newsroom and audience, keeps a generated administrator password in DATA_DIR, closes cleanly on
// SIGINT/SIGTERM, listens, and prints where to sign in.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { redactUrl } from './lib/redact.js';
import { readConfig } from './config.js';
import { ADMIN_ACCOUNT, DEMO_DOMAIN } from './seed/seed.js';
import { seedMedia } from './seed/media-seed.js';
import { seedContent } from './seed/content-seed.js';
import { seedAudience } from './seed/audience-seed.js';

const config = readConfig();
const { app, seeded } = await buildApp({
  config,
  logger: {
    level: config.logLevel,
    // Tokens travel as ?token= on socket and media URLs: never write them to the log.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  },
});
// Demo media and live channels: real clips, made once when the tenant has no files.
await seedMedia(app).catch((err: unknown) => app.log.error({ err }, 'media seed failed'));
// The demo newsroom: columns, editor/reviewer accounts, stories with the seeded clips.
await seedContent(app).catch((err: unknown) => app.log.error({ err }, 'content seed failed'));
// Audience contributions and tip-offs.
await seedAudience(app).catch((err: unknown) => app.log.error({ err }, 'audience seed failed'));

// A generated password is printed once; it is also left, readable by this user only, in
// DATA_DIR so that a newcomer who restarted the server can still find it.
const passwordFile = path.join(config.dataDir, 'initial-admin-password.txt');
if (seeded.generatedPassword) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(passwordFile, `${seeded.generatedPassword}\n`, { mode: 0o600 });
}

// The platform administrator (tenant `platform`, account admin) manages tenants; a generated
// password is printed once and left in DATA_DIR like the admin's.
if (seeded.generatedPlatformPassword) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(path.join(config.dataDir, 'initial-platform-password.txt'), `${seeded.generatedPlatformPassword}\n`, { mode: 0o600 });
  console.log(`Platform administrator: domain platform, account admin, password ${seeded.generatedPlatformPassword} (generated now; set PLATFORM_PASSWORD to choose it)`);
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}/`;
const password = seeded.generatedPassword
  ? `${seeded.generatedPassword}  (generated now and shown only once; set ADMIN_PASSWORD to choose it)`
  : config.adminPassword
    ? '(the value of ADMIN_PASSWORD)'
    : fs.existsSync(passwordFile)
      ? `${fs.readFileSync(passwordFile, 'utf8').trim()}  (from ${passwordFile}; change it in the console)`
      : '(set on first start; unchanged since)';
process.stdout.write(
  [
    '',
    '  融媒体管理平台 is running',
    `  URL:       ${url}`,
    `  Login:     ${url}login/${DEMO_DOMAIN}`,
    `  Tenant:    ${DEMO_DOMAIN}`,
    `  Account:   ${ADMIN_ACCOUNT}`,
    `  Password:  ${password}`,
    `  Database:  ${app.dbKind === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}`,
    `  API docs:  ${url}api/docs`,
    '',
  ].join('\n') + '\n',
);
