// The ways to sign in, as tabs: 账号登录 (the account form), 短信登录 and 扫码登录. SMS and QR need
// the tenant: from /login/{domain}, or the stored one, or asked for here first.
import { Button, makeStyles, Tab, TabList } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { LoginField } from './login-fields.js';
import { onFormSubmit } from '../../ui/form-submit.js';
import { LoginForm } from './login-form.js';
import { loginMessages } from './messages.js';
import { QrLoginPanel } from './qr-login-panel.js';
import { SmsLoginForm } from './sms-login-form.js';

type Method = 'account' | 'sms' | 'qr';

const useStyles = makeStyles({
  tabs: { marginTop: '-12px', marginBottom: '16px', justifyContent: 'center' },
  domain: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

function DomainFirst({ onDomain }: { onDomain: (domain: string) => void }) {
  const styles = useStyles();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <form
      className={styles.domain}
      noValidate
      onSubmit={onFormSubmit(() => {
        setTried(true);
        if (value.trim()) onDomain(value.trim());
      })}
    >
      <LoginField
        label={loginMessages.domainName}
        error={tried && !value.trim() ? loginMessages.domainRequired : undefined}
        contentBefore={<GlobeRegular />}
        placeholder={loginMessages.domainRequired}
        value={value}
        onChange={(_, d) => setValue(d.value)}
      />
      <Button type="submit" appearance="primary" size="large">
        {loginMessages.next}
      </Button>
    </form>
  );
}

export function LoginMethods({ routeDomain, storedDomain }: { routeDomain: string; storedDomain: string }) {
  const styles = useStyles();
  const [method, setMethod] = useState<Method>('account');
  const [typedDomain, setTypedDomain] = useState('');
  const domain = routeDomain || storedDomain || typedDomain;
  return (
    <>
      <TabList className={styles.tabs} selectedValue={method} onTabSelect={(_, d) => setMethod(d.value as Method)} aria-label={loginMessages.methods}>
        <Tab value="account">{loginMessages.accountTab}</Tab>
        <Tab value="sms">{loginMessages.smsTab}</Tab>
        <Tab value="qr">{loginMessages.qrTab}</Tab>
      </TabList>
      {method === 'account' ? <LoginForm routeDomain={routeDomain} storedDomain={storedDomain} /> : null}
      {method !== 'account' && !domain ? <DomainFirst onDomain={setTypedDomain} /> : null}
      {method === 'sms' && domain ? <SmsLoginForm key={domain} domainName={domain} /> : null}
      {method === 'qr' && domain ? <QrLoginPanel key={domain} domainName={domain} /> : null}
    </>
  );
}
