// The centred 正在加载… spinner shown while the console boots, loads the route tree or a lazy page.
import { makeStyles, Spinner } from '@fluentui/react-components';
import { commonMessages } from './messages.js';
import { centredPageStyle } from './page-styles.js';

const useStyles = makeStyles({
  root: centredPageStyle,
  inline: {
    minHeight: '240px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
});

/** Centred 正在加载…: booting, loading routes, lazy pages. */
export function FullPageSpinner({ inline = false, label = commonMessages.loading }: { inline?: boolean; label?: string }) {
  const styles = useStyles();
  return (
    <div className={inline ? styles.inline : styles.root} data-testid="page-loading">
      <Spinner size="large" label={label} labelPosition="below" />
    </div>
  );
}
