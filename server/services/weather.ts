// The weather provider seam (spec §7 Misc: GET /common/weather/city, POST /city). The default
// provider is offline: a fixed list of cities and a forecast computed from the city and the day,
// so the console works on a LAN without any outside service. A real provider implements
// WeatherProvider and is chosen in currentWeather().
import { createHash } from 'node:crypto';
import type { City, Forecast } from '../../shared/shop.js';

export type { Forecast };

export interface WeatherProvider {
  name: string;
  cities(): City[];
  forecast(code: string, day: string): Forecast | undefined;
}

const CITIES: City[] = [
  { code: '101010100', name: '北京' },
  { code: '101020100', name: '上海' },
  { code: '101280101', name: '广州' },
  { code: '101280601', name: '深圳' },
  { code: '101210101', name: '杭州' },
  { code: '101270101', name: '成都' },
  { code: '101200101', name: '武汉' },
  { code: '101110101', name: '西安' },
  { code: '101190101', name: '南京' },
  { code: '101250101', name: '长沙' },
];
const KINDS = ['晴', '多云', '阴', '小雨', '阵雨', '晴转多云'];
const WINDS = ['北风 2级', '东南风 3级', '西风 1级', '南风 2级'];

export const offlineWeather: WeatherProvider = {
  name: 'offline',
  cities: () => CITIES,
  forecast(code, day) {
    const city = CITIES.find((c) => c.code === code || c.name === code);
    if (!city) return undefined;
    const h = createHash('sha256').update(`${city.code}:${day}`).digest();
    const month = Number(day.slice(5, 7)) || 6;
    const base = [6, 7, 8].includes(month) ? 26 : [12, 1, 2].includes(month) ? 2 : 15;
    const low = base - 3 + (h[0]! % 4);
    const high = low + 5 + (h[1]! % 6);
    return { city: city.name, weather: KINDS[h[2]! % KINDS.length]!, low, high, temperature: Math.round((low + high) / 2), wind: WINDS[h[3]! % WINDS.length]!, day };
  },
};

export function currentWeather(): WeatherProvider {
  return offlineWeather;
}
