// XMLTV (http://wiki.xmltv.org/index.php/XMLTVFormat) export of a channel's programme days.
import type { ProgramRow } from '../repositories/live-programs.js';
import { hms } from '../../shared/time.js';
import { displayTitle } from '../../shared/programme-meta.js';

const INVALID_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or attribute content, escaped; characters XML 1.0 forbids are dropped. */
export function xmlEscape(s: string): string {
  return s
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** XMLTV time of second `s` of day yyyyMMdd: 'yyyyMMddHHmmss +0800'. */
export function xmltvTime(day: string, s: number, tz: string): string {
  return `${day}${hms(s).replaceAll(':', '')} ${tz}`;
}

export interface XmltvChannel {
  id: string;
  name: string;
}

export function buildXmltv(channel: XmltvChannel, days: Map<string, ProgramRow[]>, tz: string): string {
  const id = xmlEscape(channel.id);
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE tv SYSTEM "xmltv.dtd">',
    '<tv generator-info-name="broadcast-console" source-info-name="节目编辑">',
    `  <channel id="${id}">`,
    `    <display-name lang="zh">${xmlEscape(channel.name)}</display-name>`,
    '  </channel>',
  ];
  for (const [day, rows] of days) {
    for (const r of rows) {
      // children in the order the XMLTV DTD gives: title, desc, category, length, episode-num, rating
      out.push(
        `  <programme start="${xmltvTime(day, r.start, tz)}" stop="${xmltvTime(day, r.end, tz)}" channel="${id}">`,
        `    <title lang="zh">${xmlEscape(displayTitle({ programTitle: r.programTitle, liveProgramName: r.programName }))}</title>`,
      );
      if (r.programDesc) out.push(`    <desc lang="zh">${xmlEscape(r.programDesc)}</desc>`);
      out.push(`    <category lang="zh">${r.addressType === 2 ? '直播' : '视频'}</category>`);
      if (r.category) out.push(`    <category lang="zh">${xmlEscape(r.category)}</category>`);
      out.push(`    <length units="seconds">${r.end - r.start}</length>`);
      if (r.episode) out.push(`    <episode-num system="onscreen">${xmlEscape(r.episode)}</episode-num>`);
      if (r.rating) out.push(`    <rating>`, `      <value>${xmlEscape(r.rating)}</value>`, '    </rating>');
      out.push('  </programme>');
    }
  }
  out.push('</tv>', '');
  return out.join('\n');
}
