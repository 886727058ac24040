/**
 * Common given names and surnames in the United States, English and Spanish, written without
 * accents and in lower case (words are compared that way). They let the scrubber recognise a name
 * typed without capitals. Given names that are everyday English words (will, grace, hope, mark)
 * are left out; common Spanish names that are also words (rosa, dolores, mercedes) are kept, since
 * a given name counts only after a role or before a surname. Surnames that are everyday words
 * (price, brown, flores, luna) count only right after a given name ("david brown").
 */
const list = (words: string) => new Set(words.trim().split(/\s+/));

export const GIVEN_NAMES = list(`
  aaron abel abigail abraham adam adrian adriana agustin aida alan alberto alejandra alejandro alex
  alexander alexis alfonso alfredo alicia alma alonso alvaro amanda amber amy ana andrea andres andrew
  angel angela angelica angie anita anna anthony antonio araceli armando arturo ashley barbara beatriz
  benjamin benito beto betty blanca brandon brenda brian brittany bruno camila carla carlos carmen
  carolina catalina cecilia cesar charles chris christian christina christopher cindy claudia cristina
  cristian cynthia daniel daniela david deborah debra denise diana diego dolly dolores donald dora dorothy
  eduardo edgar edith edward efrain elena elizabeth elsa elvia emilio emily emma enrique eric erica
  erika ernesto esteban estela eugenio eva evelyn fabiola felipe fernanda fernando francisca francisco
  gabriel gabriela gary george gerardo gilberto gloria gonzalo gregory guadalupe guillermo gustavo
  hector heather helen hilda hugo ignacio irene irma isabel ismael ivan jacqueline jaime james janet
  jason javier jeffrey jennifer jessica jesus jimena joaquin joel john jonathan jorge jose josefina
  joseph joshua juan juana julia julian julio karen karina katherine kathleen kelly kenneth kevin
  kimberly laura leonardo leticia linda lisa lorena lorenzo lourdes lucia luis luisa lupe lupita
  manuel marco marcos margarita maria mariana maribel maricela mario marisol marta martha martin
  mary matthew mauricio melissa mercedes michael michelle miguel mike monica nancy natalia nicolas nicole
  norma octavio olga omar oscar pablo pamela patricia patrick paul paula pedro rafael ramiro ramon
  raquel raul rebecca ricardo richard roberto robert rodrigo rogelio ronald rosa ruben ruth salvador samuel
  sandra santiago sara sarah sebastian sergio silvia sofia sonia stephanie steven susana tania teresa
  thomas timothy tomas tony valentina valeria vanessa veronica victor victoria wendy william
  xavier ximena yesenia yolanda yvonne zoe
`);

/** Surnames that are not everyday words: recognised after a cue word alone ("mi vecino garcia"). */
export const SURNAMES = list(`
  acosta aguilar aguirre alvarado alvarez anderson arellano avila banuelos barrera benavides
  bermudez cabrera calderon camacho cardenas carrillo castaneda castillo castro cervantes chavez
  contreras cordova davis diaz dominguez espinoza estrada fernandez figueroa garcia garza gomez
  gonzales gonzalez gutierrez harris hernandez herrera ibarra jackson jimenez johnson juarez lopez
  lozano maldonado marquez martin martinez medina mejia mendez mendoza miller miranda molina
  montoya morales munoz navarro nguyen nunez ochoa orozco ortega ortiz pacheco padilla patel perez
  quintana quintanilla ramirez rodriguez rojas romero ruiz salazar salinas sanchez sandoval santiago
  smith soto suarez taylor thomas thompson torres trujillo valdez valencia vargas vasquez velasquez
  villarreal williams wilson zamora zuniga
`);

/** Surnames that are also everyday words: a name only right after a given name. */
export const WORDLIKE_SURNAMES = list(`
  brown white black green young king hill wood price rice bell ward cook baker moore lee long
  campos flores fuentes guerra leon luna mesa moreno paz prieto ramos reyes rios rosas santos
  sierra vega blanco delgado rubio bravo cruz nieves
`);

/**
 * Words inside a person's full name that are not the name ("María de la Cruz", "Dale Two Eagles"):
 * a known name is removed word by word, and these words must stay everywhere else in the text.
 */
export const NAME_PARTICLES = list(`
  de del la las los y e da das do dos di du van von der den le el st jr sr ii iii iv
  one two three four five six seven eight nine ten uno tres cuatro cinco seis siete ocho nueve diez
`);

/** Lower case and without accents: how a word is looked up in the lists above. */
export function bare(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
