import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../shared/constants';
import { cn } from './cn';
import { dismissToast, markToasterMounted, useToast } from './toast-store';

export function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation();
  useEffect(markToasterMounted, []);
  return (
    <Toast.Provider duration={TIMINGS.toastDurationMs} label={t('toast.label')} swipeDirection="right">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : item.variant === 'warning'
                ? 'border-amber-500 bg-amber-50 text-slate-900'
                : 'border-sand-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            {item.title ? <Toast.Title className="font-semibold">{item.title}</Toast.Title> : null}
            {item.description ? (
              <Toast.Description className="text-sm">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('actions.close')}
            className="absolute top-2 right-2 rounded-md p-1.5 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* At the top: at the bottom a toast would cover the footer and button of a blocking notice. */}
      <Toast.Viewport
        label={t('toast.region')}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
