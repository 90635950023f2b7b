// 主题风格设置 (280 px): navigation style, header style, theme colour and dark mode; the theme
// statechart persists every change (styleIndex).
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Label,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { THEME_COLORS } from '../../machines/theme.machine.js';
import { ThemeContext } from '../../ui/theme-context.js';
import { themeMessages } from './messages.js';

const useStyles = makeStyles({
  drawer: { width: '280px' },
  section: { display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '20px' },
  swatches: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  swatch: {
    width: '32px',
    height: '32px',
    minWidth: '32px',
    borderRadius: '6px',
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    color: '#fff',
    padding: 0,
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
});

/** A titled group of radio choices; the value is the chosen one's index. */
function ChoiceSection(p: { id: string; title: string; choices: readonly string[]; value: number; onChoose: (value: number) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.section}>
      <Label weight="semibold" id={p.id}>
        {p.title}
      </Label>
      <RadioGroup aria-labelledby={p.id} value={String(p.value)} onChange={(_, d) => p.onChoose(Number(d.value))}>
        {p.choices.map((label, i) => (
          <Radio key={label} value={String(i)} label={label} />
        ))}
      </RadioGroup>
    </div>
  );
}

export function ThemeDrawer() {
  const styles = useStyles();
  const actor = ThemeContext.useActorRef();
  const open = ThemeContext.useSelector((s) => s.matches('open'));
  const settings = ThemeContext.useSelector((s) => s.context);
  return (
    <OverlayDrawer position="end" open={open} className={styles.drawer} onOpenChange={(_, d) => (d.open ? undefined : actor.send({ type: 'drawer.close' }))}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={themeMessages.close} icon={<DismissRegular />} onClick={() => actor.send({ type: 'drawer.close' })} />}
        >
          {themeMessages.title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody data-testid="theme-drawer">
        <ChoiceSection id="nav-style" title={themeMessages.navStyle} choices={themeMessages.navStyles} value={settings.navStyle} onChoose={(value) => actor.send({ type: 'theme.navStyle', value })} />
        <ChoiceSection id="header-style" title={themeMessages.headerStyle} choices={themeMessages.headerStyles} value={settings.headerStyle} onChoose={(value) => actor.send({ type: 'theme.headerStyle', value })} />
        <div className={styles.section}>
          <Label weight="semibold">{themeMessages.color}</Label>
          <div className={styles.swatches} role="radiogroup" aria-label={themeMessages.color}>
            {THEME_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={settings.color === color}
                aria-label={color}
                className={styles.swatch}
                style={{ backgroundColor: color }}
                onClick={() => actor.send({ type: 'theme.color', value: color })}
              >
                {settings.color === color ? <CheckmarkRegular /> : null}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.section}>
          <Switch label={themeMessages.dark} checked={settings.dark} onChange={(_, d) => actor.send({ type: 'theme.dark', value: d.checked })} />
        </div>
        <Button onClick={() => actor.send({ type: 'theme.reset' })}>{themeMessages.reset}</Button>
      </DrawerBody>
    </OverlayDrawer>
  );
}
