import { describe, expect, it } from 'vitest';
import {
  ATTORNEY_CSV_TEMPLATE,
  parseAttorneyCsv,
  parseLegalCaseCsv,
  splitFullName,
  toCsv,
  urgentFrom,
} from './admin-import.js';

const HEADER =
  'Full_Name,ID,Member_Type,Firm,Firm_Name,Emails,Addmission_Date,Practice_Areas,Practice_Counties,Phone Number,Office_Address';

describe('state-bar CSV', () => {
  it('reads quoted fields, doubled quotes, embedded newlines, a BOM and CRLF line ends', () => {
    const text = `\uFEFF${HEADER}\r\n"Maria Elena Garcia",123,Active,,"Garcia ""The Advocate"" Law","maria@example.com; m2@example.com",2012-05-14,"Family Law, Immigration","Bernalillo; Santa Fe",(505) 555-0100,"100 Gold Ave SW\r\nAlbuquerque, NM 87102"\r\n`;
    const { rows, skipped } = parseAttorneyCsv(text);
    expect(skipped).toEqual([]);
    expect(rows).toEqual([
      {
        firstName: 'Maria',
        lastName: 'Elena Garcia',
        licenseNumber: '123',
        memberType: 'Active',
        firmName: 'Garcia "The Advocate" Law',
        email: 'maria@example.com',
        admissionDate: '2012-05-14',
        specialties: ['Family Law', 'Immigration'],
        practiceCounties: ['Bernalillo', 'Santa Fe'],
        phoneNumber: '(505) 555-0100',
        officeAddress: '100 Gold Ave SW\r\nAlbuquerque, NM 87102',
      },
    ]);
  });

  it('skips empty rows silently, and says why it skips rows without a name, an e-mail, or with a repeated e-mail', () => {
    const text = [
      HEADER,
      'Ana Ruiz,1,,,,ana@example.com,,,,,',
      ',,,,,,,,,,',
      '',
      ',2,,,,nobody@example.com,,,,,',
      'Solo,3,,,,,,,,,',
      'Ana Again,4,,Firm Only,,ANA@example.com,,,,,',
    ].join('\n');
    const { rows, skipped } = parseAttorneyCsv(text);
    expect(rows.map((r) => r.email)).toEqual(['ana@example.com']);
    expect(skipped.map((s) => s.reason)).toEqual(['missingName', 'missingEmail', 'duplicateEmail']);
    expect(skipped.map((s) => s.line)).toEqual([5, 6, 7]);
  });

  it('the template parses to one importable row; failures round-trip through toCsv', () => {
    expect(parseAttorneyCsv(ATTORNEY_CSV_TEMPLATE).rows).toHaveLength(1);
    const csv = toCsv(['row', 'reason'], [['3', 'A "quoted", reason']]);
    expect(csv).toBe('row,reason\r\n3,"A ""quoted"", reason"');
  });
});

describe('full names split into first and last', () => {
  it('splits at the first word; a quoted nickname stays with the first name', () => {
    expect(splitFullName('Maria Elena Garcia')).toEqual({ firstName: 'Maria', lastName: 'Elena Garcia' });
    expect(splitFullName('José "Pepe" Ramírez')).toEqual({ firstName: 'José "Pepe"', lastName: 'Ramírez' });
    expect(splitFullName('  Ana   “La Jefa”  de la Cruz ')).toEqual({
      firstName: 'Ana “La Jefa”',
      lastName: 'de la Cruz',
    });
    expect(splitFullName("Sean 'Jack' O'Brien")).toEqual({ firstName: "Sean 'Jack'", lastName: "O'Brien" });
    expect(splitFullName('Maria Elena "Lena" Garcia')).toEqual({
      firstName: 'Maria "Lena"',
      lastName: 'Elena Garcia',
    });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher' });
    expect(splitFullName('Prince "The Artist"')).toEqual({ firstName: 'Prince "The Artist"' });
    expect(splitFullName('   ')).toEqual({});
  });

  it('reads the nickname from a CSV cell with doubled quotes', () => {
    const text = `${HEADER}\n"José ""Pepe"" Ramírez",1,Active,,,pepe@example.com,,,,,\n`;
    expect(parseAttorneyCsv(text).rows[0]).toMatchObject({ firstName: 'José "Pepe"', lastName: 'Ramírez' });
  });
});

describe('legal-case CSV', () => {
  it('keeps rows with a title and a description; isUrgent is true for true in any case or 1', () => {
    const text = 'title,description,isUrgent\nA,B,TRUE\nNo description,,1\nC,D,0\n';
    const { rows, skipped } = parseLegalCaseCsv(text);
    expect(rows).toHaveLength(2);
    expect(skipped).toHaveLength(1);
    expect(['TRUE', 'true', '1', 1, true].map(urgentFrom)).toEqual([true, true, true, true, true]);
    expect(['0', 'yes', '', undefined].map(urgentFrom)).toEqual([false, false, false, false]);
  });
});
