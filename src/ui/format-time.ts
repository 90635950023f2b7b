// Dates in Chinese for the console: 2025年11月22日 星期六 11:03, and "3 小时前".
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';

dayjs.extend(relativeTime);

/** Epoch milliseconds (seconds are accepted too). */
function toDayjs(epoch: number) {
  return dayjs(epoch < 1e12 ? epoch * 1000 : epoch).locale('zh-cn');
}

export function formatDateTime(epoch: number): string {
  return toDayjs(epoch).format('YYYY年M月D日 dddd HH:mm');
}

export function formatFromNow(epoch: number, now: number = Date.now()): string {
  return toDayjs(epoch).from(dayjs(now));
}
