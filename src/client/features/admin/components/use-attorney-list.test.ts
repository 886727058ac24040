// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { failureTitle, runAdminAction } from './admin-action';
import { FIRST_ATTORNEY_PAGE, useAttorneyList } from './use-attorney-list';

afterEach(cleanup);

describe('the attorney list', () => {
  it('ticks rows one by one and all at once', () => {
    const { result } = renderHook(() => useAttorneyList());
    act(() => result.current.toggle(3));
    act(() => result.current.toggle(5));
    expect([...result.current.selected]).toEqual([3, 5]);
    expect(result.current.allSelected([3, 5, 8])).toBe(false);
    act(() => result.current.toggle(3));
    expect([...result.current.selected]).toEqual([5]);
    act(() => result.current.selectAll([3, 5, 8], true));
    expect(result.current.allSelected([3, 5, 8])).toBe(true);
    act(() => result.current.selectAll([3, 5, 8], false));
    expect(result.current.selected.size).toBe(0);
  });

  it('starts again at the first page with nothing ticked when a filter changes', () => {
    const { result } = renderHook(() => useAttorneyList());
    act(() => result.current.goTo(100));
    act(() => result.current.toggle(3));
    expect(result.current.params.offset).toBe(100);
    act(() => result.current.filter({ status: 'pending' }));
    expect(result.current.params).toEqual({ ...FIRST_ATTORNEY_PAGE, status: 'pending' });
    expect(result.current.selected.size).toBe(0);
  });

  it('keeps the ticks when only the page changes', () => {
    const { result } = renderHook(() => useAttorneyList());
    act(() => result.current.toggle(3));
    act(() => result.current.goTo(50));
    expect([...result.current.selected]).toEqual([3]);
  });
});

describe('an admin action', () => {
  it("shows the server's reason for a refusal, or the screen's own text", () => {
    expect(failureTitle(new ApiError(409, JSON.stringify({ message: 'Attorney has open cases' })), 'x')).toBe(
      'Attorney has open cases',
    );
    expect(failureTitle(new ApiError(500, ''), 'Could not delete')).toBe('Could not delete');
    expect(failureTitle(new TypeError('Failed to fetch'), 'Could not delete')).toBe('Could not delete');
  });

  it('tells the admin how it went', async () => {
    const toasts = renderHook(() => useToast());
    const ok = await act(() =>
      runAdminAction(async () => ({ deleted: 4 }), { done: (r) => `${r.deleted} deleted`, failed: 'Failed' }),
    );
    expect(ok).toBe(true);
    expect(toasts.result.current.toasts[0]).toMatchObject({ title: '4 deleted' });

    const refused = await act(() =>
      runAdminAction(
        async () => {
          throw new ApiError(403, JSON.stringify({ message: 'Not allowed' }));
        },
        { done: () => 'done', failed: 'Failed' },
      ),
    );
    expect(refused).toBe(false);
    expect(toasts.result.current.toasts[0]).toMatchObject({ title: 'Not allowed', variant: 'destructive' });
  });
});
