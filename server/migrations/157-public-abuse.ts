// Public counters and caps one address cannot game: the address a QR ticket was
// issued to (per-address limit; expired tickets are purged), and the views counted per reader,
// item and hour (`reader_views`, purged after two hours).
import type { Kysely } from 'kysely';
import { addColumn, big, createIndex, createTable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'qr_tickets', 'address', withDefault('varchar(64)', ''));
  await createIndex(db, 'qr_tickets_address', 'qr_tickets', ['address', 'created_at']);
  await createIndex(db, 'qr_tickets_expires', 'qr_tickets', ['expires_at']);
  await createTable(db, 'reader_views', {
    columns: {
      tenant_id: 'integer',
      content_id: 'integer',
      reader_id: 'varchar(64)',
      address: 'varchar(64)',
      hour: big,
    },
    uniqueIndexes: { reader_views_once: ['content_id', 'reader_id', 'hour'] },
    indexes: { reader_views_address: ['content_id', 'address', 'hour'], reader_views_hour: ['hour'] },
  });
}

export async function down(): Promise<void> {}
