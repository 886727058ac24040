import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { refreshAdmin } from '../hooks/admin';

/** The server's own words for a refusal when it gave some, else the screen's text. */
export function failureTitle(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
}

/**
 * One admin action as every admin screen runs it: a toast for the outcome, then the lists
 * refetched either way (a failure may still have changed something). Says whether it worked.
 */
export async function runAdminAction<T>(
  action: () => Promise<T>,
  texts: { done: (result: T) => string; failed: string },
): Promise<boolean> {
  try {
    const result = await action();
    toast({ title: texts.done(result) });
    return true;
  } catch (error) {
    toast({ title: failureTitle(error, texts.failed), variant: 'destructive' });
    return false;
  } finally {
    void refreshAdmin();
  }
}
