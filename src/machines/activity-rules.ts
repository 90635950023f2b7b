// The activity form's rules (the server checks the same: server/routes/web-operate/activity.ts),
// and the participants box parsed: one per line, "编号" or "编号 姓名" (space, tab or comma).
import { ACTIVITY_LIMITS as L, ACTIVITY_TEXTS as T, INVOICE_CODE, type ActivityInput, type ActivityKind } from '../../shared/activities.js';

export interface ActivityFormValues {
  kind: ActivityKind;
  name: string;
  description: string;
  prizes: { name: string; stock: string }[];
  participantsText: string;
}

export function parseParticipants(text: string): { code: string; name: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(\S+?)(?:[\s,，]+(.*))?$/.exec(line);
      return { code: (m?.[1] ?? line).trim(), name: (m?.[2] ?? '').trim() };
    });
}

/** The first problem of the form ('' when none). */
export function activityFormError(v: ActivityFormValues): string {
  if (!v.name.trim()) return T.nameRequired;
  if (v.name.trim().length > L.nameMax) return `活动名称最多 ${L.nameMax} 个字`;
  if (!v.prizes.length) return T.prizesRequired;
  if (v.prizes.length > L.prizesMax) return T.tooManyPrizes;
  for (const p of v.prizes) {
    if (!p.name.trim()) return T.prizeNameRequired;
    const n = Number(p.stock);
    if (!/^\d+$/.test(p.stock.trim()) || n < 1 || n > L.stockMax) return T.prizeStock;
  }
  const people = parseParticipants(v.participantsText);
  if (!people.length) return T.participantsRequired;
  if (people.length > L.participantsMax) return T.tooManyParticipants;
  const seen = new Set<string>();
  for (const p of people) {
    if (p.code.length > L.codeMax) return `参与者编号最多 ${L.codeMax} 个字符：${p.code.slice(0, 16)}…`;
    if (v.kind === 'invoice' && !INVOICE_CODE.test(p.code)) return T.invoiceCode(p.code);
    if (seen.has(p.code)) return T.duplicateCode(p.code);
    seen.add(p.code);
  }
  return '';
}

export function toActivityInput(id: number, v: ActivityFormValues): ActivityInput {
  return {
    ...(id ? { id } : {}),
    kind: v.kind,
    name: v.name.trim(),
    description: v.description.trim(),
    prizes: v.prizes.map((p) => ({ name: p.name.trim(), stock: Number(p.stock) })),
    participants: parseParticipants(v.participantsText),
  };
}
