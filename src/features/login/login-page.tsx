// /login and /login/{domain}: the tenant's branding (read without a token) around the form.
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { LoginFrame } from './login-frame.js';
import { LoginMethods } from './login-methods.js';

function LoginScreen({ routeDomain }: { routeDomain: string }) {
  // read before the branding loader remembers the route's domain
  const [storedDomain] = useState(useLogic('sessionStore').domainName);
  // the tenant's title, logo, background and statement (the cached look meanwhile)
  useActorRef(useLogic('loginBranding'), { input: { routeDomain }, inspect: useInspect() });
  return (
    <LoginFrame>
      <LoginMethods routeDomain={routeDomain} storedDomain={storedDomain} />
    </LoginFrame>
  );
}

export default function LoginPage() {
  const { domain = '' } = useParams();
  return <LoginScreen key={domain} routeDomain={domain} />;
}
