// Fails the end-to-end run when the validating proxy (contract-proxy.mjs) saw an API answer that
// breaks the server's OpenAPI document, and prints what it checked.
import fs from 'node:fs';

export default async function contractTeardown(): Promise<void> {
  const report = process.env.CONTRACT_REPORT;
  if (!report) return;
  const checked = fs.existsSync(`${report}.count`) ? Number(fs.readFileSync(`${report}.count`, 'utf8')) : 0;
  const lines = fs.existsSync(report) ? fs.readFileSync(report, 'utf8').split('\n').filter(Boolean) : [];
  console.log(`[openapi contract] ${checked} JSON answers checked against /api/docs/json: ${lines.length} violations`);
  if (lines.length) {
    for (const l of lines.slice(0, 30)) console.log(`  ${l}`);
    throw new Error(`${lines.length} API answers break the OpenAPI document (see above)`);
  }
}
