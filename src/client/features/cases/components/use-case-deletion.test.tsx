// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { queryClient } from '../../../lib/query-client';
import { fakeFetch } from '../../../test/fake-fetch';
import { useCaseDeletion } from './use-case-deletion';

afterEach(cleanup);

const legalCase = { id: 7, anonymizedTitle: 'Deposit kept' } as LegalCase;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('deleting a case from the profile', () => {
  it('closes the question once the server has deleted the case', async () => {
    const requests = fakeFetch(({ method, url }) =>
      method === 'DELETE' && url === '/api/legal-cases/7'
        ? { body: { message: 'Legal case deleted' } }
        : undefined,
    );
    const onDone = vi.fn();
    const { result } = renderHook(() => useCaseDeletion(onDone), { wrapper });
    act(() => result.current.ask(legalCase));
    expect(result.current.toDelete?.id).toBe(7);
    act(() => result.current.confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('deleted'));
    expect(result.current.toDelete).toBeNull();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('keeps the question open when the delete fails, so the person can try again', async () => {
    fakeFetch(() => ({ status: 500, body: { message: 'Internal error' } }));
    const onDone = vi.fn();
    const { result } = renderHook(() => useCaseDeletion(onDone), { wrapper });
    act(() => result.current.ask(legalCase));
    act(() => result.current.confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('failed'));
    expect(result.current.toDelete?.id).toBe(7);
  });

  it('sends nothing when cancelled', () => {
    const requests = fakeFetch(() => undefined);
    const { result } = renderHook(() => useCaseDeletion(() => {}), { wrapper });
    act(() => result.current.ask(legalCase));
    act(() => result.current.cancel());
    act(() => result.current.confirm());
    expect(result.current.toDelete).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
