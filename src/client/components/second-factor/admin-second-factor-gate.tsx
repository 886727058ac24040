import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { Spinner } from '../ui/card';
import { SecondFactorCard } from './second-factor-card';
import { useSecondFactorStatus } from './use-second-factor';

/**
 * Admins under ADMIN_2FA=required see only this until their session was completed with a second
 * factor: the server refuses them everything else (SECOND_FACTOR_REQUIRED) meanwhile. Once set up,
 * the recovery codes stay on screen until the person says they saved them.
 */
export function AdminSecondFactorGate({ children }: { children: ReactNode }) {
  const status = useSecondFactorStatus();
  const [showingCodes, setShowingCodes] = useState(false);
  if (status.isPending) return <Spinner />;
  const missing = status.data?.required === true && !status.data.verified;
  if (!missing && !showingCodes) return children;
  return <GateScreen onCodes={setShowingCodes} />;
}

function GateScreen({ onCodes }: { onCodes: (showing: boolean) => void }) {
  const { t } = useTranslation('second-factor');
  usePageTitle(t('gate.title'));
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-10" data-testid="second-factor-gate">
      <h1 className="text-3xl font-semibold text-brand-900">{t('gate.title')}</h1>
      <p className="text-slate-800">{t('gate.why')}</p>
      <SecondFactorCard onCodes={onCodes} />
    </section>
  );
}
