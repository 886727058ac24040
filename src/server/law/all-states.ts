import type { StateRows } from './rows.js';
import { AK } from './states/ak.js';
import { AL } from './states/al.js';
import { AR } from './states/ar.js';
import { AZ } from './states/az.js';
import { CA } from './states/ca.js';
import { CO } from './states/co.js';
import { CT } from './states/ct.js';
import { DC } from './states/dc.js';
import { DE } from './states/de.js';
import { FL } from './states/fl.js';
import { GA } from './states/ga.js';
import { HI } from './states/hi.js';
import { IA } from './states/ia.js';
import { ID } from './states/id.js';
import { IL } from './states/il.js';
import { IN } from './states/in.js';
import { KS } from './states/ks.js';
import { KY } from './states/ky.js';
import { LA } from './states/la.js';
import { MA } from './states/ma.js';
import { MD } from './states/md.js';
import { ME } from './states/me.js';
import { MI } from './states/mi.js';
import { MN } from './states/mn.js';
import { MO } from './states/mo.js';
import { MS } from './states/ms.js';
import { MT } from './states/mt.js';
import { NC } from './states/nc.js';
import { ND } from './states/nd.js';
import { NE } from './states/ne.js';
import { NH } from './states/nh.js';
import { NJ } from './states/nj.js';
import { NM } from './states/nm.js';
import { NV } from './states/nv.js';
import { NY } from './states/ny.js';
import { OH } from './states/oh.js';
import { OK } from './states/ok.js';
import { OR } from './states/or.js';
import { PA } from './states/pa.js';
import { RI } from './states/ri.js';
import { SC } from './states/sc.js';
import { SD } from './states/sd.js';
import { TN } from './states/tn.js';
import { TX } from './states/tx.js';
import { UT } from './states/ut.js';
import { VA } from './states/va.js';
import { VT } from './states/vt.js';
import { WA } from './states/wa.js';
import { WI } from './states/wi.js';
import { WV } from './states/wv.js';
import { WY } from './states/wy.js';

/** Every state and DC, by code. */
export const STATE_ROWS: Record<string, StateRows> = {
  AK,
  AL,
  AR,
  AZ,
  CA,
  CO,
  CT,
  DC,
  DE,
  FL,
  GA,
  HI,
  IA,
  ID,
  IL,
  IN,
  KS,
  KY,
  LA,
  MA,
  MD,
  ME,
  MI,
  MN,
  MO,
  MS,
  MT,
  NC,
  ND,
  NE,
  NH,
  NJ,
  NM,
  NV,
  NY,
  OH,
  OK,
  OR,
  PA,
  RI,
  SC,
  SD,
  TN,
  TX,
  UT,
  VA,
  VT,
  WA,
  WI,
  WV,
  WY,
};
