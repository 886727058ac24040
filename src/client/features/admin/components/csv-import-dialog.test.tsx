// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ATTORNEY_CSV_COLUMNS, toCsv } from '../../../../shared/rules/admin-import';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderInLanguage } from '../../../test/render';
import { CsvImportDialog } from './csv-import-dialog';
import { errorsAtFileLines, failuresCsv, outcomeMessage, readImportFile } from './use-csv-import';

const row = (name: string, email: string) => [
  name,
  '123456',
  'Active',
  'Firm',
  'Firm LLC',
  email,
  '2012-05-14',
  'Family Law',
  'Bernalillo',
  '(505) 555-0100',
  '100 Gold Ave SW, Albuquerque, NM 87102',
];

// Line 3 has no e-mail, so it is skipped: the rows sent are lines 2 and 4.
const CSV = toCsv(ATTORNEY_CSV_COLUMNS, [
  row('Maria Garcia', 'maria@example.com'),
  row('No Email', ''),
  row('Luis Baca', 'luis@example.com'),
]);
const csvFile = (text: string, name = 'bar.csv') => new File([text], name, { type: 'text/csv' });

describe('reading the chosen file', () => {
  it('says why there is nothing to send', async () => {
    expect(await readImportFile('attorneys', undefined)).toEqual({ ok: false, problem: 'import.noFile' });
    expect(await readImportFile('attorneys', new File(['x'], 'photo.png', { type: 'image/png' }))).toEqual({
      ok: false,
      problem: 'import.notCsv',
    });
    expect(await readImportFile('attorneys', csvFile(toCsv(ATTORNEY_CSV_COLUMNS, [])))).toEqual({
      ok: false,
      problem: 'import.noAttorneyRows',
    });
  });

  it('keeps the rows with their file lines and lists what is skipped', async () => {
    const read = await readImportFile('attorneys', csvFile(CSV));
    expect(read.ok && read.parsed.lines).toEqual([2, 4]);
    expect(read.ok && read.parsed.skipped.map((s) => s.line)).toEqual([3]);
  });
});

describe('the import outcome', () => {
  it('is a success, a warning or an error by what failed', () => {
    expect(outcomeMessage('attorneys', { successful: 3, failed: 0, errors: [] })).toMatchObject({
      key: 'import.successAttorneys',
      variant: undefined,
    });
    expect(outcomeMessage('legal-cases', { successful: 1, failed: 2, errors: [] })).toMatchObject({
      key: 'import.partlyCases',
      variant: 'warning',
    });
    expect(outcomeMessage('attorneys', { successful: 0, failed: 2, errors: [] })).toMatchObject({
      key: 'import.allFailedAttorneys',
      variant: 'destructive',
    });
  });

  it('names failed rows by their line in the file, and offers them as a CSV', () => {
    const errors = errorsAtFileLines([{ row: 2, email: 'b@x.com', reason: 'Already exists' }], [2, 4, 9], 1);
    expect(errors).toEqual([{ row: 9, email: 'b@x.com', reason: 'Already exists' }]);
    expect(failuresCsv([{ row: 4, email: null, reason: 'Bad, very bad' }])).toBe(
      'row,email,reason\r\n4,,"Bad, very bad"',
    );
  });
});

describe('the import dialog', () => {
  it('previews the file, sends its rows and shows which failed, by file line', async () => {
    const requests = fakeFetch(({ url }) =>
      url === '/api/admin/bulk-import-attorneys'
        ? {
            body: {
              successful: 1,
              failed: 1,
              errors: [{ row: 2, email: 'luis@example.com', reason: 'Already exists' }],
            },
          }
        : undefined,
    );
    await renderInLanguage(<CsvImportDialog kind="attorneys" open onOpenChange={() => {}} />, 'en', [
      'admin',
    ]);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(CSV));
    expect(await screen.findByText('2 rows ready to import')).toBeTruthy();
    expect(screen.getByText('1 row will be skipped')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect((await screen.findByTestId('import-result')).textContent).toBe(
      'Attorneys imported: 1. Failed: 1.',
    );
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['4', 'luis@example.com', 'Already exists']);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(requests[0]?.body).toHaveLength(2);
  });

  it('says so when the upload fails, and lets the person try again', async () => {
    fakeFetch(() => ({ status: 500, body: { message: 'boom' } }));
    await renderInLanguage(<CsvImportDialog kind="attorneys" open onOpenChange={() => {}} />, 'en', [
      'admin',
    ]);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(CSV));
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(
      await screen.findByText('Upload failed. Please check your CSV format and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeTruthy();
  });
});
