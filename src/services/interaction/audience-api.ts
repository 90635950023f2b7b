// The public audience page's calls (no sign-in; shared/contributions.ts and shared/qa-tasks.ts
// list them): 投稿 with its attachments through the ticketed chunked upload, 报料 and 问政.
// Quiet: the form shows the server's message itself.
import { AUDIENCE_UPLOAD_LIMITS as U, CONTRIBUTION_TEXTS as C, type AudienceFile, type AudienceTicket } from '../../../shared/contributions.js';
import { QA_TEXTS } from '../../../shared/qa-tasks.js';
import { ApiError, post, postJson } from '../http.js';
import { md5OfBlob } from '../upload/md5-engine.js';

const A = (domain: string) => `/api/web-publish/audience/${encodeURIComponent(domain)}`;
const quiet = { quiet: true };

export interface AudienceBody {
  title: string;
  content: string;
  name: string;
  phone: string;
}

export async function submitContribution(domain: string, b: AudienceBody, ticket: string, fileIds: number[]): Promise<{ msg: string }> {
  await postJson<{ id: number }>(`${A(domain)}/contribute`, { ...b, phone: b.phone || undefined, ...(fileIds.length ? { ticket, fileIds } : {}) }, quiet);
  return { msg: C.submitted };
}

export async function submitTip(domain: string, b: AudienceBody): Promise<{ msg: string }> {
  await postJson<{ id: number }>(`${A(domain)}/report`, { ...b, phone: b.phone || undefined }, quiet);
  return { msg: C.submitted };
}

export async function askQuestion(domain: string, b: AudienceBody): Promise<{ msg: string }> {
  await postJson<{ id: number }>('/api/politics/public/question', { domain, nickname: b.name, title: b.title, content: b.content }, quiet);
  return { msg: QA_TEXTS.posted };
}

const newTicket = (domain: string) => postJson<AudienceTicket>(`${A(domain)}/upload/ticket`, {}, quiet);

async function sendFile(domain: string, ticket: string, file: File): Promise<AudienceFile> {
  const md5 = await md5OfBlob(file);
  const chunkCount = Math.max(1, Math.ceil(file.size / U.chunkBytes));
  for (let n = 1; n <= chunkCount; n++) {
    const chunk = file.slice((n - 1) * U.chunkBytes, n * U.chunkBytes);
    const data = new FormData();
    data.append('ticket', ticket);
    data.append('md5', md5);
    data.append('chunkMd5', await md5OfBlob(chunk));
    data.append('curChunk', String(n));
    data.append('chunkCount', String(chunkCount));
    data.append('file', chunk, 'blob');
    await post(`${A(domain)}/upload/chunk`, data, { ...quiet, timeout: 0 });
  }
  return postJson<AudienceFile>(`${A(domain)}/upload/merge`, { ticket, md5, fileName: file.name || 'file', chunkCount }, { ...quiet, timeout: 0 });
}

/**
 * Uploads one picked file under the ticket (a new one when there is none yet, or when the one
 * held has expired and nothing was uploaded with it); answers the ticket and the stored file.
 */
export async function uploadAttachment(domain: string, ticket: string, file: File): Promise<{ ticket: string; file: AudienceFile }> {
  let t = ticket || (await newTicket(domain)).ticket;
  try {
    return { ticket: t, file: await sendFile(domain, t, file) };
  } catch (err) {
    if (!ticket || !(err instanceof ApiError) || err.message !== C.ticketInvalid) throw err;
    t = (await newTicket(domain)).ticket;
    return { ticket: t, file: await sendFile(domain, t, file) };
  }
}
