// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../../../shared/schemas/chat';
import { queryClient } from '../../../lib/query-client';
import { fakeFetch } from '../../../test/fake-fetch';
import { answerToSend, useThreadComposer } from './use-thread-composer';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe("the attorney's answer", () => {
  it('is sent trimmed, and not at all when empty or too long', () => {
    expect(answerToSend('  I can help with that.  ')).toBe('I can help with that.');
    expect(answerToSend('   ')).toBeNull();
    expect(answerToSend('x'.repeat(MAX_CHAT_MESSAGE_LENGTH))).toHaveLength(MAX_CHAT_MESSAGE_LENGTH);
    expect(answerToSend('x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1))).toBeNull();
  });

  it('says when it is too long and cannot be sent', () => {
    fakeFetch(() => undefined);
    const { result } = renderHook(() => useThreadComposer(5, () => {}), { wrapper });
    act(() => result.current.setText('x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1)));
    expect(result.current.tooLong).toBe(true);
    expect(result.current.canSend).toBe(false);
  });

  it('empties the composer once sent', async () => {
    const requests = fakeFetch(({ method }) => (method === 'POST' ? { body: { id: 1 } } : { body: null }));
    const { result } = renderHook(() => useThreadComposer(5, () => {}), { wrapper });
    act(() => result.current.setText(' I can help. '));
    act(() => result.current.send());
    await waitFor(() => expect(result.current.text).toBe(''));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/attorney/consultations/5/messages',
      body: { message: 'I can help.' },
    });
  });

  it('keeps the text when sending fails', async () => {
    fakeFetch(() => ({ status: 409, body: { message: 'This consultation is closed' } }));
    const onFailed = vi.fn();
    const { result } = renderHook(() => useThreadComposer(5, onFailed), { wrapper });
    act(() => result.current.setText('I can help.'));
    act(() => result.current.send());
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(result.current.text).toBe('I can help.');
  });
});
