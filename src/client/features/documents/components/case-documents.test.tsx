// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderInLanguage } from '../../../test/render';
import { CaseDocuments } from './case-documents';

beforeEach(() => queryClient.clear());

const SAVED = {
  id: 3,
  kind: 'deposit-demand',
  language: 'en',
  title: 'Demand for return of security deposit',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe("a case's saved documents", () => {
  it('lists them and deletes one only once the person confirms', async () => {
    let list = [SAVED];
    const requests = fakeFetch(({ method, url }) => {
      if (method === 'GET' && url === '/api/legal-cases/7/documents') return { body: list };
      if (method === 'DELETE' && url === '/api/legal-cases/7/documents/3') {
        list = [];
        // The server answers 204; the fake sends the same empty body with a status a Response allows.
        return { status: 200 };
      }
      return undefined;
    });
    await renderInLanguage(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <CaseDocuments caseId={7} />
        </MemoryRouter>
      </QueryClientProvider>,
      'en',
      ['documents'],
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete: ${SAVED.title}` }));
    await screen.findByText('Delete this document?');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('No documents saved with this case yet.');
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Write a letter for this case' }).getAttribute('href')).toBe(
      '/documents?caseId=7',
    );
  });
});
