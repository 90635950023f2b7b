// Schemas of the programme calls (live-program.ts, live-program-edit.ts).
import { Type } from '@fastify/type-provider-typebox';
import { Id as DbId } from '../../lib/strict-schema.js';
import { SCHEDULE } from '../../../shared/schedule.js';
import { PROGRAMME_META_FIELDS as META } from '../../../shared/programme-meta.js';

const metaText = (k: keyof typeof META, description: string) => Type.Optional(Type.String({ maxLength: META[k].max, description }));

export const Id = DbId();
export const Day = Type.String({ pattern: '^[0-9]{8}$', description: 'yyyyMMdd' });
export const DateTime = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} ([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$' });
export const Hms = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$' });

/** A programme entry with every field of the spec (also answered by live-program-edit.ts). */
export const Entry = Type.Object({
  liveTvId: Id,
  livePlayDay: Day,
  livePlayTime: DateTime,
  liveEndTime: DateTime,
  livePlaybackFlag: Type.Literal(0),
  liveProgramId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  liveProgramName: Type.String({ minLength: 1, maxLength: 255 }),
  liveProgramTimeLength: Type.Integer({ minimum: 0, maximum: SCHEDULE.maxEnd }),
  liveProgramType: Type.Literal(0),
  liveTvType: Type.Literal(3),
  liveProgramAddresstype: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 视频文件，2 直播频道' }),
  liveProgramAddress: Type.String({ maxLength: 1024 }),
  startTime: Hms,
  endTime: Hms,
  fileDuration: Type.Number({ minimum: 0, maximum: 1e7 }),
  programTitle: metaText('programTitle', '节目名称（观众看到的标题）；不填时 XMLTV 用文件名去掉扩展名'),
  episode: metaText('episode', '集数'),
  programDesc: metaText('programDesc', '简介'),
  category: metaText('category', '分类'),
  rating: metaText('rating', '分级'),
  fixedStart: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1：必须在 startTime 准点开始；0 或不填：首尾相接' })),
});


/** What a day holds, in a line (the dry runs of copyProgram and template/apply). */
const DaySummary = Type.Object({
  total: Type.Integer({ description: '节目条数' }),
  seconds: Type.Integer({ description: '节目覆盖的秒数' }),
  startTime: Type.Union([Hms, Type.Null()], { description: '第一条开始时间，无节目为 null' }),
  endTime: Type.Union([Hms, Type.Null()], { description: '最后一条结束时间，无节目为 null' }),
});

/** The answer of a dry run: each target day now (existing) and after (incoming); nothing written. */
export const DryRunAnswer = Type.Object(
  { days: Type.Array(Type.Object({ day: Day, existing: DaySummary, incoming: DaySummary })) },
  { description: 'dryRun=1：不写入，逐个目标日给出现在的节目单（existing）和写入后的节目单（incoming）' },
);

/** dryRun: 1 answers the preview and writes nothing. */
export const DryRun = Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1：只预览，不写入' }));
