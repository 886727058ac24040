import { type StateLaw, stateLawSchema } from '../../../shared/schemas/state-law.js';
import { LAW_KINDS } from '../../../shared/state-law.js';
import { STATE_LAW, STATE_LAW_REVIEWED } from '../../law/table.js';

/** The table as the public reads it: reviewers' to-do notes stay out. */
export function stateLawView(): StateLaw {
  let open = 0;
  let all = 0;
  const states: StateLaw['states'] = {};
  for (const [code, rows] of Object.entries(STATE_LAW)) {
    const out: Record<string, unknown> = {};
    for (const kind of LAW_KINDS) {
      const { todo: _todo, ...row } = rows[kind] as (typeof rows)[typeof kind] & { todo?: string };
      all++;
      if (row.value === null && row.reason === 'notChecked') {
        open++;
        // A row nobody checked shows no statute, no source and no note: nothing in it was confirmed.
        out[kind] = { value: null, reason: 'notChecked' };
      } else out[kind] = row;
    }
    states[code] = out as StateLaw['states'][string];
  }
  return stateLawSchema.parse({
    reviewed: STATE_LAW_REVIEWED,
    checkedShare: Math.round(((all - open) / all) * 1000) / 1000,
    states,
  });
}

let bytes: Buffer | undefined;
let etag: string | undefined;

/** The table as UTF-8 JSON, made and checked against its schema once per process. */
export function stateLawBytes(): { body: Buffer; etag: string } {
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(stateLawView()));
    etag = `"law-${STATE_LAW_REVIEWED}-${bytes.length}"`;
  }
  return { body: bytes, etag: etag as string };
}
