import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Landmark, Scale, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useAuth } from '../../../lib/auth';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { useAcknowledgeBarGuidance } from '../hooks/acknowledge-bar-guidance';
import { mustShowBarNotice } from '../lib/must-show-bar-notice';

const PANELS = [
  { icon: Landmark, title: 'barNotice.complianceTitle', body: 'barNotice.complianceBody' },
  { icon: Scale, title: 'barNotice.aiTitle', body: 'barNotice.aiBody' },
  { icon: ShieldCheck, title: 'barNotice.privacyTitle', body: 'barNotice.privacyBody' },
] as const;

export default function BarGuidanceNotice() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const acknowledge = useAcknowledgeBarGuidance();
  const [dismissed, setDismissed] = useState(false);
  const [compliance, setCompliance] = useState(false);
  const [ai, setAi] = useState(false);
  const idCompliance = useId();
  const idAi = useId();
  const visible = !dismissed && mustShowBarNotice(user?.californiaBarAiGuidanceAcknowledged, Boolean(user));
  if (!visible) return null;

  const onAcknowledge = () => {
    // Kept in the browser even if the server call fails, so the person is not blocked.
    storage.set(STORAGE_KEYS.barGuidance, 'true');
    setDismissed(true);
    acknowledge.mutate();
  };

  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/70" />
        <DialogPrimitive.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-2xl"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          data-testid="bar-notice"
        >
          <div className="overflow-y-auto p-6">
            <DialogPrimitive.Title className="text-2xl font-semibold text-brand-900">
              {t('barNotice.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-2 text-slate-700">
              {t('barNotice.intro')}
            </DialogPrimitive.Description>
            <div className="mt-5 grid gap-4">
              {PANELS.map(({ icon: Icon, title, body }) => (
                <section key={title} className="rounded-lg border border-sand-200 bg-sand-50 p-4">
                  <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Icon className="h-5 w-5 text-accent-700" aria-hidden="true" />
                    {t(title)}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-800">{t(body)}</p>
                </section>
              ))}
            </div>
            <div className="mt-5 grid gap-3">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={idCompliance}
                  checked={compliance}
                  onCheckedChange={(v) => setCompliance(v === true)}
                />
                <label htmlFor={idCompliance} className="text-sm text-slate-900">
                  {t('barNotice.checkCompliance')}
                </label>
              </div>
              <div className="flex items-start gap-3">
                <Checkbox id={idAi} checked={ai} onCheckedChange={(v) => setAi(v === true)} />
                <label htmlFor={idAi} className="text-sm text-slate-900">
                  {t('barNotice.checkAi')}
                </label>
              </div>
            </div>
          </div>
          <div className="border-t border-sand-200 bg-sand-50 p-4">
            <Button className="w-full" size="lg" disabled={!compliance || !ai} onClick={onAcknowledge}>
              {t('barNotice.button')}
            </Button>
            <p className="mt-3 text-center text-xs text-slate-700">{t('barNotice.footer')}</p>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
