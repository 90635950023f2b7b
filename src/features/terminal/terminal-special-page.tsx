// /terminal/special/publish/list: the terminals special topics are published to.
import { TerminalList } from './terminal-list.js';
import { t } from './messages.js';

export default function TerminalSpecialPage() {
  return <TerminalList kind="special" title={t.specialTitle} intro={t.specialIntro} />;
}
