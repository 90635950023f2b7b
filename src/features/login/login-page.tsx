// /login and /login/{domain}: the tenant's branding (read without a token) around the form.
import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loadBranding } from '../../services/branding.js';
import { readDomainName, writeDomainName } from '../../services/storage.js';
import { useInspect } from '../../ui/inspect-context.js';
import { LoginFrame } from './login-frame.js';
import { LoginMethods } from './login-methods.js';

/**
 * Reads the tenant's title, logo, background and statement (the cached look meanwhile).
 * The domain of /login/{domain} is remembered at once, so that the guard sends signed-out
 * visitors back to this tenant's login page; a domain the server does not know is forgotten.
 */
const brandingLoader = fromPromise<void, { domainName: string; fromRoute: boolean }>(async ({ input }) => {
  const { domainName, fromRoute } = input;
  if (!domainName) return;
  const previous = readDomainName();
  if (fromRoute) writeDomainName(domainName);
  const result = await loadBranding(domainName);
  if (result === 'unknown' && fromRoute && previous !== domainName) writeDomainName(previous);
});

function LoginScreen({ routeDomain }: { routeDomain: string }) {
  const storedDomain = readDomainName();
  useActorRef(brandingLoader, {
    input: { domainName: routeDomain || storedDomain, fromRoute: Boolean(routeDomain) },
    inspect: useInspect(),
  });
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
