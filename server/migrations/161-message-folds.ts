// Folded messages (docs/realtime.md "Folded messages"): readers' 点赞, 收藏 and 关注 of one thing
// within one hour are one message per recipient. `fold_key` names the thing and the hour
// (`like:12@493810`), NULL for every other message; the unique index per recipient is what an
// upsert folds on, so two events at the same moment never make two messages. `fold_count`: the
// count the message shows (the readers of its hour; 0 for unfolded messages).
import type { Kysely } from 'kysely';
import { addColumn, createIndex, nullable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'messages', 'fold_key', nullable('varchar(220)'));
  await addColumn(db, 'messages', 'fold_count', withDefault('integer', 0));
  await createIndex(db, 'messages_fold', 'messages', ['tenant_id', 'user_id', 'fold_key'], { unique: true });
}

export async function down(): Promise<void> {}
