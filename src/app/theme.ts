// Fluent UI theme around the spec's brand colour #3A83FF (§9 "theme colour").
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

export const BRAND_COLOR = '#3A83FF';

/** Step 80 is the brand colour; lower steps darken towards navy, higher ones lighten to white. */
export const brandRamp: BrandVariants = {
  10: '#03081C',
  20: '#0B1A3C',
  30: '#132B5D',
  40: '#1B3D7D',
  50: '#224E9E',
  60: '#2A60BE',
  70: '#3271DF',
  80: '#3A83FF',
  90: '#5091FF',
  100: '#659EFF',
  110: '#7BACFF',
  120: '#91BAFF',
  130: '#A6C7FF',
  140: '#BCD5FF',
  150: '#D2E2FF',
  160: '#E7F0FF',
};

const CHINESE_FONTS =
  "'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', system-ui, sans-serif";

export const consoleTheme: Theme = {
  ...createLightTheme(brandRamp),
  fontFamilyBase: CHINESE_FONTS,
};
