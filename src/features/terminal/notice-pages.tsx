// /noPermission and /excessive: what the user is told when a page is not theirs or a limit is hit.
import { Button, Card, Text } from '@fluentui/react-components';
import { t } from './messages.js';
import { useCardStyles } from './load-view.js';

function Notice({ title, text }: { title: string; text: string }) {
  const styles = useCardStyles();
  return (
    <Card className={styles.card} role="status">
      <Text as="h2" size={600} weight="semibold">
        {title}
      </Text>
      <Text>{text}</Text>
      <div>
        <Button as="a" href="/dashboard/index" appearance="primary">
          {t.backHome}
        </Button>
      </div>
    </Card>
  );
}

export function NoPermissionPage() {
  return <Notice title={t.noPermissionTitle} text={t.noPermissionText} />;
}

export function ExcessivePage() {
  return <Notice title={t.excessiveTitle} text={t.excessiveText} />;
}
