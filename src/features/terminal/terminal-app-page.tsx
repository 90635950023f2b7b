// /terminal/app/list (resource id 99): the tenant's mobile apps.
import { TerminalList } from './terminal-list.js';
import { t } from './messages.js';

export default function TerminalAppPage() {
  return <TerminalList kind="app" title={t.appTitle} intro={t.appIntro} />;
}
