import type { TFunction } from 'i18next';
import { toast } from '../../../components/ui/toast-store';
import { errorCode, errorMessage } from '../../../lib/api-client';
import { isQuotaError } from './ai-error';

/** The error toast of an AI call on the situation screen (spec §8). */
export function aiErrorToast(
  t: TFunction<'situation'>,
  error: unknown,
  fallbackKey: 'toasts.enhanceFailed' | 'toasts.analyzeFailed' | 'toasts.createCaseFailed',
): void {
  let description: string;
  if (isQuotaError(error)) description = t('toasts.quota');
  else if (errorCode(error) === 'RATE_LIMITED') description = errorMessage(error) ?? t('toasts.rateLimited');
  else description = t(fallbackKey);
  toast({ title: t('toasts.errorTitle'), description, variant: 'destructive' });
}
