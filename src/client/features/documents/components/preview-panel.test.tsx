// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentPreview } from '../../../api/documents';
import { queryClient } from '../../../lib/query-client';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderInLanguage } from '../../../test/render';
import { PreviewPanel } from './preview-panel';
import { useDocumentFlow } from './use-document-flow';

beforeEach(() => queryClient.clear());

const FIELDS = {
  senderName: 'Ana Pérez',
  senderAddress: '12 Elm St, Austin, TX 78701',
  recipientName: 'Sunrise Rentals',
  recipientAddress: '9 Main St, Austin, TX 78702',
  state: 'TX',
  propertyAddress: '4 Oak Ave, Austin, TX 78704',
  depositAmount: 1200,
  moveOutDate: '2026-03-03',
};

/** A letter whose state's row gives no number: the screen should say why, in words, and suggest a lawyer. */
const openPreview = (reason: string | undefined): DocumentPreview => ({
  kind: 'deposit-demand',
  language: 'en',
  title: 'Security deposit demand letter',
  fields: FIELDS,
  missing: [],
  offered: true,
  suggestLawyer: true,
  rule: reason ? { state: 'TX', value: null, unit: '', citation: '', reason } : null,
  blocks: [{ type: 'paragraph', lines: ['…within the time the law of Texas requires.'] }],
});

function Harness() {
  const flow = useDocumentFlow({}, 'deposit-demand');
  const sent = useRef(false);
  // The form is sent once, as the person would press "Preview".
  useEffect(() => {
    if (flow.kind && !sent.current) {
      sent.current = true;
      flow.submit(FIELDS);
    }
  });
  return <PreviewPanel flow={flow} />;
}

async function drawWith(reason: string | undefined, lang: 'en' | 'es') {
  fakeFetch(({ method, url }) => {
    if (method === 'POST' && url === '/api/documents/preview') return { body: openPreview(reason) };
    return undefined;
  });
  await renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
    lang,
    ['documents'],
  );
  return screen.findByTestId('suggest-lawyer');
}

describe('the suggestion to talk to a lawyer', () => {
  it("gives the table's reason in words, never its code", async () => {
    const card = await drawWith('notChecked', 'en');
    expect(card.textContent).toContain('Consider talking to a lawyer');
    expect(card.textContent).toContain('has not yet been checked against the official text');
    expect(card.textContent).not.toContain('notChecked');
  });

  it('says it in Spanish, and falls back to the general reason when the table names none', async () => {
    const card = await drawWith('dependsOnFacts', 'es');
    expect(card.textContent).toContain('depende de datos como su contrato');
    queryClient.clear();
    document.body.innerHTML = '';
    const general = await drawWith(undefined, 'es');
    expect(general.textContent).toContain('no fija un solo número');
  });
});
