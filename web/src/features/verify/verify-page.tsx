import { useQuery } from '@tanstack/react-query';
import { Camera, WifiOff } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { VERIFY_PATH } from '#common/credential';
import { usePublicConfig } from '../../api/get-public-config';
import { Button } from '../../components/button';
import { PageSkeleton } from '../../components/page-skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../lib/paths';
import { cardCheck, finishedCheck, forgetEarlyCheck, paintedCard } from './card-check';
import { VerdictPanel } from './verdict-panel';
import { useT } from '../../i18n/use-t';
import { fragmentCredential } from './fragment-credential';

// The camera code (and, where the browser has no QR reader, the WebAssembly one) loads when asked for.
const CardScanner = lazy(async () => ({ default: (await import('./card-scanner')).CardScanner }));

/** The card's address changes reach the page through the router: nothing else to listen to. */
const noSubscription = () => () => undefined;

/** The credential a scanned code carries: this registry's verify address with one in its fragment. */
function credentialIn(text: string): string | null {
  try {
    const url = new URL(text);
    return url.origin === window.location.origin && url.pathname === VERIFY_PATH && url.hash.length > 1
      ? url.hash.slice(1)
      : null;
  } catch {
    return null;
  }
}

export function VerifyPage() {
  const t = useT();
  useDocumentTitle(t('verify.title'));
  const { data: config } = usePublicConfig();
  const registryName = config?.registryName ?? t('footer.thisRegistry');
  const location = useLocation();
  const navigate = useNavigate();
  // The credential rides in the fragment, which the browser never sends to a server.
  const fromAddress = fragmentCredential(location.hash);
  // Taking over the first paint's page (hydration), the card it drew; then, at once, the address's, should
  // the reader have moved on to another card before React started.
  const token = useSyncExternalStore(
    noSubscription,
    () => fromAddress,
    () => paintedCard() ?? fromAddress,
  );
  const [scanning, setScanning] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);
  const [offlineReady, setOfflineReady] = useState(false);
  // Whether the keys and every status list are kept on this device: until then no card can be checked offline.
  const [trustSaved, setTrustSaved] = useState(false);

  useEffect(() => {
    // Loaded when needed: the worker's set-up is no part of the first paint.
    void import('../../lib/offline-ready').then(({ prepareOffline }) => prepareOffline()).then(setOfflineReady);
  }, []);

  // Runs on every visit, with a card or not: one online visit is what makes the page work with no signal.
  // Once per visit and card: the verdict is dropped when the page is left, and a scanned card is a new check.
  const check = useQuery({
    queryKey: ['verify', token],
    queryFn: async () => {
      const outcome = await cardCheck(token, window.location.origin);
      if (outcome.trust?.saved) setTrustSaved(true);
      return outcome;
    },
    // Begun by the app's entry before the page existed, and usually finished by now: shown in the first render.
    initialData: () => finishedCheck(token),
    staleTime: Infinity,
    gcTime: 0,
    // Checking needs no network once the keys and lists are on the device.
    networkMode: 'always',
    retry: false,
  });
  const ready = trustSaved || check.data?.trust?.saved === true;
  // Shown: a later check of this card, or of another, asks afresh.
  useEffect(() => forgetEarlyCheck(), [token]);

  const onCode = useCallback(
    (text: string) => {
      const credential = credentialIn(text);
      setScanning(false);
      if (credential) {
        setScanError(null);
        navigate({ hash: credential }, { replace: true });
      } else setScanError(t('verify.notOurs'));
    },
    [navigate, t],
  );

  return (
    <div className="mx-auto max-w-2xl space-y-6 [&>.sr-only+*]:mt-0">
      {/* With a card, the verdict leads, as on the look-up's answer: the page's name stays for screen readers. */}
      <h1 className={token === '' ? 'text-3xl font-bold' : 'sr-only'}>{t('verify.title')}</h1>
      {token !== '' && check.isPending && <PageSkeleton label={t('verify.checking')} />}
      {/* Announced once, by focus: the verdict's heading takes it when it appears (team-verdict.tsx). */}
      {check.data?.result && <VerdictPanel {...check.data.result} registryName={registryName} />}
      {token !== '' && check.data && check.data.trust === null && (
        <p role="alert" className="rounded-md border-2 border-amber-600 bg-amber-50 p-4 font-semibold">
          <WifiOff aria-hidden="true" className="mr-2 inline" size={20} />
          {t('verify.noKeysYet')}
        </p>
      )}

      <section aria-labelledby="scan-title" className="space-y-3 rounded-card border border-slate-300 bg-white p-6">
        <h2 id="scan-title" className="text-xl font-bold">
          {t(token ? 'verify.againTitle' : 'verify.scanTitle')}
        </h2>
        <p className="text-slate-700">{t('verify.scanIntro')}</p>
        {scanning ? (
          <Suspense fallback={<PageSkeleton label={t('verify.startingCamera')} />}>
            <CardScanner onCode={onCode} onClose={() => setScanning(false)} />
          </Suspense>
        ) : (
          <Button onClick={() => setScanning(true)}>
            <Camera aria-hidden="true" size={20} />
            {t('verify.scan')}
          </Button>
        )}
        {scanError && (
          <p role="alert" className="font-semibold text-red-800">
            {scanError}
          </p>
        )}
        <p>
          {t('verify.noCamera')}{' '}
          <Link to={paths.lookup} className="font-semibold text-brand-800 underline">
            {t('verify.byNumber')}
          </Link>{' '}
          {t('verify.needsConnection')}
        </p>
        <p className="text-sm">
          <Link to={paths.counterSheet} className="font-semibold text-brand-800 underline">
            {t('sheet.link')}
          </Link>
        </p>
        {offlineReady && ready && (
          <p role="status" className="text-sm text-slate-700">
            {t('verify.offlineReady')}
          </p>
        )}
      </section>
    </div>
  );
}
