import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  confirmTotpSetup,
  fetchSecondFactor,
  regenerateRecoveryCodes,
  SECOND_FACTOR_KEY,
  startTotpSetup,
  type TotpSetup,
  turnOffSecondFactor,
} from '../../api/auth';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

/** The signed-in person's second factor: read on every visit, never from a stale cache. */
export function useSecondFactorStatus() {
  return useQuery({ queryKey: SECOND_FACTOR_KEY, queryFn: fetchSecondFactor, staleTime: 0 });
}

export type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TotpSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'renew' }
  | { kind: 'off' };

/** The server's words for a refusal, without the field name it starts with. */
export function failureText(error: unknown, network: string): string {
  if (!(error instanceof ApiError)) return network;
  return (error.serverMessage ?? error.message).replace(/^\w+: /, '');
}

/** What the card is showing, and the changes it asks the server for. */
export function useSecondFactorActions(network: string) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<Stage>) {
    setBusy(true);
    setError(null);
    try {
      setStage(await action());
      await queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
    } catch (failure) {
      setError(failureText(failure, network));
    } finally {
      setBusy(false);
    }
  }

  const go = (next: Stage) => {
    setError(null);
    setStage(next);
  };

  return {
    stage,
    error,
    busy,
    go,
    start: () => run(async () => ({ kind: 'setup', setup: await startTotpSetup() })),
    confirm: (code: string) =>
      run(async () => ({ kind: 'codes', codes: (await confirmTotpSetup(code)).recoveryCodes })),
    renew: (code: string) =>
      run(async () => ({ kind: 'codes', codes: (await regenerateRecoveryCodes(code)).recoveryCodes })),
    turnOff: (currentPassword: string, code: string) =>
      run(async () => {
        await turnOffSecondFactor({ currentPassword: currentPassword || undefined, code });
        return { kind: 'idle' };
      }),
  };
}
