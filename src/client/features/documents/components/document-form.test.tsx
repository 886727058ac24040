// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentPreview } from '../../../api/documents';
import { queryClient } from '../../../lib/query-client';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderInLanguage } from '../../../test/render';
import { fieldsFromForm, formValuesOf } from '../lib/document-form';
import { DocumentForm } from './document-form';
import { useDocumentFlow } from './use-document-flow';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => queryClient.clear());

const DEPOSIT = {
  senderName: 'Ana Pérez',
  senderAddress: '12 Elm St, Albuquerque, NM 87101',
  recipientName: 'Sunrise Rentals',
  recipientAddress: '9 Main St, Albuquerque, NM 87102',
  state: 'NM',
  propertyAddress: '4 Oak Ave, Albuquerque, NM 87104',
  depositAmount: 1200,
  moveOutDate: '2026-03-03',
};

const previewOf = (language: 'en' | 'es', extra: Partial<DocumentPreview> = {}): DocumentPreview => ({
  kind: 'deposit-demand',
  language,
  title: language === 'en' ? 'Demand for return of security deposit' : 'Exigencia de devolución del depósito',
  fields: DEPOSIT,
  missing: [],
  offered: true,
  suggestLawyer: false,
  rule: { state: 'NM', value: 30, unit: 'days', citation: 'N.M. Stat. § 47-8-18' },
  blocks: [{ type: 'paragraph', lines: ['…'] }],
  ...extra,
});

describe("the form's values", () => {
  it('starts from what the case filled in, and sends numbers as numbers, leaving blanks out', () => {
    const values = formValuesOf('debt-validation', { collectorName: 'Acme Collections', amountClaimed: 830 });
    expect(values).toMatchObject({
      collectorName: 'Acme Collections',
      amountClaimed: '830',
      ceaseContact: false,
    });
    expect(
      fieldsFromForm('debt-validation', { ...values, amountClaimed: ' $1,830.50 ', accountNumber: '  ' }),
    ).toEqual({ collectorName: 'Acme Collections', amountClaimed: 1830.5, ceaseContact: false });
  });
});

async function drawForm(language: 'en' | 'es', onSubmit = vi.fn(), prefilled = {}) {
  await renderInLanguage(
    <DocumentForm
      kind="deposit-demand"
      prefilled={prefilled}
      language="en"
      onLanguage={() => {}}
      pending={false}
      problem={null}
      onSubmit={onSubmit}
      onEdited={() => {}}
    />,
    language,
    ['documents'],
  );
  return onSubmit;
}

describe('the guided form', () => {
  it('names each missing fact beside its field, focuses the first and sends nothing', async () => {
    const onSubmit = await drawForm('en');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview the letter' }));
    expect(await screen.findByText('8 fields need your attention.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(8);
    const name = screen.getByLabelText('Your full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says it in Spanish, and refuses an amount that is not a number', async () => {
    const onSubmit = await drawForm('es', vi.fn(), { ...DEPOSIT, depositAmount: undefined });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Depósito pagado (US$)'), 'mil');
    await user.click(screen.getByRole('button', { name: 'Ver la carta' }));
    expect(await screen.findByText('Escriba un número, por ejemplo 1200 o 1200.50.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the pre-filled facts, as edited, in the shape of the shared schema', async () => {
    const onSubmit = await drawForm('en', vi.fn(), DEPOSIT);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Deposit paid (US$)');
    expect((amount as HTMLInputElement).value).toBe('1200');
    await user.clear(amount);
    await user.type(amount, '1,350');
    await user.click(screen.getByRole('button', { name: 'Preview the letter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...DEPOSIT, depositAmount: 1350 }));
  });
});

describe('the documents flow', () => {
  it('offers only the kinds that fit the analysis, with the fields it filled in', async () => {
    const requests = fakeFetch(({ url }) =>
      url === '/api/documents/offered?sessionId=5'
        ? {
            body: {
              kinds: [
                { kind: 'deposit-demand', offered: true },
                { kind: 'wage-demand', offered: false, reason: 'Not a job' },
                { kind: 'debt-validation', offered: false, reason: 'No debt' },
                { kind: 'case-summary', offered: false, reason: 'Not yet' },
              ],
              fields: { 'deposit-demand': { state: 'NM' } },
            },
          }
        : undefined,
    );
    const { result } = renderHook(() => useDocumentFlow({ sessionId: 5 }), { wrapper });
    await waitFor(() => expect(result.current.offered.isSuccess).toBe(true));
    expect(requests.map((r) => r.url)).toEqual(['/api/documents/offered?sessionId=5']);
    expect(result.current.fromSource).toBe(true);
    // The one kind offered is the form's; a kind the analysis does not fit cannot be chosen.
    expect(result.current.kind).toBe('deposit-demand');
    expect(result.current.prefilled).toEqual({ state: 'NM' });
    act(() => result.current.choose('wage-demand'));
    expect(result.current.kind).toBe('deposit-demand');
  });

  it('leaves no kind to fill when the case fits none of them', async () => {
    fakeFetch(({ method, url, body }) => {
      if (url.startsWith('/api/documents/offered')) return { body: { kinds: [], fields: {} } };
      if (method === 'POST' && url === '/api/documents/preview')
        return { body: previewOf((body as { language: 'en' | 'es' }).language) };
      return undefined;
    });
    const { result } = renderHook(() => useDocumentFlow({ caseId: 7 }, 'deposit-demand'), { wrapper });
    await waitFor(() => expect(result.current.offered.isSuccess).toBe(true));
    expect(result.current.kind).toBeNull();
  });

  it('previews in English with the case; the Spanish one only when asked for, side by side', async () => {
    const requests = fakeFetch(({ method, url, body }) => {
      if (url.startsWith('/api/documents/offered')) {
        return {
          body: {
            kinds: ['deposit-demand', 'wage-demand', 'debt-validation', 'case-summary'].map((kind) => ({
              kind,
              offered: true,
            })),
            fields: {},
          },
        };
      }
      if (method === 'POST' && url === '/api/documents/preview')
        return { body: previewOf((body as { language: 'en' | 'es' }).language) };
      return undefined;
    });
    const { result } = renderHook(() => useDocumentFlow({ caseId: 7 }, 'deposit-demand'), { wrapper });
    await waitFor(() => expect(result.current.kind).toBe('deposit-demand'));
    act(() => result.current.submit(DEPOSIT));
    await waitFor(() => expect(result.current.ready).toBe(true));
    const previews = () => requests.filter((r) => r.url === '/api/documents/preview');
    expect(previews().map((r) => r.body)).toEqual([
      { kind: 'deposit-demand', language: 'en', caseId: 7, fields: DEPOSIT },
    ]);
    expect(result.current.preview.data?.language).toBe('en');
    act(() => result.current.setCompare(true));
    await waitFor(() => expect(result.current.otherPreview.data?.language).toBe('es'));
    expect(previews().map((r) => (r.body as { language: string }).language)).toEqual(['en', 'es']);
    act(() => result.current.markOutdated());
    expect(result.current.outdated).toBe(true);
  });

  it('points at the field the server names as missing, and does not offer the download', async () => {
    fakeFetch(({ url }) => {
      if (url.startsWith('/api/documents/offered')) return { status: 500, body: { message: 'x' } };
      if (url === '/api/documents/preview')
        return {
          status: 400,
          body: { code: 'VALIDATION', message: 'moveOutDate is required', field: 'moveOutDate' },
        };
      return undefined;
    });
    const { result } = renderHook(() => useDocumentFlow({}, 'deposit-demand'), { wrapper });
    // Without the offered list every kind is open: a guest can always fill a letter in.
    await waitFor(() => expect(result.current.offered.isError).toBe(true));
    expect(result.current.kind).toBe('deposit-demand');
    act(() => result.current.submit({ ...DEPOSIT, moveOutDate: undefined }));
    await waitFor(() =>
      expect(result.current.fieldProblem).toEqual({
        field: 'moveOutDate',
        message: 'moveOutDate is required',
      }),
    );
    expect(result.current.ready).toBe(false);
  });
});
