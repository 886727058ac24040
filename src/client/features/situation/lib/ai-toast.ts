import type { TFunction } from 'i18next';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { isQuotaError } from './ai-error';

/** The error toast of an AI call on the situation screen (spec §8). */
export function aiErrorToast(
  t: TFunction<'situation'>,
  error: unknown,
  fallbackKey: 'toasts.enhanceFailed' | 'toasts.analyzeFailed' | 'toasts.createCaseFailed',
): void {
  let description: string;
  if (isQuotaError(error)) description = t('toasts.quota');
  else if (error instanceof ApiError && error.code === 'RATE_LIMITED')
    description = error.serverMessage ?? t('toasts.rateLimited');
  else description = t(fallbackKey);
  toast({ title: t('toasts.errorTitle'), description, variant: 'destructive' });
}
