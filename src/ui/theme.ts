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

const light = createLightTheme(brandRamp);

/**
 * #3A83FF stays the brand (header, accents), but white text on it and it as text on white reach
 * only 3.7:1; WCAG AA asks 4.5:1 for normal text (axe's color-contrast rule, tests/e2e/a11y.spec.ts).
 * Brand fills that carry text and brand-coloured text therefore use the darker steps 60/50/40.
 */
export function accessibleBrand(ramp: BrandVariants): Partial<Theme> {
  return {
    colorBrandBackground: ramp[60],
    colorBrandBackgroundHover: ramp[50],
    colorBrandBackgroundPressed: ramp[40],
    colorBrandBackgroundSelected: ramp[50],
    colorCompoundBrandBackground: ramp[60],
    colorCompoundBrandBackgroundHover: ramp[50],
    colorCompoundBrandBackgroundPressed: ramp[40],
    colorBrandForeground1: ramp[60],
    colorBrandForeground2: ramp[50],
    colorBrandForegroundLink: ramp[60],
    colorBrandForegroundLinkHover: ramp[50],
    colorBrandForegroundLinkPressed: ramp[40],
    colorBrandForegroundLinkSelected: ramp[60],
    colorCompoundBrandForeground1: ramp[60],
    colorCompoundBrandForeground1Hover: ramp[50],
    colorCompoundBrandForeground1Pressed: ramp[40],
    colorNeutralForeground2BrandHover: ramp[60],
    colorNeutralForeground2BrandPressed: ramp[50],
    colorNeutralForeground2BrandSelected: ramp[60],
    colorNeutralForeground3BrandHover: ramp[60],
    colorNeutralForeground3BrandPressed: ramp[50],
    colorNeutralForeground3BrandSelected: ramp[60],
  };
}

export const consoleTheme: Theme = {
  ...light,
  ...accessibleBrand(brandRamp),
  fontFamilyBase: CHINESE_FONTS,
};
