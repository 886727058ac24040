import { SMALL_TOWNS_BY_STATE } from './small-towns.js';
import { TOWNS_BY_STATE } from './towns.js';

/**
 * The largest US cities and the boroughs and areas people name instead of their city, folded, with
 * their state. A name shared by two big cities goes to the larger one ("columbus" is Ohio), unless
 * the shared name is too even to call (Springfield, Aurora); then it is left out and the person is
 * asked for the state. Common misspellings and Spanish names are listed as people write them.
 */
const CITIES_BY_STATE: Record<string, string> = {
  AK: 'anchorage, fairbanks, juneau, kodiak, ketchikan, sitka, wasilla, kenai, bethel',
  AL: 'birmingham, huntsville, montgomery, mobile, tuscaloosa, dothan',
  AR: 'little rock, fort smith, springdale, rogers, jonesboro',
  AZ: `phoenix, pheonix, fenix, tucson, tuczon, mesa, chandler, gilbert, glendale, scottsdale, peoria,
    tempe, surprise, yuma, avondale, goodyear, flagstaff, buckeye, nogales, casa grande, maricopa`,
  CA: `beverly hills, los angeles, los angelos, los anjeles, los angelez, east los angeles, san diego,
    san jose, san francisco,
    fresno, sacramento, long beach, oakland, bakersfield, anaheim, santa ana, riverside, stockton, irvine,
    chula vista, fremont, san bernardino, modesto, fontana, oxnard, moreno valley, huntington beach,
    santa clarita, oceanside, garden grove, rancho cucamonga, corona, elk grove, palmdale, salinas, pomona,
    hayward, escondido, torrance, sunnyvale, pasadena, fullerton, thousand oaks, visalia, simi valley,
    roseville, santa clara, vallejo, victorville, el monte, berkeley, downey, costa mesa, inglewood, ventura,
    west covina, carlsbad, murrieta, antioch, temecula, santa rosa, compton, san mateo, watsonville,
    south gate, santa maria, san fernando, van nuys, north hollywood, san ysidro, indio, coachella, merced,
    hemet, perris, redlands, santa barbara, bay area, silicon valley, orange county, san gabriel,
    santa monica,
    long beach, chino, lancaster, san pedro, huntington park, south central`,
  CO: `denver, colorado springs, aurora, fort collins, lakewood, thornton, arvada, westminster, pueblo,
    greeley, boulder, longmont, grand junction`,
  CT: 'hartford, bridgeport, new haven, stamford, waterbury, danbury, new britain',
  DC: 'washington dc, washington d c',
  DE: 'dover delaware',
  FL: `jacksonville, miami, miamy, tampa, orlando, st petersburg, saint petersburg, san petersburgo, hialeah,
    port st lucie, tallahassee, cape coral, fort lauderdale, ft lauderdale, pembroke pines, miramar,
    gainesville, coral springs, clearwater, miami gardens, palm bay, west palm beach, pompano beach,
    lakeland, davie, miami beach, boca raton, homestead, kissimmee, kisimi, naples, fort myers, sarasota,
    doral, immokalee, daytona beach, ocala, pensacola, little havana, palm beach`,
  GA:
    'atlanta, atlana, augusta, savannah, macon, sandy springs, marietta, dalton, norcross, gainesville ' +
    'georgia',
  HI: 'honolulu, maui, hilo, kailua kona, pearl city, waipahu, kapolei',
  IA: 'des moines, cedar rapids, davenport, sioux city',
  ID: 'boise, nampa, idaho falls, twin falls',
  IL: `chicago, chicaco, chicgo, joliet, naperville, rockford, elgin, champaign, waukegan, cicero, evanston,
    berwyn`,
  IN: 'indianapolis, fort wayne, evansville, south bend, gary indiana',
  KS: 'wichita, overland park, topeka, olathe, dodge city, garden city, kansas city kansas',
  KY: 'louisville, lexington, bowling green',
  LA: 'new orleans, nueva orleans, nuevo orleans, baton rouge, shreveport, lafayette, lake charles, metairie',
  MA: 'boston, worcester, lowell, brockton, new bedford, lynn, chelsea massachusetts, fall river',
  MD:
    'baltimore, silver spring, gaithersburg, rockville, hyattsville, annapolis, frederick, columbia ' +
    'maryland, bethesda',
  MI: 'detroit, grand rapids, sterling heights, lansing, ann arbor, flint, dearborn, kalamazoo',
  MN: 'minneapolis, saint paul, st paul, minneapolis st paul',
  MO: 'kansas city, saint louis, st louis, independence missouri',
  MS: 'jackson mississippi, gulfport',
  MT: 'billings, missoula',
  NC: `charlotte, raleigh, greensboro, durham, winston salem, fayetteville, cary, wilmington, high point,
    asheville`,
  ND: 'fargo',
  NE: 'omaha, lincoln nebraska, grand island',
  NH: 'nashua, manchester new hampshire',
  NJ: `newark, jersey city, paterson, elizabeth nj, trenton, camden, clifton, passaic, union city,
    perth amboy,
    new brunswick, hoboken, plainfield, atlantic city`,
  NM:
    'albuquerque, alburquerque, albuquerqe, las cruces, santa fe, rio rancho, farmington, roswell, ' +
    'hobbs, gallup',
  NV: `las vegas, las vegaz, north las vegas, henderson, reno, sparks, elko, carson city, pahrump, fernley,
    winnemucca, boulder city, mesquite nevada`,
  NY: `new york city, nyc, brooklyn, bronx, queens, manhattan, staten island, harlem, long island, buffalo,
    rochester, yonkers, syracuse, albany, nueva york city, jamaica queens, flushing`,
  OH: `columbus, cleveland, cincinnati, cincinatti, cincinati, toledo, akron, dayton, parma, canton,
    youngstown,
    lorain`,
  OK: 'oklahoma city, tulsa, norman, broken arrow, lawton',
  OR: 'portland, salem, eugene, gresham, hillsboro, beaverton, medford',
  PA: 'philadelphia, philly, filadelfia, pittsburgh, pittsburg, allentown, erie, scranton, harrisburg',
  RI: 'providence, pawtucket, cranston',
  SC: 'columbia, charleston, north charleston, myrtle beach',
  SD: 'sioux falls',
  TN: 'nashville, memphis, knoxville, chattanooga, clarksville, murfreesboro',
  TX: `houston, huston, hiuston, houstin, san antonio, santonio, dallas, dalas, austin, fort worth, ft worth,
    el paso, arlington, corpus christi, plano, laredo, lubbock, garland, irving, amarillo, grand prairie,
    mckinney, frisco, brownsville, killeen, mesquite, mcallen, denton, waco, midland, odessa, carrollton,
    round rock, abilene, pearland, richardson, league city, beaumont, edinburg, pharr, harlingen, san marcos,
    conroe, tyler, wichita falls, longview, baytown, sugar land, katy, weslaco, del rio, eagle pass,
    san angelo, galveston, texas city, rio grande valley`,
  UT: 'salt lake city, salt lake, west valley city, provo, orem, ogden, st george',
  VA: 'norfolk, chesapeake, richmond, newport news, alexandria, roanoke, virginia beach',
  VT: 'burlington vermont',
  WA: 'seattle, spokane, tacoma, bellevue, everett, yakima, renton, pasco, kennewick, wenatchee',
  WI: 'milwaukee, madison, green bay, kenosha, racine',
  WV: 'charleston west virginia',
  WY: 'cheyenne, casper',
};

/**
 * Smaller cities and areas people name, added so the state is found without being asked; names that are
 * everyday words or first names are written with their state ("bend oregon").
 */
const MORE_CITIES_BY_STATE: Record<string, string> = {
  AL: 'tuscaloosa alabama, auburn alabama, hoover alabama, decatur alabama, gadsden, phenix city',
  AR: 'fayetteville arkansas, bentonville, conway arkansas, pine bluff, hot springs, texarkana arkansas',
  AZ: 'sierra vista, lake havasu, bullhead city, kingman, sedona, prescott arizona',
  CO: 'loveland, castle rock, broomfield, littleton, commerce city, montrose, glenwood springs',
  CT: 'meriden, new london, west hartford, norwich connecticut, bristol connecticut, middletown connecticut',
  DC: 'columbia heights, adams morgan, anacostia, foggy bottom, dupont circle',
  DE: 'wilmington delaware, newark delaware',
  GA:
    'gwinnett, lawrenceville, valdosta, warner robins, alpharetta, kennesaw, cobb county, ' +
    'athens georgia, columbus georgia',
  HI: 'kahului, lahaina, kauai, lihue, kaneohe, waianae, kona, molokai, lanai',
  IA: 'iowa city, council bluffs, waterloo iowa, dubuque, ames iowa',
  ID: 'pocatello, coeur d alene, meridian idaho, caldwell idaho',
  IL:
    'melrose park, franklin park, elmhurst, wheaton, kankakee, orland park, tinley park, calumet city, ' +
    'blue island, chicago heights, romeoville, carpentersville, streamwood, hanover park, mundelein, ' +
    'round lake, east st louis, belleville illinois, decatur illinois, bloomington illinois, ' +
    'schaumburg, skokie, des plaines, arlington heights, bolingbrook, oak lawn, palatine, ' +
    'carbondale, moline, oak park, urbana, springfield illinois, peoria illinois, ' +
    'aurora illinois',
  IN: 'muncie, terre haute, elkhart, kokomo, bloomington indiana, carmel indiana, lafayette indiana',
  KS: 'salina, hutchinson, lawrence kansas, manhattan kansas, liberal kansas',
  KY: 'owensboro, paducah, hopkinsville, frankfort kentucky, covington kentucky',
  LA: 'houma, kenner, bossier city, monroe louisiana, alexandria louisiana',
  MA:
    'framingham, haverhill, somerville, malden, holyoke, chicopee, pittsfield, fitchburg, ' +
    'taunton, springfield massachusetts, cambridge massachusetts',
  MD: 'towson, dundalk, glen burnie, waldorf, hagerstown, takoma park, college park, langley park',
  ME: 'bangor, biddeford, augusta maine, portland maine, lewiston maine',
  MI: 'saginaw, southfield, livonia, traverse city, muskegon, battle creek, warren michigan',
  MN:
    'burnsville, eagan, apple valley, shakopee, st cloud, saint cloud, brooklyn park, maple grove, ' +
    'richfield, willmar, worthington minnesota, faribault, owatonna, moorhead, austin minnesota, ' +
    'mankato, rochester minnesota, duluth minnesota, bloomington minnesota',
  MS: 'hattiesburg, biloxi, tupelo, southaven, vicksburg, meridian mississippi',
  MT: 'bozeman, kalispell, great falls, helena montana, butte montana',
  NC: 'gastonia, chapel hill, rocky mount, goldsboro, greenville nc, jacksonville nc, concord nc',
  ND: 'bismarck, grand forks, minot, williston, west fargo',
  NE: 'kearney nebraska, bellevue nebraska, norfolk nebraska',
  NH: 'concord new hampshire, dover new hampshire, keene, portsmouth new hampshire',
  NJ: 'toms river, vineland, bayonne, east orange, west new york',
  NY: 'white plains, new rochelle, schenectady, utica, binghamton, ithaca, poughkeepsie, hempstead',
  OH: 'elyria, sandusky, kettering, mansfield ohio, hamilton ohio, springfield ohio',
  OK: 'edmond, stillwater, muskogee, moore oklahoma',
  OR: 'corvallis, tigard, lake oswego, grants pass, klamath falls, woodburn, bend oregon',
  PA: 'wilkes barre, hazleton, norristown, reading pennsylvania, lancaster pennsylvania, york pennsylvania',
  RI: 'warwick, woonsocket, newport rhode island',
  SC: 'spartanburg, rock hill, hilton head, greenville south carolina, sumter',
  SD: 'rapid city, brookings',
  TN: 'johnson city, kingsport, jackson tennessee, franklin tennessee',
  UT: 'layton, lehi, logan utah, sandy utah',
  VA:
    'fairfax, manassas, woodbridge, harrisonburg, lynchburg, charlottesville, fredericksburg, ' +
    'blacksburg, herndon, annandale, falls church, arlington virginia',
  VT: 'montpelier, rutland',
  WA:
    'bellingham, walla walla, burien, federal way, olympia washington, vancouver washington, ' +
    'kent washington',
  WI: 'appleton, oshkosh, eau claire, waukesha, la crosse, janesville, sheboygan, wausau',
  WV: 'morgantown, parkersburg, beckley, clarksburg, martinsburg, fairmont, huntington west virginia',
  WY:
    'riverton wyoming, evanston wyoming, green river wyoming, cody wyoming, jackson hole, torrington, ' +
    'laramie, rock springs, gillette wyoming, sheridan wyoming',
};

/**
 * Towns named only after "in", "from", "near" (towns.ts, then the smaller ones of small-towns.ts):
 * folded name → state code.
 */
export const TOWN_STATES: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [code, list] of [...Object.entries(TOWNS_BY_STATE), ...Object.entries(SMALL_TOWNS_BY_STATE)]) {
    for (const town of list.split(',')) {
      const name = town.replace(/\s+/g, ' ').trim();
      if (name && !map.has(name)) map.set(name, code);
    }
  }
  return map;
})();

/** Folded city name → state code. */
export const CITY_STATES: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [code, list] of [...Object.entries(CITIES_BY_STATE), ...Object.entries(MORE_CITIES_BY_STATE)]) {
    for (const city of list.split(',')) {
      const name = city.replace(/\s+/g, ' ').trim();
      if (name) map.set(name, code);
    }
  }
  return map;
})();

function wordSet(list: string): Set<string> {
  return new Set(
    list
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean),
  );
}

/**
 * City names that are also first names ("Charlotte", "Austin"): they count only after "in", "en",
 * "from" …
 */
export const CITIES_NAMED_LIKE_PEOPLE = wordSet(`
  charlotte, austin, tyler, irving, norman, eugene, madison, lincoln, rogers, chandler, gilbert, montgomery,
  cary, everett, jackson, savannah, augusta, odessa, lynn, denton, richardson, durham, katy, dalton, hobbs,
  casper, orem, erie, lexington, edmond, keene`);

/** City names that are also everyday words ("mobile", "surprise"): written with a capital or after "in". */
export const CITIES_NAMED_LIKE_WORDS = wordSet(`
  mobile, surprise, mesa, sparks, pueblo, reno, corona, buffalo, queens, providence, independence, homestead,
  naples, flint, garland, frisco, canton, columbia, salem, parma, plano, chino, davie, waco, peoria, glendale,
  pasadena, lancaster, lakewood, arlington, roswell, temple, billings, yuma, macon, tempe, charleston,
  portland`);
