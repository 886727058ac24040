import type { LawKind } from '../../../../shared/state-law.js';
import type { SituationTopic } from '../../../../shared/topics.js';
import type { FederalKind } from '../../../law/federal.js';
import { PUBLIC_HOSPITALS } from '../../../law/public-hospitals.js';
import { fold } from './text.js';

/**
 * The kind of claim a situation is, for its deadline (decision 0034). The general injury period is
 * never the answer where malpractice, a work injury, a government defendant or a motor vehicle has
 * its own: each claim names the rows of the table that apply to it, the one a person must act on
 * first at the head.
 */
export type ClaimKind =
  | 'malpractice'
  | 'workInjury'
  | 'government'
  | 'police'
  | 'motorVehicle'
  | 'injury'
  | 'propertyDamage'
  | 'contract'
  | 'wages'
  | 'deposit'
  | 'eviction'
  | 'discrimination'
  | 'dui'
  | 'overstay'
  | 'identityTheft';

export type RuleRef = { state: LawKind } | { federal: FederalKind } | { hedge: 'specialInjury' };

export interface Claim {
  kind: ClaimKind;
  /** The rows that apply, the first the one to act on first. */
  rules: RuleRef[];
  /** The topic the claim belongs to. */
  topic: SituationTopic;
}

/**
 * Cues over folded text (lower case, no accents, single spaces, padded with spaces). A cue's last
 * word may also be said in the plural ("trash trucks", "bedsores").
 */
const cue = (words: string) => new RegExp(` (?:${words.trim().replace(/\s*\n\s*/g, '|')})s?(?= )`, 'u');

const MEDICAL = cue(`
colonoscop\\w*|gastroenterologist|gastroenterologo|carpal tunnel|tunel carpiano
doctors?|dr|surgeons?|surgery|surgical|operated|operation|hospital|er|emergency room|urgent care|nurses?
clinic|cateter|catheter
dentists?|pharmacist|pharmacy|misdiagnos\\w*|diagnos\\w*|mammogram|x ray|xray|scan|mri|c section|delivery
anesthesi\\w*
medication|prescri\\w*|nursing home|bedsore|bed sore|ob|obgyn|endoscop\\w*|hysterectomy|liposuction|iv
chiropractor|physical therapist|therapist|optometrist|eye doctor|midwife|paramedics?|ambulance|radiologist
cardiologist|pediatrician|psychiatrist|orthopedic|specialist|physician
medico|medicos|doctora|cirujan[oa]s?|cirugia|sirugia|cirujia|surgury|surgey|hospitol|hopital|operaron
operacion|se opero|me opere|operad[oa]|enfermer[oa]s?|clinica|dentista|farmacia
diagnostico
radiografia|estudios|llagas|escaras|ulceras|parto|cesarea|medicina equivocada|receto|asilo de ancianos|suero
biopsy|biopsia|dermatologist|dermatologo|oncologist|oncologo|pathologist|patologo|urologist|urologo
urgencias|endoscopia|expediente|emergencias|sala de emergencia\\w*|apendicitis|appendicitis
quiropractico|terapeuta|partera|paramedicos?|ambulancia|laboratorio|pediatra|ginecologo|cardiologo|oculista
especialista|mamografia|radiolog[oa]`);
/** The care itself went wrong: not just a doctor or a surgery somewhere in the story. */
const MEDICAL_HARM = cue(
  `
should have (?:been )?(?:seen|caught|found|noticed|removed)|debi(?:o|eron) (?:haberlo )?(?:visto|detectado)
(?:tornillo|placa|protesis|clavo|implante)s? (?:\\w+ ){0,2}mal puest[oa]s?|mal puest[oa] (?:el|la|los|las) (?:tornillo|placa|protesis|clavo|implante)
(?:screw|plate|implant|rod|hardware)s? (?:\\w+ ){0,3}(?:put in|placed) wrong
told me (?:everything|all) was (?:clear|fine|normal|ok)|me dijo que todo estaba bien
(?:wrote|read|called|reported) (?:it|that it) (?:was|as) (?:normal|clear|negative|fine|benign)|already visible|ya se veia|no (?:le|me|lo|la) (?:vieron|vio|detectaron|encontraron)
(?:said|says|told (?:me|him|her|us|them)) (?:it|everything|all|they) (?:was|were) (?:clear|fine|normal|ok|negative)|(?:was|were) already there
(?:me|le) corto un nervio|(?:me|le) cortaron un nervio|(?:me|le) danaron un nervio
(?:me|le) (?:corto|cortaron|perforo|perforaron|quemo|quemaron) (?:un|una|el|la|mi|su) \\w+
read (?:\\w+ ){0,3}as (?:normal|benign|clear|negative)|(?:called|said|was) (?:it )?benign|salio benign[oa]
dijo que (?:era )?benign[oa]|como benign[oa]
wrong
missed (?:a |the |my |his |her )?(?:\\w+ )?(?:broken|fractured|torn|ruptured) \\w+|` +
    `missed (?:a |the |my |his |her )?(?:\\w+ )?(?:diagnosis|tumor|cancer|fracture|break|infection|stroke|` +
    `heart attack|appendicitis|bleed|it)|misread|adult dose|wrong dose|overdose|dosis de adulto|` +
    `misdiagnos\\w*|` +
    `botched|damaged|nicked|tore|perforat\\w*|infection|infected|error|mistake|negligen\\w*|malpractice
left (?:a |an |the )?\\w+ (?:inside|in)|didnt (?:diagnose|see|sterilize|tell|listen)|sent (?:\\w+ ){1,3}home
set wrong|left \\w+ iv|allergic
bedsore|bed sore|nobody (?:turned|helped|checked|watched)|kept telling me|never (?:checked|ordered)
too long for|waited too long
equivocad[oa]|me dano|le dano
no (?:le hicieron|me hizo|le hizo|atendieron|me hizo caso|le hizo caso|le pusieron)|(?:doctor|doctora|medico|cirujano|enfermera) no (?:vio|vieron)|negligencia
infeccion|se le infecto
read (?:\\w+ ){0,3}as normal|born with (?:a |an )?(?:\\w+ ){0,3}injury|pulled too hard|brachial plexus
dijo que (?:no )?era nada|(?:dijeron|dijo) que (?:estaba|salio|salia|era) (?:limpi[oa]|normal|bien)|(?:la misma|el mismo) (?:mancha|bolita|sombra|tumor|bulto)
missed (?:a |the |my |his |her )?(?:\\w+ )?(?:blockage|clot|lump|mass|tumor|aneurysm|bleed)|me corto algo
(?:cosio|cosieron|suturo|suturaron) mal|quedo mal puest[oa]|(?:me|le) lastim\\w* (?:un|el) nervio|no debio quedarse|(?:shouldn t|should not|shouldnt) have been (?:left|there)|no (?:lo|la) (?:repararon|reparo)|nunca se (?:reparo|cerro)|(?:didnt|did not|never) (?:stitch|sew|repair)|stitched (?:\\w+ )?wrong
dosis (?:\\w+ ){0,4}(?:mas|mayor|equivocad\\w*|doble)|(?:\\d+|diez|dos|tres) veces (?:mas|la dosis)|sobredosis|alergic[oa]|se me infecto|dejo mal puest[oa]|(?:hizo|hicieron) algo (?:mal|que no debia)|que no debia
dijo que (?:era|eran) (?:\\w+ ){0,2}(?:normal|quistes?|virus|gastritis|estres|ansiedad|colitis)
no (?:me|le) mand\\w* (?:a hacer|ningun)|said it was (?:nothing|just|only|a virus|stress|anxiety|a stomach bug|gas)
erb s palsy|shoulder dystocia|cerebral palsy|paralisis cerebral|messed up|screwed up|salio mal|salieron mal
dropped (?:my|him|her|me)|dejo caer|dejaron caer|nerve damage|birth injur\\w*|nacio con lesion\\w*
por culpa del (?:doctor|medico|hospital|dentista|cirujano)|doctor s fault|doctors fault
(?:me|le) dij(?:o|eron) que (?:era|no era|solo era) \\w+(?: \\w+)? (?:y |pero )?(?:era|resulto|tenia)
already spread|gave (?:\\w+ ){0,3}too much|too much (?:anesthesia|medication|medicine|insulin)|never woke up
passed away|no desperto|fallecio|(?:me|le|nos) hizo dano|(?:me|le|nos) causo dano
(?:me|la|lo|nos) mando a (?:la )?casa|(?:me|la|lo|nos) mandaron a (?:la )?casa|se (?:me|le) reviento
ya se habia (?:extendido|regado)
(?:me|le) (?:quebro|quebraron|rompio|rompieron) (?:la|el|un|una|los|las) (?:mandibula|quijada|diente|` +
    `dientes|muela|muelas)
perforaron|quemaron|amputaron|cortaron|stroke|coma|paraly\\w*|brain damage|died|death|seizure
tore (?:the|my|his|her)|too far|so hard|ignored|turned out|ruptured|told me (?:it|my \\w+(?: \\w+)?) was
cut (?:a|the|my|his|her) \\w+|el doble de la dosis|doble dosis|double (?:the )?dose|chipped
broke (?:my|his|her) (?:tooth|teeth|jaw)|mixed up|didnt need|didnt call|no llamo|no llamaron|a tiempo
falta de oxigeno|lack of oxygen|confundi\\w*|no necesitaba|ignoro|se murio|murio|(?:me|le|nos) \\w+ mal
puso mal|pusieron mal|hizo mal|hicieron mal|quede peor|quedo peor|was nothing|the whole time
cut (?:a|the|my|his|her) nerve|alergic[oa]|dejaron|me danaron|le danaron|danaron|no le hicieron caso
atendieron mal|mal el suero|soldo mal
(?:dijo|dijeron) que todo (?:salio|estaba|esta) (?:normal|bien)|ya se veia|no lo detect\\w*
drilled (?:into|through)|numb ever since|still numb|sigo adormecid[oa]|sigue adormecid[oa]
(?:after|right after|despues del?|despues de la) (?:the |my |his |her |el |la |mi |su )?(?:adjustment|ajuste|procedure|procedimiento)
(?:\\d+|ten|five|two|three|four|diez|cinco) (?:times|veces) (?:the |la )?(?:dose|dosis)|(?:me|le) lastimo (?:el|un) nervio|mal procedimiento|(?:labio|barbilla|lengua|cara|boca)(?: \\w+){0,3} dormid[oa]s?|never got better|nunca (?:me|se) (?:mejoro|mejore|compuso|quito)|(?:since|desde) (?:the|la|el) (?:surgery|operation|procedure|cirugia|operacion)|quedo (?:torcid[oa]|chuec[oa]|mal puest[oa])|(?:crooked|misaligned)|wrong (?:artery|spot|place|level)|different artery|never touched|(?:me|le) quedo apretando|(?:pinching|pinched) (?:a |the )?nerve|apretando un nervio|(?:me|le) (?:lastimaron|danaron|cortaron|tocaron) (?:un|el) nervio|(?:habian|habia|han|ha) (?:cortado|perforado|quemado|danado|lastimado)|cortad[oa] mal|cortaron mal|(?:cut|nicked|punctured|damaged) (?:\\w+ ){0,2}(?:duct|artery|bowel|bladder|vein|organ)`,
);
const FOREIGN_OBJECT = cue(`
(?:piece|part|tip|fragment|pedazo|punta) (?:of|de) (?:a |the |un |una )?(?:surgical |quirurgic[oa] )?\\w+ (?:in|inside|en|dentro de) (?:my|his|her|mi|su)
surgical clamp|clamp (?:left )?(?:in|inside)
(?:surgical|metal) clips?|clips? (?:left|still|inside)|snapped off|still stuck
se quedo (?:un|una) \\w+ adentro
(?:broken )?piece of (?:a |the )?(?:\\w+ ){0,2}(?:file|drill|needle|wire|instrument|tool|drill bit|catheter|blade)
pedazo de (?:una |un )?(?:lima|aguja|instrumento|broca|alambre|cateter)
alambre guia|guide ?wire
sponge|gauze|(?:surgical )?(?:needle|instrument|clamp|tool|towel|sponge)s? (?:was |were )?(?:left|inside)
left (?:a |an |the )?(?:sponge|needle|instrument|clamp|tool|towel|piece)
\\w+ (?:tool|piece) left inside|left inside
left (?:a |an |the )?(?:\\w+ )?(?:tube|drain|wire|catheter|scalpel|blade|gauze)s? (?:inside|in)
still inside (?:me|him|her|my \\w+)|still in there|broke off (?:inside|in|during)|gasa|aguja quirurgica|aguja|instrumento|tengo una \\w+ adentro
dejaron (?:una|un) \\w+ adentro|adentro|drill bit|broca|broken (?:needle|blade|wire|screw|tip)s? (?:in|inside)`);

/** A trade the person names as their own ("I'm a line cook", "soy albañil"). */
const TRADE =
  '(?:cook|line cook|roofer|driver|delivery driver|welder|mechanic|server|waitress|waiter|cashier|' +
  'janitor|laborer|carpenter|electrician|plumber|painter|landscaper|dishwasher|housekeeper|farmworker|' +
  'framer|drywaller|mover|cleaner|caregiver|home health aide|cna|machine operator|forklift driver|' +
  'nurse|nurses aide|teacher|security guard|bartender|stocker|farmhand|groundskeeper|custodian|' +
  'maintenance (?:man|worker|tech)|bus driver|paraprofessional|teachers aide|orderly|phlebotomist|' +
  'medical assistant|nursing assistant|home aide|packer|picker|line worker|butcher|meat cutter|' +
  'deckhand|lineman|technician|installer|handyman|housekeeper)';
const OFICIO =
  '(?:cocinero|cocinera|mesero|mesera|albanil|techero|chofer|obrero|jornalero|cajero|cajera|mecanico|' +
  'soldador|pintor|carpintero|electricista|plomero|jardinero|lavaplatos|cuidadora|limpieza|' +
  'cuidador|asistente|ayudante|auxiliar|enfermer[oa]|conserje|intendente|ninera|empleada domestica|cna|' +
  'repartidor|repartidora|empacador\\w*|costurera|camarera|recamarera|' +
  'trabajador\\w*)';

const WORK = cue(`
(?:havent|didnt|never|did not|have not|not yet) (?:\\w+ )?(?:told|tell) (?:my |the )?(?:hr|boss|supervisor)
(?:havent|didnt|never|did not|have not|not yet) (?:\\w+ )?(?:told|tell) (?:my |the )?(?:manager|foreman)
(?:havent|didnt|never|did not|have not|not yet) (?:\\w+ )?(?:told|tell) (?:my |the )?employer
en la planta|en una planta|planta de \\w+|empacadora|procesadora|en la lecheria|el rastro
(?:en|on) (?:un|una|el|la|an|the) (?:pozo de petroleo|oil well|oilfield|oil field|campo petrolero)
limpio (?:oficinas|casas|cuartos|edificios|banos|hoteles)|(?:i |she |he )?clean(?:s|ing)? (?:offices|houses|rooms|buildings) (?:at night|for|in)|trabajo para una agencia
works the (?:fryer|grill|line|register|counter|dish pit|dishpit|kitchen|floor)|trabaja (?:en )?(?:la freidora|la parrilla|la linea)
i drive (?:a |the )?(?:plow|snowplow|truck|bus|van|grader|forklift)(?: for)?|(?:finished|on) my route|road commissioner
(?:i )?run (?:a|the) (?:motor grader|grader|loader|forklift|backhoe|dozer|excavator|crane|skid steer)|chaining up
(?:i m|im|i am) an? ${TRADE}|i (?:drive|deliver) for|soy ${OFICIO}|trabajo de ${OFICIO}|scaffold\\w*|andamio
en (?:una|la) construccion|en (?:una|la) bodega|customer s (?:house|porch|home|yard|steps|driveway)
customers (?:house|porch|home|yard|steps|driveway)|(?:bringing|delivering|dropping off|carrying) (?:\\w+ ){0,3}packages
company i work for|i work for|i work with|(?:tell|report (?:it )?to|notify|let) (?:my|the) (?:boss|employer|supervisor|foreman)
avisarle a (?:mi|el|la) (?:jefe|patron|supervisor\\w*|empresa|compania)|avisar a la (?:empresa|compania)
at the (?:\\w+ ){0,2}(?:mine|job site|construction site|shop|yard|dock|cannery|packing house|feedlot|ranch|dairy)
(?:warehuose|wherehouse|warehose|werehouse)|crew boss|(?:lawn|roofing|painting|moving|cleaning) job|(?:a|the) patient (?:from|to|out of|into|onto)|transfer(?:ring)? (?:a|the) patient
charge nurse|casa de (?:un|una) cliente|en la empresa|en la compania|en la maquila|at the company
at work|at my job|en el jale|en mi jale|at the job|on the job|on the clock|my shift|during (?:my|a) shift
en mi turno|en el rancho|en la granja|on a job|job site|jobsite
at the (?:\\w+ ){0,2}(?:warehouse|plant|factory|restaurant|hotel|casino|mill|co op)|on the line
(?:in writing )?for my boss
(?:\\w+ )?(?:plant|factory|warehouse|mill) (?:in|where)
my (?:boss|employer|supervisor|foreman|manager) (?:said|says|told|paid)|working|workers comp\\w*
workers compensation|construction job
where i work|i work at|i work in|(?<!(?: a| an| those| some| by| their| his| her| the other)(?: \\w+){0,2} )company (?:van|truck|car)|for my job|for work|de la compania|para mi trabajo
en una obra|al patron|i work as|working as|trabajo de|trabajo como|my job|unloading a truck|the owner said
en el trabajo|en mi trabajo|trabajando|en la obra|el patron|mi patron|el mayordomo|mi jefe|mi supervisor\\w*
compensacion
donde trabajo|trabajo en|en la fabrica|en la linea|en el campo
i drive (?:a|the|my|our) (?:\\w+ ){0,2}(?:van|truck|bus|forklift|cab|taxi)|(?<!(?: a| an| those| some| by| their| his| her| the other)(?: \\w+){0,2} )work (?:truck|van|vehicle)
(?<!(?: a| an| those| some| by| their| his| her| the other)(?: \\w+){0,2} )(?:service|delivery|company|work) (?:van|truck)|(?:headed|going|on my way|driving) to (?:a|the|my) (?:service )?call
trabajo \\w+ndo|trabajo (?:\\w+ ){0,6}por una agencia|manejo (?:el|la|un|una) (?:camion|camioneta|troca|van)
(?:driving|delivering|working) (?:\\w+ ){0,3}for (?:a|the|my) (?:\\w+ )?(?:company|business|contractor)
(?:havent|didnt|never) told (?:my )?(?:hr|boss|supervisor|manager)|my coworker|mi companero de trabajo
trabaja (?:de|como|en)|en su ruta|on (?:his|her) route|at (?:his|her) job|en su trabajo
on (?:my|a) (?:delivery )?route|en mi ruta
(?:on|with|for|joined) (?:a|the|my|our) (?:\\w+ )?(?:drilling|construction|road|framing|roofing|paving|cleaning|landscaping|tree) crew
on the rig|off the rig
oil rig|oilfield|oil field|company man|montacargas|i weld|welding|shipyard|astillero|al mayordomo|donde (?:lavo|cocino|limpio|cuido|trabajo)|lavo platos|cuido (?:ancianos|ninos|personas|pacientes|enfermos)|levantando a (?:una|un) (?:senora|senor|paciente|residente|anciana|anciano)
(?:hago|hacia) (?:cleaning|limpieza|construccion|jardineria|landscaping|roofing)|(?:al|del|en el|mi) job|(?<=^ )${TRADE} (?:at|in|for)(?: (?:a|an|the))?|(?:he|she|husband|wife|son|daughter|mom|dad) (?:is|s) an? ${TRADE} (?:at|in|for) (?:a|an|the)
(?:manager|boss|owner|supervisor) (?:says|said|told me) (?:to )?(?:just )?(?:put it|use|go) (?:on )?(?:my|your) (?:own )?insurance|on (?:a|the) (?:drilling )?rig|toolpusher|roughneck|tripping pipe
poniendo (?:teja|techo|tablaroca|piso|ladrillo|block)|el contratista (?:me|nos) (?:pago|paga|pagaba)|(?:the|my) contractor (?:paid|pays) me
(?:filleting|gutting|deboning|cutting meat|cortando carne) (?:\\w+ ){0,3}(?:at|in|en)
piscando|pizcando|cosechando|picking (?:apples|cherries|fruit|strawberries|grapes|oranges|berries)|orchard|(?:el|la|mi) ranchero|en la huerta|en el fil
en el (?:warehouse|wherehouse|shop|plant|job|yard|dock)|(?:al|el|la|my) lead(?! paint| poison)|on (?:a|the) (?:construction|job|work|building) site
at the (?:\\w+ ){0,2}(?:distribution|fulfillment) (?:center|centre)|forklifts?|(?:work|working|worked|run|ran) underground|underground (?:mine|miner|crew)|coal mine|(?:foreman|supervisor|boss) wrote (?:it|me) up
i run (?:a|the) (?:\\w+ ){0,2}(?:bolter|press|crane|loader|excavator|saw|machine|forklift)
(?:havent|didnt|never|not yet) (?:said|told) (?:anything|nothing) to (?:the|my) (?:company|boss|foreman)
(?:havent|didnt|never|not yet) (?:said|told) (?:anything|nothing) to (?:the|my) employer`);
const HURT = cue(`
hurt|injur\\w*|fell|banged up (?:my|his|her)|slid off|me dio un tiron|(?:ya )?no me puedo (?:ni )?agachar|(?:are|is|went|gone|feel|feels) numb|(?<!(?:next|last|this|the|that) )fall(?! (?:semester|of|term|season))|slipped
broke(?! down)|broken|fractur\\w*|cut (?:my|his|her|off)(?! (?:shifts?|hours|pay|wages|salary))|burned|burn
strain\\w*|tore
torn|numbness|pain|sliced|crushed(?! (?:the|our|my|his|her|their) (?:\\w+ )?(?:roof|car|truck|garage|shed|fence|house|motorcycle|bike|van|mailbox|porch|deck|carport))|smashed|in my eye|got \\w+ in my|se me metio|drown\\w*|nearly died|ahog\\w*
ran over (?:my|his|her)|run over|dislocat\\w*|herniat\\w*|pulled (?:something|a muscle|my \\w+)|twisted
sprained|cracked (?:a |two |three |my |his |her )?(?:ribs?|skull|tooth|teeth|bones?|vertebra\\w*|pelvis|hip)
killing me|whiplash|(?:ran|backed|crashed|slammed) (?:\\w+ ){0,3}into me|struck me
my (?:neck|back|shoulder|knee|hip) (?:has been|is|hurts|still)|seguro de(?:l)? trabajo|workers comp\\w*
compensacion laboral
me lastime|me lastimo|lastim\\w*|me cai|se cayo|me corte|me queme|quebr\\w*|fractur\\w*|me resbale|dolor
me tropece|me rompi|se rompio|me torci|me disloque
me pegue|me pateo|kicked|se me atoro|me cayo (?:una|un|el|la)|me aplasto|me machuque|me torci
punched|shoved|assaulted|beat (?:me|him|her) up|beaten|hit (?:me|him|her) in the|damaged (?:my|his|her)
pushed (?:me|him|her|my)|landed on (?:my|his|her)|me clave|me enterre|me perfore|scratched (?:my |his |her )?cornea
(?:into|in) (?:my|his|her) eye|cant see|can t see|no puedo ver|stitches|me cosieron|le cosieron|\\d+ puntos
me agarro (?:el|la|los|las) (?:pie|mano|dedos?|brazo|pierna)|swollen|swelling|hinchad[oa]|felt (?:something|it) (?:pop|snap|tear)|popped
(?:can|could) barely (?:stand|walk|move|grip)|threw out (?:my|his|her) back|tweaked (?:my|his|her)|came down on (?:my|his|her)
ended up in (?:the )?(?:icu|hospital|er|emergency room)|hospitali[sz]ed|hospitalizad[oa]
bruised|concussion|conmocion|(?:got|was|been) hit by|moreton\\w*|cut up (?:my|his|her)|went (?:into|through) (?:my|his|her)
se (?:corto|quemo|lastimo|fracturo|quebro|rompio|golpeo|cayo)|nerve damage|dano (?:en el|de) nervio
me corto (?:la|el|los|las)|puntadas|(?:spilled|tipped over|poured) (?:\\w+ ){0,2}on (?:my|his|her) (?:leg|arm|hand|foot|face|back)|boiling (?:oil|water)|aceite hirviendo|dragged (?:me|him|her)|closed on (?:my|his|her) (?:arm|hand|leg|foot)|(?:se cerraron|se cerro) (?:en|sobre) mi|me arrastr\\w*|senti un jalon|jalon en la espalda|no me puedo agachar|me atropell\\w*|atropellad[oa]|(?:al|en el) ojo|(?:in|into) my eye|perdiendo (?:la )?vista|losing (?:my )?(?:sight|vision)
(?:tengo|traigo|quede con|tiene|quedo con) (?:la|el|los|las) (?:espalda|cuello|rodilla|hombro|brazo|pierna|mano|pie|cadera|tobillo)s? (?:mal|lastimad\\w*|fatal|hinchad\\w*)
terapia intensiva|cuidados intensivos
(?:is|are|got|were|was) (?:all |really |pretty |so )?(?:messed|banged|jacked|beat) up
me golpe\\w*|lo golpe\\w*|la golpe\\w*|me empujo|me dieron una golpiza|me dano (?:el|la|los|las)(?! (?:troca|carro|coche|camioneta|casa|cerca|barda|moto|bici\\w*|techo|puerta|ventana))`);

const VEHICLE = cue(`
semi|semis|18 wheeler|tractor trailer|big rig|riding shotgun|passenger seat|was a passenger|pasajer[oa]
drifted (?:over|into)|ran (?:me|us) off the road|swerved into|nos pego|nos pegaron|nos choco|nos chocaron
car (?:accident|crash|wreck)|crash|crashed|wreck|rear ended|rear end|t boned|ran a red light|ran a stop sign
hit my car|hit me|sideswiped
collision|drunk driver|red light|smashed into|blew through|other driver|semi truck|truck|bus|taxi|uber|lyft
my car|merged|backed into|snowplow|patrol car|police car|cruiser|squad car|tboned|t boned
blew (?:a|the|through a|through the) (?:stop sign|red light|light|red)|ran (?:a|the) (?:stop sign|red light|red)
trocas?|me pego (?:por atras|de lado|de frente)|cab|livery|car service|jumped the curb
(?:a|the|his|her|their|white|delivery|company|cargo|work) vans?|knocked (?:me )?off (?:my|the) (?:bike|bicycle|scooter|motorcycle)|me tumbo de la (?:bici\\w*|moto)
choque|chocaron|choco|me choco|me pegaron|accidente de (?:carro|auto|coche|transito)|atropello|atropellaron
camion|camioneta|autobus
se paso el alto|se paso la luz|chofer|el otro carro|mi carro|patrulla`);

/**
 * Public universities people name by their short names: a claim against one is a claim against the
 * state. (Penn State, Pitt and Temple are "state-related", not the Commonwealth: left out.)
 */
const STATE_UNIVERSITIES =
  '(?:ohio|georgia|michigan|arizona|florida|iowa|kansas|oklahoma|oregon|washington|colorado|utah|boise|kent|ball|wayne|' +
  'portland|san diego|san jose|fresno|sacramento|texas|mississippi|montana|idaho|new mexico|north dakota|south dakota|' +
  'wichita|illinois|indiana|missouri|louisiana|alabama|arkansas|kentucky|tennessee|appalachian|morgan|norfolk|delaware|' +
  'jackson|alcorn|grambling|cleveland|youngstown|wright|weber|chicago|california) state(?: university)?|' +
  'asu|fsu|lsu|osu|msu|isu|ksu|wsu|usu|nmsu|sdsu|ndsu|utep|utsa|ucla|ucsd|ucsf|' +
  'uc (?:davis|berkeley|irvine|san diego|riverside|santa barbara|santa cruz|merced)|' +
  'unlv|unm|unc|uga|ucf|usf|fiu|fau|tamu|texas a ?m|ut austin|ivy tech|cuny|suny';

const STATE_BODY = cue(`
state (?:park|prison|road|highway|vehicle|car|van|bus|worker|crew|building|college|hospital)
(?:its|it s|is) the state|(?:a|the|of) state owned|caltrans|penndot|nysdot|wsdot|modot|mndot|kytc
[a-z]*dot (?:\\w+ ){0,2}(?:truck|plow|snowplow|crew|worker|vehicle|van)
parque estatal|carretera estatal|es el estado|es del estado|(?:camion|carro|troca|camioneta) del estado
del gobierno del estado
state (?:truck|trooper|university|hospital|of \\w+|agency|employee|dot|highway patrol|office|police|patrol)
highway patrol|troopers?|patrulla de caminos|policia estatal|patrulla (?:estatal|del estado)|thruway|txdot
dmv|department of motor vehicles|bmv|mvd|motor vehicle (?:office|division)|secretary of state office
(?:run|owned|operated) by the state|state (?:\\w+ )?store|(?:a )?claim against the state|contra el estado|claims commissioner
universidad del estado|state university|hospital del estado|es del estado
${STATE_UNIVERSITIES}
(?:lo|la|los|las) (?:maneja|administra|opera|dirige) el estado|(?:belongs?|belonged) to the state|state (?:run|operated)
department of transportation|transportation department|(?:camion|troca|camioneta|carro|cuadrilla|trabajadores?) del (?!ddot)[a-z]{1,4}dot
del estado|departamento de transporte|edificio del estado`);
const POLICE_FORCE = cue(`
police|cops?|officer|policia|policias|agente|sheriff|deput(?:y|ies)|oficial|oficiales|jailers?
guards? at the (?:\\w+ ){0,2}jail|(?:jail|prison|detention) guards?|correctional officers?|custodios?
guardias? de la carcel`);
const FORCE = cue(`
threw me|tackled|me avento|me aventaron|pushed me|shoved me|slammed me|me empujo|me empujaron|beat me|beat him
beaten|punched|excessive force|brutality|tased|tasered|shot me|protest|broke my wrist
me tiro|me tiraron|golpe\\w*|me golpearon|protesta|brutalidad|me quebro la`);

const PROPERTY = cue(`
windshield|parabrisas|encima de mi (?:troca|carro|coche|camioneta)
(?:tree|limb|branch|cottonwood|oak|pine|maple) (?:\\w+ ){0,4}(?:came down|crushed|landed on)
crushed (?:my|our) (?:shed|fence|car|truck|roof|garage|mower|porch|deck)|se cayo (?:un|el) arbol
came down on (?:our|my|the) (?:\\w+ ){0,2}(?:garage|house|roof|shed|fence|carport|porch|deck)
(?:tree|limb|branch|it) (?:\\w+ ){0,2}fell on (?:my|our|the) (?:\\w+ )?(?:fence|truck|car|roof|house|garage|shed|carport)
(?:me|le|nos) (?:dano|danaron|rayo|rayaron|abollo|abollaron) (?:la|el|mi|su) (?:troca|carro|coche|camioneta|cerca|casa|barda|moto)
knocked (?:down|over) (?:my|our|the) (?:\\w+ ){0,4}(?:fence|mailbox|wall|gate|shed|carport)
into (?:my|our) parked \\w+|(?:my|our) parked (?:car|truck|van)|carro (?:que )?estaba (?:parqueado|estacionado)
(?:carro|coche|troca|moto) (?:\\w+ ){0,3}(?:parquead[oa]|estacionad[oa])|quedaron destrozad[oa]s|quedo destrozad[oa]
(?:crushed|smashed|dented|totaled) (?:the|my|our) (?:whole )?(?:rear|front|back|side)
repair quote|repair estimate|body shop|cotizacion de la reparacion|taller de (?:hojalateria|carroceria)
se me inundo|se inundo (?:todo|mi|el)|rompieron el tubo|broke (?:the|a|my) (?:water )?(?:pipe|line)
tree fell|fell on my (?:car|house|roof)|broke my window|damaged my (?:car|house|fence|property)|damage to my
rompio la ventana
me rompio la ventana|dano (?:a|en) mi|danos a mi|tiro una barda|arbol|property damage
(?:into|thru|through|hit|damaged) (?:my|our) (?:fence|parked car|garage|mailbox|house|porch|wall)
(?:choco|chocaron|tumbo|tumbaron) (?:mi|la|nuestra) (?:barda|cerca|casa|cochera)
smashed my (?:car )?(?:windshield|window)|dented|flooded (?:my|our|the) \\w+|se inundo|inundo mi|se (?:me )?arruin(?:o|aron)
(?:se metio|entro) (?:\\w+ ){0,2}(?:a|en) (?:mi|el|la) (?:sotano|casa|garaje|cochera)|(?:water|sewage) (?:\\w+ ){0,3}(?:into|in) (?:my|our|the) (?:basement|house|garage)
perdi (?:la|el|mi|mis|los|las) (?:lavadora|secadora|muebles|calentador|refri\\w*)|(?:ruined|lost) (?:my|our|the) (?:washer|dryer|furniture|water heater|furnace|sofa|couch|rugs?|carpet|laptop|belongings|stuff|things)
ceiling (?:came|caved|fell) (?:down|in)|cracked (?:our|my|the) (?:foundation|driveway|wall|walls|slab|ceiling|pool)|se (?:cayo|vino abajo) el techo`);
const CONTRACT = cue(`
contractor|contract|agreement|signed|lent|loan|note promising|pool company|roofing|paid \\w+ upfront
paid a contractor|verbal|deal|handshake|trato
contratista|contrato|le preste|presto|prestamo|acuerdo|de palabra|firmamos|papel firmado|compania de techos`);
const LOAN = cue(`lent|loaned|le preste|les preste|me pidio prestado|prestamo personal`);
const ORAL = cue(
  `nothing written|nothing on paper|no paperwork|never wrote (?:it|anything) down|` +
    `didnt write (?:it|anything) down|nada escrito|no hay (?:nada )?(?:escrito|papel)|solo su palabra|` +
    `just (?:his|her|their) word|verbal|handshake|oral|spoken|de palabra|solo de palabra|` +
    `nothing in writing|no written|nothing ` +
    `signed|never signed|no contract|talked it over|sin contrato|nada firmado|nada por escrito|no ` +
    `firmamos`,
);
const WRITTEN = cue(
  `signed|written|in writing|contract|note promising|firmamos|firmado|firme|contrato|por escrito|papel ` +
    `firmado`,
);

const WAGES = cue(`
no me ha pagado|las ultimas (?:dos|tres|cuatro) semanas|ultimas dos semanas
ni cheque ni deposito|me pagaron menos (?:horas|de lo)|paid me (?:less|for fewer hours)|shorted (?:me|my (?:pay|hours|check))|(?:el )?dia de pago (?:era|fue|paso)|payday (?:was|came and went)|(?:never|still havent|still haven t|havent|didnt) (?:got|gotten|get|received) (?:my |the )?(?:last |final )?(?:check|pay)
overtime|unpaid|final (?:pay|paycheck|check)|last (?:check|paycheck|two weeks|2 weeks)|minimum wage|wages?
not paid|havent paid|never paid
didnt pay|wont pay my|owes? me (?:for )?(?:my )?(?:last )?(?:\\d+|one|two|three|four) (?:weeks?|days?)
labor commission|wage claim|quedaron debiendo|me deben? (?:\\w+ ){0,2}(?:semanas|dias|horas|quincenas?|cheques?)
(?:mi|la) ultima semana|ultimo cheque|ultimo pago|nomina|paycheck|me (?:tenian|tienen) que pagar
owed (?:about |around |like )?(?:\\d+|for) (?:hours|days|weeks)|owes? (?:him|her|me|us) (?:\\w+ ){0,2}hours
(?:regular|next) payday|me deben (?:\\w+ ){0,2}horas
me quitan (?:media hora|horas)
cheque final|mi ultima paga|me deben (?:mi|el|los|las) (?:cheque|sueldo|salario|pago|horas|dias)|hasnt paid
has not paid|havent been paid|hasnt been paid|(?:our|my|the) tips|took (?:\\w+ ){0,3}tips|propinas
when do they have to pay|have to pay me|me tienen que pagar|me deben pagar|cuando me pagan|pay me (?:my|for|what)|my pay|no me pagan|pagarme lo que me deben
lo que me deben|paid (?:me )?(?:flat|cash)|how far back|horas extra|no me pag\\w*|no me han pagado
nunca me pagaron|ultimo cheque|no me (?:han dado|dan|dieron) (?:mi|el) (?:cheque|pago|ultimo)
salario minimo|sueldo|salario|me pagaban|cobrar|sin pagar(?:me|nos)?|pagarme|never paid for|no me pago
nunca me pag\\w*|me debe\\w* (?:el|mi) (?:sueldo|pago|dinero)|los ultimos \\d+ dias de trabajo
las ultimas \\d* ?semanas`);
const FINAL_PAY = cue(
  `final (?:pay|paycheck|check)|last (?:check|paycheck|two weeks|2 weeks)|quit|fired|let go|laid off|` +
    `me botaron|me corrio|me despidio|ya no me necesitaban|ya no (?:habia|hay|tenia|tiene) (?:mas )?trabajo para mi|` +
    `(?:no more|no longer had|ran out of) work for me|` +
    `laid me off|terminated|despidieron|me corrieron|renuncie|ultim[oa]s?`,
);
const QUIT = cue(
  `quit|resigned|renuncie|me sali del trabajo|deje el trabajo|left on my own|me fui por mi cuenta|` +
    `(?:gave|put in) (?:my |two weeks |2 weeks |a )?(?:two weeks |2 weeks )?notice|di (?:mi |el )?aviso`,
);
/** "I wasn't fired": the word is there, the firing is not. */
const NOT_FIRED =
  / (?:wasnt|was not|wasn t|not|never|didnt|did not|no) (?:\w+ )?(?:fired|fire me|let go|terminated)(?= )|no me (?:despidieron|corrieron|despidio|corrio)(?= )/g;
const FIRED = cue(
  `fired|let go|laid off|laid me off|terminated|despidieron|me corrieron|me corrio|me despidio|me botaron|` +
    `ya no (?:habia|hay|tenia|tiene) (?:mas )?trabajo para mi|(?:no more|no longer had|ran out of) work for me`,
);
const OVERTIME = cue(
  `overtime|minimum wage|horas extra|salario minimo|menos del minimo|\\$?\\d+ la hora|flat \\$?\\d+`,
);

const DEPOSIT = cue(
  `deposit|deposito|dipocito|depocito|deposto|security back|my security|security money|\\d+ security|has my (?:\\w+ ){0,3}security`,
);
const EVICTION = cue(`
wants (?:her|him|me|us|them) out|quiere(?:n)? que (?:me|nos|se) (?:salga|salgamos|vaya|vayamos)
(?:lo|la|me|nos) quiere(?:n)? sacar
rule to vacate|behind (?:on rent )?(?:\\d+|one|two|three) months?|evict\\w*|dispossessory|notice to leave
leave the premises|me tengo que ir|tengo que irme|terminate (?:my|the) lease|sacarme|sacarnos|demandando para sacar
o me (?:termina|cancela|quita) (?:el|la) (?:lease|contrato)|debo (?:\\w+ ){0,2}(?:de renta|meses)
pay or (?:get out|leave|move|quit|vacate)|pay (?:\\w+ ){1,6}or (?:get out|leave|move out|vacate)|rent or possession|demand for (?:rent|possession)
pagar o (?:irme|salirme|salir)|o me tenia que ir|o me tengo que ir|o (?:me|nos) (?:tenia|tenemos|teniamos) que (?:ir|salir)|pagar (?:\\w+ ){1,3}o (?:irme|salirme|salir|me salgo|me voy|desocupar)|o me salgo|o me salga|pay rent or|get out|put (?:me|us) out
filing to (?:evict|put)|notice to (?:pay|quit|vacate)|unlawful detainer|behind on rent|behind on the rent
owe rent|owe the rent|papel de \\d+ dias|aviso de desalojo|late on (?:the |my )?rent|debo (?:la )?renta
tengo que salir|que me salga|months? behind|\\d+ day notice|not paying (?:the |my )?rent|aviso de \\d+ dias
aviso para (?:pagar|salir|desocupar)|desocupar|rent i owe|desaloj\\w*|pague o me vaya|pagar la renta o salirme
salirme|sacar(?:me)?|debo (?:un|dos|\\d+) mes\\w* de renta
no pague la renta|no e pagado la renta|no he pagado la renta|para salir|pague la renta o me salga
have to leave|didnt pay (?:\\w+ ){0,2}rent|me saca|nos saca|me va a sacar|me corre
nonpayment (?:proceeding|case|petition)|notice of petition|holdover (?:proceeding|case|petition)|rent demand
owe (?:\\w+ ){0,3}(?:months? )?(?:of )?rent|aviso por no pagar|por no pagar la renta|filing in court|(?:taped|posted|stuck) (?:\\w+ ){0,2}(?:to|on) my door
(?:wants|quiere) (?:\\w+ )?possession|(?:landlord s|landlords|dueno s) name (?:vs|versus|contra)|me tengo que salir|tengo que salirme`);
/** Papers that can only come from a court, whatever notice came before them. */
const COURT_ONLY = cue(`
court papers|dispossessory (?:affidavit|warrant)|papel(?:es)? de dispossessory|(?:me llego|vino|came) el sheriff|(?:the )?sheriff (?:came|showed up|brought)|summons|notice of petition|rule to vacate|show cause|process server|papeles de la corte|housing court
case number|numero de caso|docket number|return day|(?:magistrate|circuit|district|county|justice|municipal) court
papers? from (?:the )?(?:court|magistrate|judge)|papel(?:es)? (?:del|de la) (?:juzgado|corte|magistrado|juez)|hearing date
citatorio (?:de|del) (?:la )?(?:corte|juzgado)`);
/** "No son papeles de la corte": the person says the paper is not from a court. */
const NOT_COURT =
  / (?:no|not|nor|ni) (?:son|es|eran|era|fueron|from|de) (?:\w+ ){0,3}(?:court|corte|juzgado)| (?:isnt|isn t|wasnt|wasn t|is not|was not|are not|arent) (?:\w+ ){0,2}court (?:papers|documents)/;
const COURT_PAPERS = cue(
  `served|court papers|unlawful detainer|summons|complaint|rule to vacate|show cause|(?:deputy|sheriff|` +
    `constable|process server) (?:\\w+ ){0,2}(?:handed|gave|served)|papeles de la corte|papeles|me ` +
    `entregaron|me llegaron papeles|demanda`,
);

const DISCRIMINATION = cue(
  `
no (?:queria|quiere|quieren|querian) (?:mas )?(?:mexicanos|latinos|hispanos|negros|mujeres|embarazadas)
(?:a )?las mexicanas|a los mexicanos|(?:to|at) (?:the )?(?:mexicans|latinos|latinas|hispanics)
(?:guys|people|workers) in their (?:twenties|20s|thirties)|younger guy
con acento|gente con acento|mi acento|my accent|oficina de derechos civiles|office of civil rights|(?:people|workers|someone|anyone) with (?:an )?accents?|(?:a|para) los blancos
solo (?:a )?los blancos|only (?:the )?white (?:guys|people|workers|employees)
white (?:guys|workers|employees) (?:got|get)
white (?:coworkers|co workers|employees|workers) (?:\\w+ ){0,4}(?:do|did|get|got|never|all the time)|called me chief|(?:comments|jokes|slurs) about (?:\\w+ ){0,2}(?:natives|indians|mexicans|black people|blacks|immigrants|my (?:race|religion|accent))
(?:asked|asking|pidiendo|pedi) (?:for )?(?:light duty|trabajo ligero|an accommodation|una acomodacion)|(?:came back|returned|regrese|volvi) (?:\\w+ ){0,2}(?:from )?(?:surgery|medical leave|maternity leave|de la cirugia|de incapacidad)(?: \\w+){0,6} (?:fired|let go|despidieron|corrieron)
discrimin\\w*|pregnan\\w*|embarazad[ao]s?|harass\\w*|acos\\w*|sexual\\w*|touching me|groped|me toca|me tocaba
(?:keeps |kept )?(?:grabbing|grabbed|grabs|touching|touched) (?:me|my)|me agarra\\w*|me manosea\\w*|me tocaba
manose\\w*|racist|n word|only men|gay|transgender|disabled|disability
old man|younger|too old|recent graduates|younger (?:people|workers|guy|girl|woman|man|person|employees?)
commission on civil rights|(?:civil|human) rights commission|comision de derechos (?:civiles|humanos)
commission (?:for|on) human rights|department of human rights|departamento de derechos (?:humanos|civiles)
maternidad|maternity|las mamas|por ser mama|por ser madre|because (?:i m|im|i am) a mom|eeoc|old timers?|because of my age|por mi edad|por (?:ser|estar) (?:mayor|viej[oa])
replaced (?:me|him|her) with (?:a |an |some )?(?:\\w+ ){0,2}(?:\\d+ year old|kid|younger)
(?:i m|im|i am) (?:black|african american|latin[oa]|hispanic|mexican|asian|muslim|jewish|gay|trans)
porque (?:soy|estoy) (?:mexican[oa]|latin[oa]|hispan[oa]|negr[oa]|mujer|gay|trans|musulman[a]?|indigena|` +
    `embarazada|discapacitad[oa])|because of my (?:color|skin|gender|sex|pregnancy|national origin)|` +
    `por mi color|por ser (?:negra|negro|hombre)|my age|because of my (?:race|religion|age|` +
    `disability|accent)|` +
    `my race|my accent|por mi (?:edad|raza|acento)|muy viej[oa]
racial|slurs?|insultos racistas|religio\\w*|hijab|hiyab|turban|muslim|my faith|velo|mi fe
por ser (?:mexican[oa]s?|latin[oa]s?|mujer|negr[oa]s?)|los latinos|no hablo bien ingles
mi ingles no (?:era|es|estaba)|my english (?:was|wasnt|isnt|is not|wasn t) (?:good|not|bad)
made fun of my (?:accent|english)
(?:porque|because) (?:\\w+ ){0,3}(?:mi|my) (?:ingles|english|idioma) no
se burlaba\\w* de mi (?:acento|ingles|color|religion|edad)
los (?:puertorriquenos|mexicanos|latinos|hispanos|negros|dominicanos|cubanos|boricuas) (?:son|somos)
human relations commission|equal rights commission|fair employment|division of human rights
(?:porque|por ser) (?:soy )?(?:venezolan|colombian|hondure|guatemaltec|salvadore|cuban|dominican|puertorrique|peruan|mexican|ecuatorian|nicaraguense)\\w*
los (?:mexicanos|latinos|hispanos) no (?:servimos|sirven|sirve)|(?:oficina|division|departamento) de derechos humanos
comision de derechos (?:de|del) \\w+|comision de (?:igualdad|relaciones humanas)
(?:asked|asking|ask|pedi|pedir) (?:\\w+ ){0,3}(?:time off|leave|accommodation|permiso|tiempo libre)s? ` +
    `(?:\\w+ ){0,2}(?:cancer|chemo\\w*|surgery|medical|disability|dialysis|quimio\\w*|cirugia|tratamiento)`,
);
const DUI = cue(
  `dui|dwi|blew over|over the (?:legal )?limit|prueba de(?:l)? (?:aliento|alcohol|alcoholimetro)|alcoholimetro|sali alto|` +
    `(?:me )?(?:suspendieron|quitaron) (?:la|mi) licencia(?: de manejar)? (?:\\w+ ){0,6}(?:alcohol|aliento|tomado)|` +
    `owi|ovi|oui|dwai|operating while (?:intoxicated|` +
    `impaired)|me (?:pararon|arrestaron|agarraron|detuvieron) (?:\\w+ ){0,5}(?:tomado|borracho)|drunk ` +
    `driving|breath test|blew (?:a |an )?(?:0\\d*|\\d+(?: \\d+)?|point \\w+)|breathalyzer|refused the ` +
    `(?:breath|blood)|manejar (?:tomado|borracho)|manejando (?:tomado|borracho)|soplar|no quise soplar|` +
    `alcoholimetro`,
);
const OVERSTAY = cue(`
overstay\\w*|visa expired|visa (?:\\w+ ){0,3}se (?:me )?vencio|(?:se )?(?:me )?vencio (?:mi|la) visa
se me vencio (?:la|mi) (?:visa|permiso|estadia)|me quede \\d+ (?:anos|meses) despues|visa (?:ended|ran out|is expired)|visa se vencio
se me acabo la visa|(?:visitor|tourist|student) visa|se me vencio la visa|stayed \\d+ months past|stayed past
past the date on my i 94|i 94|me quede \\d+ meses mas|me quede mas|sin estatus|visa de turista
visa de estudiante|tourist visa`);
/** Here without papers: the bars apply too, but only a trip abroad makes them the question. */
const UNDOCUMENTED = cue(
  `undocumented|sin papeles|indocumentad[oa]s?|entered illegally|crossed (?:the border )?illegally|` +
    `entre (?:sin papeles|ilegal)`,
);
const LEAVE_COUNTRY = cue(
  `leave the country|if i leave|can i come back|can i return|come back (?:in|to the us)|salgo del pais|` +
    `salir del pais|puedo regresar|puedo volver|volver a entrar|me voy a (?:mexico|guatemala|honduras|el ` +
    `salvador|mi pais)`,
);
/** Leaving the country, or coming back after: what the unlawful-presence bars are about. */
const LEAVE = cue(`
leave the country|if i leave|if i go back|fly home|go home|go back home|come back|go to (?:canada|mexico)
travel|visit my
salgo del pais|salir del pais|me regreso|regresarme|volver despues|volver a mi pais|regresar a mi pais|viajar
volver|regresar|salgo|salir|ver a mi mama`);
const IDENTITY = cue(`
identity theft|in my name|stole my identity|my social security number|opened \\d+ credit cards
robaron la identidad|me robaron la identidad
a mi nombre|uso mi numero de seguro social|usaron mi numero|nunca abri|never opened|usaron mis datos
uso mis datos|used my (?:name|information|info|ssn)`);
/** The text says when the harm was found out, for clocks that start at discovery. */
export const DISCOVERY_CUE = cue(
  `found|discovered|diagnosed|told me|realized|turned out|came back|showed|mostro|me entere|nos ` +
    `enteramos|me di cuenta|apenas|vieron|encontraron|me dijo|resulto|tomografia|ct scan|x ray|xray|` +
    `radiografia|placa|scan showed|imaging|` +
    `rayos x|ultrasonido|ultrasound|mri|resonancia|biopsia|biopsy|(?:another|a new|a different|the new|a ` +
    `second) (?:doctor|surgeon|specialist|neurosurgeon|radiologist|dentist)|(?:otro|nuevo|segundo|otra) ` +
    `(?:doctor|doctora|medico|cirujano|especialista|radiologo|dentista)|second opinion|segunda opinion|` +
    `sacaron|removed|took out|biopsied|said (?:it was|its|it s)|(?:a|another|the new|a different) (?:\\w+ )?(?:dermatologist|cardiologist|` +
    `neurologist|oncologist|urologist|orthopedist|gynecologist)|(?:otro|otra|el) (?:dermatologo|cardiologo|neurologo|oncologo|urologo|` +
    `ortopedista|ginecologo)`,
);
const MOTOR = cue(
  `(?:iba|ibamos|iba yo) en (?:mi|su|la|el) (?:troca|carro|camioneta|coche|moto|auto)|me sali del camino|se me revento (?:la|una) llanta|` +
    `(?:ran|went|drove) off the road|blew (?:a|the) tire|(?:a|the) semi|18 wheeler|tractor trailer|big rig|drifted (?:over|into)|ran (?:me|us) off the road|` +
    `riding shotgun|was a passenger|iba de pasajer[oa]|se paso (?:un|el) (?:rojo|alto)|nos pego|nos choco|` +
    `drunk driver|t boned|backed into (?:me|my)|(?:me|nos) choco|choco (?:mi|el|contra)|(?:bus|truck|car|` +
    `van|suv|pickup) (?:\\w+ )?(?:hit|struck|slammed into|crashed into) (?:me|my)|(?:carro|camion|` +
    `camioneta|autobus|troca) (?:\\w+ ){0,3}me (?:pego|choco|atropello)|rear ended|car accident|crash|me ` +
    `pegaron por detras|por detras|autopista|freeway|choque|chocaron|wreck|hit and run|hit by an? (?:car|` +
    `truck|bus|van|driver|suv|pickup|motorcycle)|motorcycle|atropell\\w*|smashed into|accidente de ` +
    `(?:carro|auto|coche|transito)|iba borracho`,
);

const NOT_AT_WORK = new RegExp(
  ' (?:it )?(?:wasnt|was not|isnt|is not|not|no fue|no era|no estaba|no paso) (?:at|on|in|en) ' +
    '(?:work|the job|my job|el trabajo|mi trabajo)(?= )',
  'g',
);

/** "I was not working", "it was my day off": whatever job the story names, this was not at it. */
const OFF_DUTY = new RegExp(
  ' (?:i|he|she) (?:wasnt|was not|wasn t) (?:working|on the clock|on duty)(?= )| not (?:a|in a|in the) work (?:car|truck|van|vehicle)(?= )|' +
    ' (?:my|his|her) day off(?= )| (?:no estaba|no andaba) (?:trabajando|de turno)(?= )| (?:mi|su) dia (?:de descanso|libre)(?= )|' +
    ' (?:esto |eso |it |this )?(?:no fue|wasnt|was not|wasn t) (?:en el|at|on the|in the) (?:trabajo|work|job)(?= )|' +
    ' (?:pero|but) (?:ese|that) (?:dia|day) (?:\\w+ ){0,2}(?:fui|went|vine|came) (?:solo |just |only )?(?:a|to|por|for)(?= )|' +
    ' (?:but|pero) (?:this|it|esto|eso) (?:was|happened|paso|fue|ocurrio) (?:on a|un|el) (?:saturday|sunday|weekend|day off|sabado|domingo|fin de semana|dia libre)(?= )|' +
    ' (?:but|pero) (?:this|it|esto|eso) (?:happened|was|paso|fue|ocurrio) (?:\\w+ ){0,3}(?:at|en) (?:a|the|el|la|un|una) |' +
    ' (?:en mi|on my|during my) (?:hora de (?:almuerzo|comida|lonche)|lunch(?: break)?|break|descanso) (?:\\w+ ){0,2}(?:fui|went|sali|walked|drove|cruce|crossed) (?:a|al|to|over to)(?= )|' +
    ' not for work(?= )| (?:on|for) a (?:weekend away|weekend trip|vacation|trip)(?= )| (?:de vacaciones|de paseo)(?= )| i was running errands(?! for)(?= )| (?:estaba|andaba) haciendo (?:mandados|diligencias|compras)(?! para)(?= )| (?:i|he|she) was off (?:that day|work that day|that sunday|that saturday)(?= )| it was (?:a )?(?:sunday|saturday|my day off)(?= )|' +
    ' (?:estaba|andaba) de descanso(?= )| (?:my|his|her) (?:job|work) (?:has|had) nothing to do with| nothing to do with (?:my |his |her |the )?(?:job|work)(?= )|' +
    ' no (?:tiene|tuvo) nada que ver con (?:mi|su|el) trabajo(?= )| no (?:era|fue|iba) por (?:el )?trabajo(?= )',
);

/** "It wasn't at work", "no fue en el trabajo": the place the person says it was not, taken out. */
export function withoutDeniedWork(folded: string): string {
  return folded.replace(/ (wasn|isn) t(?= )/g, ' $1t').replace(NOT_AT_WORK, ' ');
}

/**
 * Off duty ("I was not working", "en mi día libre"): the job the story names, and the clause that
 * names it, say nothing of where it happened, so its words are taken out before the claim is read.
 */
function withoutOffDutyJob(folded: string): string {
  if (!OFF_DUTY.test(folded.replace(/ (wasn|isn) t(?= )/g, ' $1t'))) return folded;
  return folded
    .replace(
      / (?:i work|i worked|i teach|he works|she works|works|trabajo|trabaje|trabajaba|trabaja|work|donde (?:limpio|trabajo|cocino|lavo|cuido)) (?:\w+ ){0,10}?(?=(?:pero|but|though|aunque) )/g,
      ' ',
    )
    .replace(
      / (?:i teach|i work|i m an?|im an?|i am an?|trabajo|soy)(?: \w+){0,8}? (?:in|at|for|en|para) (?:the |el |la |los |las )?(?:\w+ ){0,2}(?:school district|district|public schools|city|county|state|distrito escolar|ciudad|condado|escuelas? publicas?|schools?)(?= )/g,
      ' ',
    )
    .replace(new RegExp(`${WORK.source}|${JOB_HINT.source}`, 'gu'), ' ');
}

/** What a person lost after an injury: "I can't work at the restaurant", "perdí mi trabajo en la planta". */
const AFTER_INJURY = new RegExp(
  // Coming from or going to work or school, work missed afterwards, someone else's school and one's
  // insurer: none of them is where it happened.
  ' (?:saliendo|salia|regresando|volviendo|caminando|manejando|yendo) (?:del|de mi|de su|al|a mi|a su) (?:trabajo|escuela|clase)' +
    '| (?:mi |my )?(?:patron|jefe|jefa|boss|employer)(?: \\w+){0,5} (?:me )?(?:guardo|guardaron|held|kept|saved) (?:el |mi |my )?(?:puesto|trabajo|job|position|spot)' +
    '| (?:iba|ibamos|venia|veniamos|iba yo) (?:camino|rumbo|de camino|de regreso) (?:a|al|del|de) (?:mi |su |el )?(?:trabajo|jale|chamba|escuela)(?: en (?:la |el )?\\w+)?' +
    '| (?:on (?:my|the|his|her) way|going|coming|heading|headed|walking|driving) (?:home )?(?:to|from) (?:school|class|college)(?: at \\w+)?' +
    '| home from (?:college|school)' +
    '| (?:a )?recoger a (?:mi|su) (?:hijo|hija|hijos|ninos|nino|nina)(?: de la escuela)?' +
    '| (?:pick(?:ing)? up|drop(?:ping)? off) (?:my|his|her) (?:son|daughter|kids?|child) (?:at|from) (?:school|daycare)' +
    '| (?:after|despues de) (?:dropping|dejar|llevar|taking|dropping off) (?:\\w+ ){0,4}(?:at|to|en|a) (?:la |the |su |mi )?(?:school|escuela|daycare|guarderia|colegio)' +
    '| (?:on (?:my|the|his|her) way|going|coming|driving|walking|heading|headed|riding)(?: home)? (?:to|from|after) (?:my |the |a |his |her )?(?:\\w+ )?(?:shift|work|job)(?: (?:at|in) (?:the |a )?\\w+)?' +
    '| (?:missed|lost|perdi|falte) (?:\\w+ ){0,3}(?:at|en) (?:the|my|la|el|mi) (?:\\w+ )?(?:job|trabajo)(?: (?:in|at|en) (?:the |la |el |a )?(?:\\w+ ){0,2}\\w+)?' +
    '| (?:mi|my|his|her|su) (?:hija|hijo|son|daughter|sister|brother|hermana|hermano|friend|amiga|amigo) (?:que )?(?:estudia|studies|goes|va|attends) (?:\\w+ ){0,3}(?:universidad|college|school|escuela|university)' +
    '| (?:(?:the|his|her|their|my) )?insurance company| compania de (?:seguros|aseguranza)' +
    '| (?:she|he) was (?:a|an) \\w+ (?:rushing|going|heading|late|on (?:her|his) way) to (?:her|his) (?:shift|job|work)(?: at (?:the |a )?\\w+)?' +
    '| i was an? (?:\\w+ ){1,3}and lost my job| lost my job (?:over|because of|due to) (?:the )?(?:time off|injury|accident)' +
    '| missed (?:\\w+ ){0,3}(?:of )?work(?: (?:at|in) (?:the |a |my )?\\w+)?' +
    '| (?:health )?insurance (?:\\(?)?(?:through|from) (?:my|his|her|our) (?:job|work|employer)(?: \\w+){0,4}' +
    '| (?:i )?ride (?:my )?(?:bike|bicycle|scooter) to (?:my )?(?:job|work)(?: at (?:a |the )?\\w+)?' +
    '| (?:the |other |that |his |her |their )?(?:driver|guy|man|woman|van driver|truck driver|he|she|they)(?: was| is)? (?:working|works|drives|driving) for(?: \\w+){0,4}' +
    '| (?:the |other |that )?(?:driver|guy|he|she)(?: was| is) on the clock(?: for(?: \\w+){0,3})?' +
    '| (?:cant|cannot|couldnt|could not|unable to|no puedo|no podia|no he podido) (?:go (?:back )?to )?' +
    '(?:work|trabajar)(?: (?:at|in|en) (?:the |my |la |el |mi )?\\w+)?' +
    '| (?:lost|perdi) (?:my|mi) (?:job|trabajo)(?: (?:at|in|en) (?:the |my |la |el )?\\w+)?' +
    // Days of work missed because of it, and the way to work, are not the job's own accident.
    '| (?:missed|lost|perdi|falte) (?:como |about |almost )?(?:\\w+ ){1,2}(?:de trabajo|of work)' +
    '(?: (?:at|in|en) (?:the |my |la |el |mi )?\\w+)?' +
    '| (?:on (?:my|the) way|driving|going|riding|walking|biking) (?:to|home from) work' +
    '| (?:been |was |am |im |i m )?(?:off|out of) work|(?:miss|missing|missed) (?:\\w+ ){0,3}work' +
    '| (?:driving|going|riding|walking|biking|cycling|heading) (?:\\w+ ){0,3}(?:to|home from) work' +
    '| (?:missed|lost|perdi|falte) (?:\\w+ ){1,3}(?:at|en) (?:the|my|la|el|mi) \\w+' +
    '| (?:was |been |im |i m |i was )?working (?:doubles|overtime|extra|two jobs|2 jobs|double shifts)' +
    '| sin (?:poder )?trabajar|no (?:he podido|pude|puede|puedo) (?:ir a )?trabajar' +
    '| (?:iba|de camino|camino|rumbo) (?:\\w+ ){0,4}(?:al|a mi|a su) trabajo(?: en (?:el|la) (?:\\w+ ){0,5}?(?:ciudad|condado|estado|escuela|distrito))?',
  'g',
);

/** The person telling it is the worker. */
const WORKER_SELF = cue(`
(?:havent|didnt|never|did not|have not|not yet) (?:\\w+ )?(?:told|tell) (?:my |the )?(?:hr|boss|supervisor)
(?:havent|didnt|never|did not|have not|not yet) (?:\\w+ )?(?:told|tell) (?:my |the )?(?:manager|foreman)
(?:havent|didnt|never|did not|have not|not yet) (?:\\w+ )?(?:told|tell) (?:my |the )?employer
no le dije al (?:supervisor|jefe|patron)|no le avise (?:al|a mi)
(?:havent|didnt|never|not yet|have not|did not) (?:\\w+ )?told (?:hr|human resources|my boss|my supervisor)
(?:havent|didnt|never|not yet|have not|did not) (?:\\w+ )?told (?:my manager|my foreman)|tell hr|told hr
on probation|en periodo de prueba|recursos humanos|no le he dicho a (?:mi )?(?:jefe|patron|supervisor\\w*)
i m a|im a|i am a|i drive for|i deliver for|soy ${OFICIO}|i work|my shift|on the clock|my job|my boss
my employer|my supervisor|my manager|trabajo (?:de|como|en)|mi turno|mi patron|mi jefe|mi supervisor\\w*`);

/** The text says outright that no person was hurt. */
const NOBODY_HURT = cue(
  `nobody (?:was|got) (?:hurt|injured)|no one (?:was|got) (?:hurt|injured)|` +
    `nadie (?:salio|resulto) (?:herido|lastimado)|` +
    `nadie se lastimo`,
);

/** The care itself is blamed, in so many words. */
const CARE_FAULT = cue(`
malpractice|misdiagnos\\w*|misread|botched|negligen\\w*
wrong (?:dose|medication|medicine|leg|side|tooth|patient)
(?:doctor|nurse|hospital|surgeon|dentist|er)s? (?:\\w+ ){0,4}(?:missed|ignored|didnt|never)
(?:doctor|nurse|hospital|surgeon|dentist|er)s? (?:\\w+ ){0,4}(?:messed up|screwed up)
read (?:\\w+ ){0,3}as (?:normal|benign)|equivocad[oa]|negligencia|mal diagnostic\\w*
error (?:del|de la) (?:medico|doctor|doctora)
(?:el|the) (?:cirujano|surgeon|dentista|dentist) (?:me|le|lo|la) (?:lastimo|corto|perforo|dano|quemo)|(?:the )?surgeon (?:cut|nicked|damaged|perforated)|(?:malla|mesh|protesis|implante?) (?:\\w+ ){0,2}mal puest
(?:said|told me|dijeron|me dijeron|dijo|me dijo) (?:\\w+ ){0,4}(?:sprain|strain|torcedura|esguince|nothing|nada|normal)(?: \\w+){0,12} (?:broken|fractured|quebrad[oa]|fracturad[oa]|rota|roto)
(?:sue|against|contra|reclamar(?:le)? a|demandar a) (?:the |la |el |esa |that )?(?:clinic|clinica|urgent care|doctor|hospital|er|dentist|dentista)`);

/** A civil-rights agency named: the person asks about a discrimination complaint. */
const RIGHTS_AGENCY = cue(
  `(?:civil|human) rights commission|human rights (?:commission|department|division)|eeoc|` +
    `equal employment|comision de derechos (?:civiles|humanos)|human relations commission|` +
    `equal rights commission|fair employment|division of human rights|comision de derechos (?:de|del) \\w+|` +
    `(?:oficina|division|departamento) de derechos humanos|derechos humanos del estado`,
);

/** Falls, bites and attacks: harm to a person for which the general injury period is the rule. */
const FALL_BITE = cue(`
slipped|tripped|fell (?:down|on|off|over|in|into|from)|slid off|dogs?|bit|bitten|bite|attacked|mauled|assaulted|me resbale|me cai
me tropece|perro|mordio|me ataco
(?:me|le|nos) cayo (?:una|un|el|la) \\w+ encima|(?:fell|dropped|came down) on (?:me|my|his|her) (?:head|foot|feet|hand|leg|back|arm)
cut (?:my|his|her|their) (?:\\w+ ){1,2}(?:open )?on (?:a|an|the)|stepped (?:on|into|in) (?:a|an|the)|se corto (?:\\w+ ){1,3}con (?:un|una|el|la)|piso (?:un|una) (?:vidrio|clavo)|pise (?:un|una) (?:vidrio|clavo)`);

/** A dog's bite: its owner's matter, wherever it happened. */
const DOG_BITE = cue(`dogs?|pit ?bulls?|perros?|perras?|mordio|bit (?:me|my|him|her)|bitten|mordida`);
const SURFACES = / (?:sidewalks?|banquetas?|potholes?|baches?|street|calle|the road|la calle)(?= )/g;
/** A business's own parking lot: a pothole there is the owner's, not the city's. */
const PRIVATE_LOT =
  / (?:parking lot|lot|estacionamiento|parqueo|parqueadero) (?:of|at|behind|de|del|detras de) (?:a|an|the|un|una|la|el|my|mi) (?!(?:city|county|town|state|public|ciudad|condado|municipio|estado|publico)\b)\w+/;

/** The federal government: its own claim process, not checked here, so no number is given. */
const FEDERAL_BODY = cue(`
usps|post office|mail truck|postal|va hospital|veterans affairs|va (?:clinic|medical center|doctors?|nurses?)
the va|el va|del va|la clinica del va|clinica de veteranos
federal (?:building|agency|employee|officer|truck)|border patrol|national park
correo postal|camion del correo|hospital de veteranos`);

/** A government body named outright, not just "the city" someone lives in. */
const GOVERNMENT_BODY = cue(
  `
state of \\w+ (?:office|building|agency|department|property|park|road|prison|hospital|employee|truck|vehicle)
sue the state|demandar al estado
(?:city|county|town|state) (?:\\w+ ){0,2}(?:buses|trucks|crews?)|thebus|autobus de la ciudad|camion de la ciudad
[a-z]*dot (?:\\w+ ){0,2}(?:truck|plow|snowplow|crew|worker|vehicle|van)|caltrans|penndot|nysdot|wsdot|modot
mndot|kytc|state (?:road|highway|vehicle|car|van|bus|worker|crew|building|college|prison)
(?:its|it s|is) the state|parque estatal|carretera estatal
department of corrections|departamento de transporte|departamento de carreteras
fire truck|fire engine|sanitation truck|trash truck|public housing|housing authority|vivienda publica
school van|district van|(?:camion|autobus|bus) de la escuela|(?:bus|camion) escolar|(?:autobus|bus|camion) del distrito|camion de bomberos|(?:city|county) ambulance
ambulance from the (?:city|county)|ambulancia (?:de la ciudad|del condado)
cta|marta (?:bus|train)|septa|mbta|wmata|bart (?:train|station)|trimet|nj transit|escuela publica
escuelas publicas|public schools?
(?:city|county|town) (?:\\w+ ){0,2}(?:bus|truck|street|sidewalk|park|employee|worker|vehicle|hospital|police|` +
    `snowplow|snow plow|plow|car|van|library|pool)|county (?:hospital|road|jail)|snowplow|snow plow|garbage truck
public (?:\\w+ ){0,2}(?:hospital|school|library|park|playground)|police|sheriff|[a-z]{1,4}pd (?:cruiser|car|suv|truck|unit|officer|squad car)
state (?:truck|trooper|hospital|university|agency|police|patrol)|highway patrol|troopers?|school district
school bus
pothole|sidewalk|txdot|department of transportation|dmv|bmv|mvd|department of motor vehicles
(?:run|owned|operated) by the state|state (?:\\w+ )?store|claim against the state|contra el estado|claims commissioner|nyc health|health hospitals|municipal|city of \\w+
secretary of state|state (?:office|agency|offices)|(?:its|it s|is) a state (?:office|building|agency|property)
mta|transit|metro bus|light rail|public works|dot truck|state park|county jail|city jail|park district
(?:city|county|town|water|sanitation|parks|police|fire|street|streets|public works) dept
rtd|vta|sfmta|muni (?:bus|train|driver)|dart (?:bus|train|rail|driver)|ac transit|octa|metrolink|cap ?metro|via (?:bus|metropolitan)
pace bus|sound transit|king county metro|valley metro|gcrta|lynx bus|jta|psta|ddot|smart bus|tarc|wego|metrobus|metrorail
[a-z]{1,4}dot|transportation department|departamento de transportacion|(?:tuberia|tubo|linea) (?:\\w+ ){0,3}(?:del agua|de agua) (?:\\w+ ){0,6}(?:calle|ciudad)
water main|main break|storm drain|city sewer|sewer (?:main|line) (?:\\w+ ){0,3}(?:city|street)
(?:the|el|del|la) metro(?!(?: \\w+)? area| pcs)|subway|dwp|department of water|(?:claim|file|sue|go after|reclamarle?|demandar(?:le)?) (?:\\w+ ){0,2}(?:against |a )?(?:the |la |el )?(?:city|ciudad|county|condado|town|municipio)|tren ligero|commuter rail|(?:city|county|town) (?:\\w+ )?department|water department|public utilities
(?:sewer|water|utility|irrigation|fire|park|parks|library|transit|port|hospital) district|(?:transit|port|housing|parking|airport|turnpike|water|bridge) authority
(?:belongs?|belonged) to the (?:city|county|town|village|state)|(?:es|son|era) del (?:municipio|condado|pueblo)|county fair\\w*|(?:city|county|town) parks?
parks and rec\\w*|parks department|community college|colegio comunitario|(?:lo|la|los|las) (?:maneja|administra|opera|dirige) el (?:estado|condado|municipio)
city pool|public pool|courthouse|city hall|county building
biblioteca publica|parque publico|alberca publica|piscina publica|hospital publico|patrulla de caminos
${STATE_UNIVERSITIES}
de la ciudad|del condado|policia|patrulla|del estado|distrito escolar|autobus escolar|banqueta|alcantarilla|acera|aceras
(?:el|del|al) distrito(?! (?:federal|de columbia))|the district (?:never|didnt|did not|wont|won t|says|said|hasnt|has not|knew|ignored)
municipio|camion de la basura|hoyo (?:de|en) la calle|bache|la ciudad no`,
);

/**
 * A public body the person says it was not: "it was NOT the courthouse", "no era camión de escuela ni
 * de la CTA", "not a building pipe or anything from the city".
 */
const NEGATED_PUBLIC = new RegExp(
  ` (?:not|no era|no es|no fue|wasnt|wasn t|isnt|isn t|ni|nor|or anything from|nada de|no al|no a la|no el|no la|no de|no del|not or|not ni|not o|` +
    `not (?:a |an |the )?\\w+ (?:or|nor)|no (?:era |es )?(?:de )?(?:la |el )?\\w+ ni)` +
    `(?: (?:a|an|the|from|de|del|de la|al|el|la|un|una|hospital|camion|bus|autobus|escuela))*${GOVERNMENT_BODY.source}`,
  'g',
);
/** The text without the public bodies it denies; "not a cop or a state truck" denies both. */
function unsaid(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) {
    const next = out.replace(NEGATED_PUBLIC, ' not ');
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * A bus a person rode or was hit by: in the US nearly every such bus is a city's or a transit
 * agency's, whose notice of claim is months, not the years of a crash claim.
 */
const PUBLIC_BUS =
  / (?:bus|buses|autobus|autobuses|guagua|camion urbano)(?! (?:stop|station|terminal|shelter|bench|pass|fare|ticket|schedule|parada))(?= )/u;
const PRIVATE_BUS = cue(`
greyhound|megabus|flixbus|charter|tour bus|church bus|party bus|private bus|casino bus|hotel shuttle|airport shuttle
company bus|bus company|coach|compania de autobuses|(?:rento|rentaron|rented|chartered) (?:un |a )?(?:autobus|bus)|autobuses particular|bus particular|autobus de (?:la )?(?:linea|compania|empresa)|autobus turistico|autobus privado`);

/** Public hospitals by their own names (the law table's list), whose claims go to a city, a county or the state. */
const hospitalNames = (body?: 'local' | 'state' | 'unsure') =>
  PUBLIC_HOSPITALS.filter((h) =>
    !body ? true : body === 'unsure' ? Boolean(h.unconfirmed) : h.body === body && !h.unconfirmed,
  )
    .flatMap((h) => h.names.split(','))
    .map((n) => fold(n).trim())
    .filter(Boolean)
    .join('|');
const NAMED_HOSPITAL = {
  local: new RegExp(` (?:${hospitalNames('local')})(?= )`),
  state: new RegExp(` (?:${hospitalNames('state')})(?= )`),
  /** Listed, but who runs it is not yet confirmed: a hedge, never a number. */
  unsure: new RegExp(` (?:${hospitalNames('unsure')})(?= )`),
};

/** A hospital or clinic of the state itself (a state university's): its claim goes to the state. */
const STATE_HOSPITAL = cue(`
state (?:university |university s |college )?(?:hospital|clinic|medical center)|hospital (?:de la universidad )?del estado
(?:university|universidad) del estado|(?:its|it s|es) del estado|(?:run|owned|operated) by the state|claims commissioner
veterans home of the state`);

/** A hospital, clinic or jail run by a city, a county or the state: care there is a public body's. */
const PUBLIC_HOSPITAL = cue(`
ambulance (?:crew|driver|workers?|staff|people)|paramedics?|emts?|ems (?:crew|workers?)|fire department
(?:el|los) paramedicos?|(?:el|los) de la ambulancia|bomberos
(?:which|that|it) is (?:a )?public|que es public[oa]|es public[oa]|is public|(?:run|owned|operated) by (?:the )?(?:city|county|state|town)
(?:county|city|public|state) (?:\\w+ )?(?:hospital|clinic)|(?:county|city) jail|carcel del condado|nyc health
health hospitals|hospital (?:del condado|de la ciudad|publico)|clinica del condado`);

/** Work for someone else: wages and discrimination are about a job, not a contract. */
const EMPLOY = cue(`
worked (?:for|at|in|as)|trabaje (?:de|como)|work (?:for|at)|drove for|my (?:boss|employer|manager|supervisor)
the company|employer|on the job|payroll
trabaje|trabajo en|trabajaba|mi patron|el patron|mi jefe|la compania|el contratista|mi supervisor\\w*`);

/**
 * A job in the story, in any words: the person may have been hurt at work, whose notice is often a
 * matter of days, even where the words of a work injury were not all there.
 */
const JOB_HINT = cue(`
work|works|worked|working|job|jobs|shift|boss|employer|coworkers?|supervisor|foreman|my manager|hired
my clients?|company|customers?|my route|packages|deliver\\w*|the van|clientes?|paquetes|mi ruta|entregas
repart\\w*|trabajo|trabaja|trabajaba|trabajando|trabaje|empleo|(?:soy|como|de|mi) emplead[oa]|empresa|compania|patron
patrona|jefe|jefa|mi turno|chamba|jale|companer[oa]s?|mi cliente|mi clienta|contratista|contractor`);

/**
 * A body that may be public, in any words: a school, a college, "public", the city or the county.
 * Its notice of claim is often months, not years.
 */
const PUBLIC_HINT = cue(`
schools?|shuttles?|campus|recess|playground|escuela|colegio|primaria|secundaria|preparatoria|kinder|recreo|college|university
universidad|public|publico|publica|government|gobierno|the city|the county|la ciudad|el condado|del condado
de la ciudad|city owned|county owned|municipal|township|state (?:\\w+ )?(?:building|office|property|land|road|highway|park|worker|employee|bus|truck|hospital)`);

/** The place is said to be private: no public body is hinted by the rest of the story. */
const PRIVATE_PLACE = cue(`
(?:gimnasio|tienda|store|gym|business|company|clinic|clinica|negocio|supermercado|market|mercado|colegio|escuela|school|academy|academia)(?: \\w+){0,3} (?:privad[oa]|private|particular)
(?:catholic|christian|parochial|church|charter) school|(?:colegio|escuela) (?:catolic[oa]|cristian[oa]|de monjas|de la iglesia)
private (?:gym|store|business|property|company|home|house|school|clinic|hospital|lot|parking lot|mall|restaurant|office|building|garage|pool|club|hotel)|privately owned|centro comercial|shopping (?:mall|center|plaza)`);

/** Care after the harm: the hospital the person was taken to is not who caused it. */
const CARE_AFTER = new RegExp(
  ' (?:ambulance |they |paramedics )?(?:took|taken|rushed|brought|went|go|got seen|seen|treated|me llevaron|lo llevaron|la llevaron|me atendieron|lo atendieron|la atendieron|me vieron)' +
    '(?: \\w+){0,3} (?:at|to|en|a|al|in) (?:the |a |el |la |un |una )?(?:(?:\\w+ ){0,8}?(?:hospital|er|emergency room|medical center|clinic|clinica|urgencias)(?: \\w+)?|' +
    `${hospitalNames()})(?= )`,
  'g',
);

/** Where the person stood, not who did it: "waiting at the MTA bus stop". */
const PLACE_ONLY =
  / in front of (?:the )?(?:\w+ )?(?:city hall|courthouse|library|police station|fire station|school)| (?:the |el |a )?(?:police|policia) (?:report|reporte)| (?:el |un )?(?:reporte|informe) (?:de la |policial|de policia)(?: policia)?| (?:leaving|coming out of|walking out of|saliendo del?|saliendo de la) (?:the |a |el |la )?(?:\w+ ){0,2}(?:hospital|clinic|clinica|courthouse|corte|library|biblioteca|school|escuela|office|oficina)(?: after (?:visiting|seeing) (?:\w+ )?\w+)?(?= )| (?:at|near|by|waiting at|en|cerca de) (?:the |a |la |una )?(?:\w+ ){0,2}(?:bus stop|parada(?: del (?:bus|camion|autobus))?)(?= )| (?:the |la )?(?:police|cops?|policia|officer) (?:\w+ ){0,4}(?:gave|le dio|dio|wrote|issued|ticketed|cited|came|vino|llego)(?: \w+){0,3}(?= )/g;

/** The person's job said in passing, to the end of its clause. */
const JOB_SAID = new RegExp(
  ' (?:i work|i worked|i m an?|im an?|i am an?|i drive (?:a |the )?(?:\\w+ ){1,2}for|soy|yo trabajo|trabajo|trabaje|kept working|segui trabajando|' +
    '(?:she|he|my \\w+) works?|(?:ella|el|mi \\w+) trabaja)' +
    '(?: (?!and |y |but |pero |so |then |luego |i |yo |me |he |she |they |ive |was |were |fue |eso |esto |this |it )\\w+){0,12}(?= )',
  'g',
);

/** Where a harm happened that is no one's workplace of the person: a store, a neighbour's dog, another driver. */
/** Someone's own dog: its owner answers for the bite, whoever else the story names. */
const OWNERS_DOG_WORDS = `
(?:neighbor|neighbors|neighbour|vecino|vecina|vecinos|friend s|friends|amigo|amiga)(?: s)? (?:\\w+ )?(?:dog|dogs|pit bull|pitbull|perro|perros)
(?:el|los) perros? (?:del|de la|de mi|de los) (?:vecin[oa]s?|amig[oa]s?)
(?:casa|patio|yard|house) (?:de|of) (?:mi|my|a) (?:vecin[oa]|neighbou?r|amig[oa]|friend)(?: \\w+){0,10} (?:su|their|his|her) (?:perro|dog|pit ?bull|perra)`;
const OWNERS_DOG = cue(OWNERS_DOG_WORDS);

const ELSEWHERE = cue(`${OWNERS_DOG_WORDS}
(?:a|the|un|una|el|la|del|de) (?:walmart|publix|cvs|target|walgreens|costco|kroger|home depot|lowe s|lowes|safeway|heb|aldi|dollar general|family dollar|sam s club|meijer|food lion|albertsons|ralphs|wegmans|shoprite)
(?:drunk|other) driver|(?:a|some) guy (?:who )?(?:blew|ran|rear ended|hit)|rear ended|t boned|tboned|sideswiped|se paso (?:el alto|la luz)
backed (?:\\w+ ){0,3}into (?:me|my)
(?:un|una|el|la) (?:muchacho|senor|senora|tipo|chofer|conductor|pickup|troca|camioneta|carro) (?:\\w+ ){0,6}(?:me choco|me pego|se me metio|me chocaron)
(?:slipped|fell|tripped|me cai|me resbale)(?: \\w+){0,12} (?:at|in|en|of) (?:a|the|un|una|el|la) (?:restaurant|store|grocery|supermarket|mall|gym|bar|hotel|tienda|restaurante|supermercado|centro comercial|gimnasio|gas station|casino|motel|club|church|iglesia|bed and breakfast|inn|parking lot|estacionamiento)
me choco|me chocaron|chocaron mi|me pego (?:por detras|de lado|de costado)`);
/** …unless the job is at that very place ("I work at the Walmart where I slipped"). */
const JOB_THERE = cue(
  `(?:work|worked|trabajo|trabaje) (?:at|in|for|en|para) (?:the |a |el |la |un |una )?(?:walmart|publix|cvs|target|walgreens|costco|kroger|home depot|lowes|safeway|heb|aldi)|` +
    `(?:i was|i m|im|yo iba|iba|i had been) (?:driving|delivering|working|manejando|trabajando|repartiendo)|on the clock|on my route|en mi ruta|running parts|(?:making|on) (?:a )?deliver(?:y|ies)|haciendo (?:una |las )?entregas?|` +
    `(?:work|trabajo) (?:at|in|en) (?:the|that|el|ese|esa|la) (?:same )?(?:restaurant|store|grocery|supermarket|mall|gym|bar|hotel|tienda|restaurante|supermercado)`,
);

/** The person says the public body is not whom they are after ("no me quiero meter con el gobierno"). */
const NOT_GOVERNMENT = cue(`
(?:no|not|dont|don t|do not)(?: me)? (?:quiero|want to|wanna) (?:\\w+ ){0,3}(?:gobierno|government|the city|la ciudad|the county|el condado)
(?:sue|demandar (?:a|al)) (?:the |el |la )?(?:de la |private |otro |other )(?:pickup|driver|chofer|conductor|guy)
(?:pense|crei|thought|i thought) (?:\\w+ ){0,6}(?:la ciudad|the city|el condado|the county)(?: \\w+){0,12} (?:pero|but) (?:\\w+ ){0,16}(?:era|it was|was) (?:\\w+ ){0,6}(?:del vecino|de mi vecino|the neighbor|my neighbor|the neighbour|my neighbour)
(?:wasnt|was not|wasn t|no era|not) (?:the city|la ciudad|the county|el condado)(?: s)?(?= )`);

/** The question is about the other driver, not the employer ("suing the other driver for my pain"). */
const SUING_DRIVER = cue(`
(?:sue|suing|go after|claim against|demand) (?:the )?other (?:driver|guy|car)|pain and suffering
demandar al otro (?:chofer|conductor|carro)|al otro conductor|dolor y sufrimiento`);

/**
 * An injury told as an aside and set apart ("hurt his shoulder in August but he's not asking about
 * that", "me lastimé la mano pero eso ya sanó, no es lo que pregunto"): from the injury's word to
 * the words that set it apart, it is not the question.
 */
const ASIDE_INJURY =
  / (?:hurt|injured|fell|broke|cut|burned|accident|accidente|crash|choque|se cayo|me cai|me lastime|se lastimo|me corte|se corto|me queme|se quemo|se quebro|me quebre)(?: \w+){0,20}? (?:but |pero )?(?:\w+ ){0,4}(?:not asking about (?:that|it)|no tiene (?:nada )?que ver|has nothing to do with (?:it|this)|(?:was|is) unrelated|not what i m asking|no es lo que pregunto|no pregunto por eso|eso es otro asunto|that s (?:a )?(?:different|another|separate) (?:story|matter|issue|thing)|that s not (?:my|the) question|healed fine|ya sano)(?= )/g;

/** Hurt at work by a public body's vehicle or crew, asking about that body: its notice is the question. */
const SUING_PUBLIC = cue(`
(?:sue|suing|go after|claim against|file (?:\\w+ )?against|ir contra|reclamar(?:le)? a|demandar a) (?:the |la |el )?(?:city|ciudad|county|condado|town|municipio|state|estado)
(?:tengo que hacer|hago|do) (?:\\w+ ){0,2}(?:con|with) (?:la|el|the) (?:ciudad|condado|municipio|city|county|town|state|estado)`);

/** …unless the question itself is the report to the employer. */
const WORK_QUESTION = cue(`
(?:my )?question is about (?:work|the job|workers comp\\w*)|mi pregunta es (?:sobre|del) (?:el )?trabajo
(?:how long|when|by when) (?:\\w+ ){0,6}(?:report|tell|notify) (?:\\w+ ){0,3}(?:employer|boss|supervisor|work)
cuanto tiempo (?:\\w+ ){0,4}para (?:avisar|reportar)`);

const has = (re: RegExp, folded: string) => re.test(folded);

/** The claims a situation names, most specific first. */
export function claimsOf(text: string, topic: SituationTopic): Claim[] {
  // "hasn't paid" folds to "hasn t paid": the cues are written as people type it without the mark.
  const named = text
    .replace(/(?<=n) t(?= )/g, 't')
    // Places whose names hold an injury ("Fall River", "Broken Arrow") tell nothing of one.
    .replace(/ choque (?:anafilactico|septico|electrico|alergico|hipovolemico|toxico)(?= )/g, ' shock ')
    .replace(
      / (?:fall river|broken arrow|broken bow|(?:twin|great|sioux|idaho|niagara|wichita|cuyahoga|klamath|chippewa|cedar|post|international|little) falls) /g,
      ' place ',
    );
  // An injury or a crash the person sets apart ("pero eso no tiene que ver") is not the question.
  const folded = withoutDeniedWork(withoutOffDutyJob(named)).replace(ASIDE_INJURY, ' ');
  const afterInjury = folded.replace(AFTER_INJURY, ' ').replace(CARE_AFTER, ' ').replace(PLACE_ONLY, ' ');
  // Where the harm happened is named apart from the job the person has ("I'm a teacher", "trabajo
  // para el condado" beside a fall at a Walmart, a neighbour's dog or another driver): the job said in
  // passing is not where it happened.
  const workText =
    has(ELSEWHERE, afterInjury) && !has(JOB_THERE, afterInjury)
      ? afterInjury.replace(JOB_SAID, ' ')
      : afterInjury;
  const out: Claim[] = [];
  const add = (kind: ClaimKind, rules: RuleRef[], claimTopic: SituationTopic) => {
    if (!out.some((c) => c.kind === kind)) out.push({ kind, rules, topic: claimTopic });
  };
  // "Nobody was hurt": damage to things only.
  const hurt = has(HURT, folded) && !has(NOBODY_HURT, folded);
  const fallOrBite = has(FALL_BITE, folded);
  // A doctor in the story is not enough ("I had surgery after the crash"): the care itself went wrong.
  // A nurse hurt lifting a patient is a worker hurt at work, not a patient of bad care.
  const workerHurt = has(WORK, workText) && hurt && has(WORKER_SELF, folded);
  // A fall or a bite treated afterwards is not bad care, unless the care is itself blamed.
  const namedHospital = (text: string) =>
    has(NAMED_HOSPITAL.state, text)
      ? 'state'
      : has(NAMED_HOSPITAL.local, text)
        ? 'local'
        : has(NAMED_HOSPITAL.unsure, text)
          ? 'unsure'
          : undefined;
  const medical =
    (has(MEDICAL, folded) || namedHospital(folded) !== undefined) &&
    (has(MEDICAL_HARM, folded) || has(FOREIGN_OBJECT, folded)) &&
    !has(MOTOR, folded) &&
    !(workerHurt && !has(FOREIGN_OBJECT, folded) && !has(CARE_FAULT, folded)) &&
    !(fallOrBite && !has(CARE_FAULT, folded) && !has(FOREIGN_OBJECT, folded));
  // The sheriff at an eviction or "the city" someone lives in is not a government defendant.
  // A dog that bit someone on the sidewalk: the sidewalk is where, not who did it.
  // Who did it, not where the person was treated afterwards or works: the hospital the ambulance
  // went to and the job said in passing are taken out, and a dog's sidewalk is not the city's.
  const placeText = unsaid(
    (medical ? folded : workText).replace(
      has(DOG_BITE, folded) || PRIVATE_LOT.test(folded) ? SURFACES : /$^/,
      ' ',
    ),
  );
  const hospitalBody = namedHospital(placeText);
  const publicBody = has(GOVERNMENT_BODY, placeText) || hospitalBody === 'local' || hospitalBody === 'state';
  const government =
    (publicBody || (has(PUBLIC_BUS, placeText) && !has(PRIVATE_BUS, folded))) &&
    !has(EVICTION, folded) &&
    !has(NOT_GOVERNMENT, folded);
  const police = has(POLICE_FORCE, folded) && has(FORCE, folded) && !has(DUI, folded);

  if (has(DUI, folded)) add('dui', [{ state: 'duiHearing' }], 'criminal_defense');
  const leaving = has(LEAVE, folded) || / i 94 /.test(folded);
  if ((has(OVERSTAY, folded) && leaving) || (has(UNDOCUMENTED, folded) && has(LEAVE_COUNTRY, folded)))
    add('overstay', [{ federal: 'unlawfulPresence' }], 'immigration');
  if (has(IDENTITY, folded)) add('identityTheft', [{ federal: 'fcra' }], 'other');
  if (police && !has(VEHICLE, folded))
    add('police', [{ state: 'govClaimLocal' }, { federal: 'section1983' }], 'personal_injury');
  if (medical) {
    const rules: RuleRef[] = has(FOREIGN_OBJECT, folded)
      ? [{ state: 'malpracticeForeignObject' }, { state: 'malpractice' }, { state: 'malpracticeRepose' }]
      : [{ state: 'malpractice' }, { state: 'malpracticeDiscovery' }, { state: 'malpracticeRepose' }];
    // A county, city or other public hospital: its notice of claim comes first.
    // Against a public body the private malpractice period may not be the rule at all: the notice is
    // said, and the lawsuit's time is left to a lawyer rather than stated too long.
    if (has(STATE_HOSPITAL, unsaid(folded)) || namedHospital(folded) === 'state')
      rules.splice(0, rules.length, { state: 'govClaimState' }, { hedge: 'specialInjury' });
    else if (has(PUBLIC_HOSPITAL, unsaid(folded)) || namedHospital(folded) === 'local')
      rules.splice(0, rules.length, { state: 'govClaimLocal' }, { hedge: 'specialInjury' });
    // A hospital that may be a public body's: no number until who runs it is confirmed.
    else if (namedHospital(folded) === 'unsure') rules.splice(0, rules.length, { hedge: 'specialInjury' });
    // Care at a federal hospital (the VA) goes through the federal claim process, not the state's
    // malpractice period: no number, a lawyer this week.
    else if (has(FEDERAL_BODY, folded)) rules.splice(0, rules.length, { hedge: 'specialInjury' });
    add('malpractice', rules, 'personal_injury');
  }
  const atWork = has(WORK, workText) && hurt && !medical;
  // Hurt at work by another driver, asking about that driver: the crash claim is the question.
  if (
    atWork &&
    has(SUING_DRIVER, folded) &&
    !has(WORK_QUESTION, folded) &&
    (has(MOTOR, folded) || has(VEHICLE, folded))
  )
    add('motorVehicle', [{ state: 'motorVehicle' }], 'personal_injury');
  if (atWork && government && has(SUING_PUBLIC, folded) && !has(WORK_QUESTION, folded))
    add(
      'government',
      [{ state: has(STATE_BODY, folded) ? 'govClaimState' : 'govClaimLocal' }],
      'personal_injury',
    );
  if (atWork)
    add('workInjury', [{ state: 'workersCompNotice' }, { state: 'workersCompClaim' }], 'personal_injury');
  const policeClaim = out.some((c) => c.kind === 'police');
  if (has(FEDERAL_BODY, folded) && (hurt || has(VEHICLE, folded)) && !atWork)
    add('government', [{ hedge: 'specialInjury' }], 'personal_injury');
  if (
    !medical &&
    !atWork &&
    government &&
    (hurt || has(VEHICLE, folded) || has(PROPERTY, folded)) &&
    !policeClaim
  ) {
    add(
      'government',
      [
        {
          state:
            has(STATE_BODY, folded) || namedHospital(placeText) === 'state'
              ? 'govClaimState'
              : 'govClaimLocal',
        },
      ],
      'personal_injury',
    );
  }
  // A crash, or a vehicle and a hurt person; "a tree fell on my car" is damage to property.
  // Surgery after a crash tells of harm as surely as the word "hurt".
  const crashHarm = hurt || / (?:had|having|needed|ended up having) (?:\w+ ){0,2}surgery(?= )/.test(folded);
  const vehicle =
    (has(MOTOR, placeText) && (hurt || !has(PROPERTY, folded))) ||
    (has(VEHICLE, placeText) && crashHarm && !has(PROPERTY, folded) && !medical);
  if (vehicle && !atWork && !out.some((c) => c.kind === 'government'))
    add('motorVehicle', [{ state: 'motorVehicle' }], 'personal_injury');
  // Damage to property by a public body goes through the same notice of claim: no longer period beside it.
  // A dent in the employer's truck is not the worker's loss: at work, only one's own things count.
  const ownLoss =
    !atWork ||
    / (?:my|our|mi|mis|nuestr[oa]s?) (?:own )?(?:car|truck|house|home|fence|garage|carro|troca|casa|cerca|coche|camioneta)(?= )/.test(
      folded,
    );
  if (has(PROPERTY, folded) && ownLoss && !out.some((c) => c.kind === 'government'))
    add('propertyDamage', [{ state: 'propertyDamage' }], 'other');
  if (
    has(DEPOSIT, folded) &&
    (topic === 'landlord_tenant' ||
      new RegExp(
        ' (?:moved out|me sali|me mude|landlord|casero|dueno|apartment|apartamento|turned in the keys|' +
          'entregue las llaves)',
      ).test(folded))
  )
    add('deposit', [{ state: 'deposit' }, { state: 'depositPenalty' }], 'landlord_tenant');
  // A court's paper at home, with the landlord or the apartment named, is an eviction suit however it
  // is described ("a paper from the court with a case number").
  const courtAtHome =
    has(COURT_ONLY, folded) &&
    !hurt &&
    / (?:landlord|landlords|casero|dueno|apartment|apartamento|rent|renta|trailer|traila)(?= )/.test(folded);
  if (
    (has(EVICTION, folded) || courtAtHome) &&
    (topic === 'landlord_tenant' ||
      / (?:rent|landlord|casero|move out|trailer|lease|magistrate|magistrado|desaloj|evict|dueno|apartment|apartamento|renta|traila|dispossessory)/.test(
        folded,
      ))
  ) {
    const served =
      !NOT_COURT.test(folded) &&
      (has(COURT_ONLY, folded) ||
        (has(COURT_PAPERS, folded) && !/ aviso| notice| letter| carta/.test(folded)));
    add(
      'eviction',
      served ? [{ state: 'evictionAnswer' }] : [{ state: 'evictionNotice' }],
      'landlord_tenant',
    );
  }
  if (!out.length || topic === 'employment') {
    if (
      has(DISCRIMINATION, folded) &&
      (has(FIRED, folded) || topic === 'employment' || has(RIGHTS_AGENCY, folded))
    )
      add(
        'discrimination',
        [{ state: 'discriminationState' }, { state: 'discriminationEeoc' }],
        'employment',
      );
    // A loan or a deal between people is a contract, not pay, unless the text is about a job.
    // Money lent is a loan whoever it was lent to, a coworker included.
    const loanNotPay =
      has(LOAN, folded) || (topic !== 'employment' && has(CONTRACT, folded) && !has(EMPLOY, folded));
    // Weeks of work missed after a work injury and not paid are the injury's benefits, not wages owed.
    const missedAfterInjury = out.some((c) => c.kind === 'workInjury') && !has(FINAL_PAY, folded);
    // A fall or a bite off the job, whose owner "hasn't paid": money for an injury, not wages.
    const injuryNotPay = fallOrBite && !has(EMPLOY, folded);
    if (
      has(WAGES, folded) &&
      !has(DISCRIMINATION, folded) &&
      !loanNotPay &&
      !missedAfterInjury &&
      !injuryNotPay
    ) {
      const rules: RuleRef[] = [];
      if (has(FINAL_PAY, folded))
        rules.push({
          state:
            has(QUIT, folded) && !has(FIRED, folded.replace(NOT_FIRED, ' '))
              ? 'wagesFinalQuit'
              : 'wagesFinalFired',
        });
      rules.push({ state: 'wagesAgency' }, { state: 'wagesCourt' });
      // Overtime owed in a final check is part of the final pay, whose deadline comes first.
      if (has(OVERTIME, folded) && !has(FINAL_PAY, folded)) rules.push({ federal: 'flsa' });
      add('wages', rules, has(EMPLOY, folded) ? 'employment' : topic);
    }
  }
  if (!out.length && has(CONTRACT, folded) && topic !== 'landlord_tenant' && !(hurt && fallOrBite)) {
    const oral = has(ORAL, folded);
    const written = !oral && has(WRITTEN, folded);
    add(
      'contract',
      oral
        ? [{ state: 'contractOral' }]
        : written
          ? [{ state: 'contractWritten' }]
          : [{ state: 'contractOral' }, { state: 'contractWritten' }],
      'contract_disputes',
    );
  }
  if (!out.length && (topic === 'personal_injury' || fallOrBite)) {
    // A doctor, a job, a vehicle or a government body in the story may bring a special, shorter
    // deadline that was not made out: then no general number, only a pointer to a lawyer this week.
    const special =
      !has(OWNERS_DOG, folded) &&
      ((has(MEDICAL, folded) && !fallOrBite) ||
        has(WORK, workText) ||
        has(MOTOR, folded) ||
        publicBody ||
        hospitalBody === 'unsure' ||
        // Only hinted: a job or a public body named in passing is reason enough not to give the general
        // period, which is the longest one and the worst to act on if it is not the rule.
        has(JOB_HINT, workText) ||
        (has(PUBLIC_HINT, workText) && !has(PRIVATE_PLACE, folded)));
    add('injury', [special ? { hedge: 'specialInjury' } : { state: 'injury' }], 'personal_injury');
  }
  return out;
}
