/**
 * Hospitals run by a public body, by the names people call them: care gone wrong there, or a fall on
 * their floors, is a claim against that body (a county's hospital district, a city's health
 * corporation, a state university), whose notice of claim is months, not the years of a private
 * claim. `body` says whose: `local` (a city, a county, a district or authority) or `state`. Each
 * was read on 2026-11-28 (`readAt`): in a court opinion, a statute or the body's own page, or else
 * only in a secondary page, and then it is marked `unconfirmed` and answers hedge; where
 * a private non-profit now runs a public body's hospital (Grady in Atlanta, University Medical
 * Center New Orleans, Truman in Kansas City), it is left out. Names shared with places or other
 * hospitals ("Parkland", "Bellevue", "Highland Hospital") are left out too.
 */
export interface PublicHospital {
  /** Comma-separated, lower case, as people write them. */
  names: string;
  state: string;
  body: 'local' | 'state';
  legalName: string;
  readAt: string;
  /**
   * Set when who runs the hospital was read only in a secondary page (an encyclopedia copy, a news
   * story, an explainer), or the courts disagree: then a claim there gets no number, only the hedge
   * (a public body's notice may apply, see a lawyer this week), until a court opinion, a statute or
   * the body's own page confirms it.
   */
  unconfirmed?: string;
}

export const PUBLIC_HOSPITALS_CHECKED_ON = '2026-11-28';

export const PUBLIC_HOSPITALS: PublicHospital[] = [
  {
    names: 'utmb, university of texas medical branch, ut medical branch, john sealy hospital',
    state: 'TX',
    body: 'state',
    legalName: 'The University of Texas Medical Branch at Galveston (The University of Texas System)',
    readAt:
      'http://www.houston-opinions.com/files/1stCoA-2009-UT-Medical-Branch-Galveston-v-Brisco-by-Massengale-TTCA-med-mal-suit-dismissed-sufficiency-of-notice-of-claim-letter.html',
  },
  {
    names:
      'ut southwestern, utsw, university of texas southwestern medical center, clements university hospital',
    state: 'TX',
    body: 'state',
    legalName: 'The University of Texas Southwestern Medical Center',
    readAt:
      'https://cetient.com/case/4048741/the-university-of-texas-southwestern-medical-center-v-verba-klingsick-diana-klingsick-and-jana-carrasco-individually-and-on-behalf-of-the-estate-of-william-r-kingsick',
  },
  {
    names:
      'parkland hospital, parkland memorial hospital, parkland health, parkland health & hospital system, parkland health and hospital system, dallas county hospital district',
    state: 'TX',
    body: 'local',
    legalName: 'Dallas County Hospital District',
    readAt:
      'https://cetient.com/case/9956876/dallas-county-hospital-district-dba-parkland-health-and-hospital-system-v-michael-ballew',
  },
  {
    names:
      'jps, jps hospital, jps health network, john peter smith hospital, john peter smith, tarrant county hospital district',
    state: 'TX',
    body: 'local',
    legalName: 'Tarrant County Hospital District',
    readAt: 'http://www.tarrantda.com/?page_id=171',
  },
  {
    names:
      'harris health, harris health system, ben taub, ben taub hospital, ben taub general hospital, lbj hospital, lyndon b. johnson hospital, lyndon b johnson hospital, harris county hospital district',
    state: 'TX',
    body: 'local',
    legalName: 'Harris County Hospital District',
    readAt: 'http://www.harriscountycao.org/hospital-district',
  },
  {
    names: 'university health san antonio, university hospital san antonio, bexar county hospital district',
    state: 'TX',
    body: 'local',
    legalName: 'Bexar County Hospital District',
    readAt: 'https://texapedia.info/local-government/hospital-districts',
    unconfirmed: 'read only in an explainer of Texas hospital districts',
  },
  {
    names:
      'umc el paso, university medical center of el paso, thomason hospital, r.e. thomason general hospital, el paso county hospital district',
    state: 'TX',
    body: 'local',
    legalName: 'El Paso County Hospital District',
    readAt: 'https://legalclarity.org/what-is-the-el-paso-county-hospital-district',
    unconfirmed: 'read only in an explainer page',
  },
  {
    names:
      'jackson memorial, jackson memorial hospital, jackson health system, public health trust of miami-dade county',
    state: 'FL',
    body: 'local',
    legalName: 'Public Health Trust of Miami-Dade County',
    readAt: 'http://www.miamidade.gov/cob/county-commission-appointed-trusts.asp',
  },
  {
    names: 'harborview, harborview medical center, harborview hospital',
    state: 'WA',
    body: 'local',
    legalName:
      'King County (Harborview Medical Center; managed under contract by the University of Washington)',
    readAt: 'http://www.uwmedicine.org/harborview/about/mission/',
  },
  {
    names:
      'nyc health + hospitals, nyc health and hospitals, nyc h+h, nyc hhc, new york city health and hospitals corporation',
    state: 'NY',
    body: 'local',
    legalName: 'New York City Health and Hospitals Corporation',
    readAt: 'https://e.casetext.com/case/jones-v-city-of-new-york-26',
  },
  {
    names: 'bellevue hospital, bellevue hospital center',
    state: 'NY',
    body: 'local',
    legalName: 'New York City Health and Hospitals Corporation',
    readAt: 'https://print.casetext.com/case/axisa-v-the-nyc-health-hosps-corp',
  },
  {
    names: 'kings county hospital, kings county hospital center',
    state: 'NY',
    body: 'local',
    legalName: 'New York City Health and Hospitals Corporation',
    readAt: 'https://review.clateway.com/wiki/view_html.php?q=Kings_County_Hospital_Center',
    unconfirmed: 'read only in an encyclopedia copy',
  },
  {
    names: 'elmhurst hospital, elmhurst hospital center',
    state: 'NY',
    body: 'local',
    legalName: 'New York City Health and Hospitals Corporation',
    readAt: 'https://en.wikipedia.org/wiki/Elmhurst_Hospital_Center',
    unconfirmed: 'read only in an encyclopedia article',
  },
  {
    names: 'jacobi, jacobi medical center, jacobi hospital, bronx municipal hospital center',
    state: 'NY',
    body: 'local',
    legalName: 'New York City Health and Hospitals Corporation',
    readAt: 'http://piglix.com/piglix/Jacobi_Medical_Center',
    unconfirmed: 'read only in an encyclopedia copy',
  },
  {
    names: 'lincoln medical and mental health center',
    state: 'NY',
    body: 'local',
    legalName: 'New York City Health and Hospitals Corporation',
    readAt:
      'http://the-uncensored-wiki.com:20171/2017-wikipedia_en_all_novid_2017-08/A/Lincoln_Hospital_(Bronx).html',
    unconfirmed: 'read only in an encyclopedia copy',
  },
  {
    names:
      'stroger, stroger hospital, john h. stroger jr. hospital of cook county, john h. stroger, jr. hospital',
    state: 'IL',
    body: 'local',
    legalName: 'County of Cook (Cook County Health)',
    readAt: 'https://cetient.com/case/3148300/manago-v-county-of-cook',
  },
  {
    names:
      'denver health, denver health medical center, denver general hospital, denver health and hospital authority',
    state: 'CO',
    body: 'local',
    legalName: 'Denver Health and Hospital Authority',
    readAt: 'https://colorado.public.law/statutes/crs_25-29-103',
  },
  {
    names:
      'zuckerberg san francisco general, zuckerberg san francisco general hospital, san francisco general, san francisco general hospital, sf general, zsfg',
    state: 'CA',
    body: 'local',
    legalName: 'City and County of San Francisco (Department of Public Health)',
    readAt: 'https://realestate.ucsf.edu/campus-sites/zuckerberg-san-francisco-general',
  },
  {
    names:
      'lac+usc, lac usc, lac+usc medical center, los angeles county+usc medical center, county-usc, county usc, los angeles general medical center, la general, la general medical center, los angeles county general hospital',
    state: 'CA',
    body: 'local',
    legalName: 'County of Los Angeles (Department of Health Services)',
    readAt: 'https://en-academic.com/dic.nsf/enwiki/11583537',
    unconfirmed: 'read only in an encyclopedia copy',
  },
  {
    names: 'harbor-ucla, harbor ucla, harbor-ucla medical center, harbor ucla medical center',
    state: 'CA',
    body: 'local',
    legalName: 'County of Los Angeles (Department of Health Services)',
    readAt:
      'https://fdocuments.in/document/statement-of-proceedings-for-the-special-meeting-of-file-hoa8092651-statement.html',
  },
  {
    names:
      'olive view, olive view-ucla, olive view ucla, olive view-ucla medical center, olive view medical center',
    state: 'CA',
    body: 'local',
    legalName: 'County of Los Angeles (Department of Health Services)',
    readAt: 'https://en.wikipedia.org/wiki/Los_Angeles_County_Department_of_Health_Services',
    unconfirmed: 'read only in an encyclopedia article',
  },
  {
    names:
      'highland hospital oakland, wilma chan highland hospital, alameda health system, alameda county medical center',
    state: 'CA',
    body: 'local',
    legalName: 'Alameda Health System (Alameda County public hospital authority)',
    readAt: 'https://en.wikipedia.org/wiki/Alameda_Health_System',
    unconfirmed: 'read only in an encyclopedia article',
  },
  {
    names: 'santa clara valley medical center, scvmc, valley medical center san jose',
    state: 'CA',
    body: 'local',
    legalName: 'County of Santa Clara',
    readAt: 'http://ca.findacase.com/research/wfrmDocViewer.aspx/xq/fac.20110526_0004111.CA.htm/qx',
  },
  {
    names: 'natividad, natividad medical center, natividad hospital',
    state: 'CA',
    body: 'local',
    legalName: 'County of Monterey',
    readAt:
      'https://www.montereyherald.com/2022/07/20/monterey-county-board-of-supervsiors-vote-to-create-integrated-health-system/',
    unconfirmed: 'read only in a news story',
  },
  {
    names: 'kern medical, kern medical center, kern county hospital authority',
    state: 'CA',
    body: 'local',
    legalName: 'Kern County Hospital Authority',
    readAt: 'https://getpocketlaw.com/law/state_california/section-101853-section-101853_2bdaf670373f',
  },
  {
    names: 'arrowhead regional medical center, arrowhead regional, armc',
    state: 'CA',
    body: 'local',
    legalName: 'County of San Bernardino',
    readAt:
      'https://sanbernardino.legistar.com/LegislationDetail.aspx?ID=4696931&GUID=D99E786F-FCDC-4F87-94F6-7996118DB12E',
  },
  {
    names:
      'riverside university health system, ruhs, ruhs medical center, riverside university health system medical center, riverside county regional medical center, rcrmc, riverside general hospital',
    state: 'CA',
    body: 'local',
    legalName: 'County of Riverside',
    readAt: 'https://cetient.com/case/8482418/patton-v-county-of-riverside-ca42',
  },
  {
    names:
      'valleywise, valleywise health, valleywise health medical center, maricopa medical center, maricopa integrated health system, maricopa county special health care district',
    state: 'AZ',
    body: 'local',
    legalName: 'Maricopa County Special Health Care District',
    readAt: 'https://valleywisehealth.org/board-of-directors',
  },
  {
    names: 'umc las vegas, university medical center of southern nevada, umc southern nevada, umcsn',
    state: 'NV',
    body: 'local',
    legalName: 'University Medical Center of Southern Nevada (Clark County)',
    readAt: 'https://lasvegassun.com/news/2013/jan/08/commissioners-ok-plan-consider-change-umc-governan/',
    unconfirmed: 'read only in a news story',
  },
  {
    names: 'hcmc, hennepin county medical center, hennepin healthcare, hennepin healthcare system',
    state: 'MN',
    body: 'local',
    legalName: 'Hennepin Healthcare System, Inc.',
    readAt:
      'https://hennepinmn.legistar.com/LegislationDetail.aspx?FullText=1&GUID=94271FEC-DAD4-4B34-8185-FFA00C2A77F8&ID=6644222',
  },
  {
    names:
      'metrohealth, metrohealth medical center, metrohealth system, the metrohealth system, cleveland metropolitan general hospital',
    state: 'OH',
    body: 'local',
    legalName: 'The MetroHealth System (Cuyahoga County hospital)',
    readAt: 'https://case-law.vlex.com/vid/jones-v-metrohealth-med-888756104',
  },
  {
    names: 'ecmc, erie county medical center, erie county medical center corporation',
    state: 'NY',
    body: 'local',
    legalName: 'Erie County Medical Center Corporation',
    readAt: 'https://law.onecle.com/new-york/public-authorities/PBA03627_3627.html',
  },
  {
    names:
      'regional one, regional one health, regional medical center at memphis, shelby county health care corporation',
    state: 'TN',
    body: 'local',
    legalName: 'Shelby County Health Care Corporation',
    readAt: 'https://cetient.com/case/4652042/dennis-williamson-v-regional-one-health',
    unconfirmed:
      'courts disagree: immune under the Governmental Tort Liability Act in 2021, not a governmental entity under the Public Records Act in 1990',
  },
  {
    names:
      'unm hospital, unmh, unm hospitals, university of new mexico hospital, bernalillo county medical center',
    state: 'NM',
    body: 'state',
    legalName:
      'Regents of the University of New Mexico (UNM Hospital; facilities leased from Bernalillo County)',
    readAt: 'http://policy.unm.edu/regents-policies/section-3/3-6.html',
  },
  {
    names:
      'ohsu, ohsu hospital, oregon health & science university, oregon health and science university, ohsu health',
    state: 'OR',
    body: 'state',
    legalName: 'Oregon Health and Science University (public corporation, ORS ch. 353)',
    readAt: 'https://law.onecle.com/oregon/353-oregon-health-and-science-university/353.010.html',
  },
  {
    names:
      'uab hospital, uab medicine, uab university hospital, university of alabama at birmingham hospital',
    state: 'AL',
    body: 'state',
    legalName: 'Board of Trustees of the University of Alabama',
    readAt:
      'https://www.studicata.com/summaries/court-of-civil-appeals-of-alabama/hutchinson-v-board-of-trustees-1971-ognyer',
  },
  {
    names:
      'uk healthcare, uk chandler hospital, albert b. chandler hospital, university of kentucky hospital, university of kentucky medical center, uk medical center',
    state: 'KY',
    body: 'state',
    legalName: 'University of Kentucky',
    readAt: 'https://print.casetext.com/case/russell-v-univ-of-ky-med-ctr',
  },
  {
    names:
      'uva medical center, uva health, uva hospital, university of virginia medical center, university of virginia health system, uva health system',
    state: 'VA',
    body: 'state',
    legalName: 'Rector and Visitors of the University of Virginia',
    readAt: 'https://cetient.com/case/8667111/wright-v-wiedower',
  },
  {
    names:
      'ucsf medical center, ucsf health, ucsf hospital, ucsf helen diller medical center, ucsf medical center at parnassus',
    state: 'CA',
    body: 'state',
    legalName: 'The Regents of the University of California',
    readAt: 'http://metnews.com/articles/2024/sovereignimmunity_061724.htm',
  },
  {
    names:
      'ucla medical center, ronald reagan ucla medical center, ucla health, ucla hospital, ucla neuropsychiatric hospital, resnick neuropsychiatric hospital at ucla',
    state: 'CA',
    body: 'state',
    legalName: 'The Regents of the University of California',
    readAt: 'https://rulings.law/rulings/judge-elaine-w-mandel/23smcv00044-2023-10-12.html',
  },
  {
    names:
      'uc davis medical center, uc davis health, uc davis hospital, university of california davis medical center',
    state: 'CA',
    body: 'state',
    legalName: 'The Regents of the University of California',
    readAt: 'https://cetient.com/case/4676217/tate-v-uc-davis-medical-center-ca13',
  },
  {
    names:
      'uihc, university of iowa hospitals and clinics, university of iowa hospitals & clinics, university of iowa hospital, ui health care, uiowa hospital',
    state: 'IA',
    body: 'state',
    legalName: 'Board of Regents, State of Iowa (University of Iowa Hospitals and Clinics)',
    readAt:
      'http://www.regents.iowa.gov/annualreport/2010/our-strengths/iowas-public-universities-and-special-schools/index.html',
  },
  {
    names:
      "michigan medicine, university of michigan hospital, university of michigan health, u of m hospital, hospital de la universidad de michigan, c.s. mott children's hospital, mott children's hospital",
    state: 'MI',
    body: 'state',
    legalName: 'Regents of the University of Michigan',
    readAt: 'https://cetient.com/case/7801927/elizabeth-taylor-v-university-of-michigan-regents',
  },
];
