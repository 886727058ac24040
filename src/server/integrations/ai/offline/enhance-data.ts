/**
 * Word-for-word fixes used by enhance, written as "word=fix" lists. Keys are lower case; a fix keeps
 * the word's capital letter.
 */

function pairs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of text.split(',')) {
    const [k, v] = item.split('=').map((x) => x.trim().replace(/\s+/g, ' '));
    if (k && v) out[k] = v;
  }
  return out;
}

/** Texting shorthand that means the same in any text. */
export const SHORTHAND_ANY: Record<string, string> = pairs(`
  q=que, xq=porque, pq=porque, porq=porque, xk=porque, tb=también, tmb=también, tmbn=también,
  dnd=donde, xfa=por favor, porfa=por favor, porfavor=por favor, msj=mensaje, msjs=mensajes,
  idk=I don't know, b4=before, bc=because, bcuz=because, becuz=because, cuz=because, coz=because,
  thru=through, pls=please, plz=please, ppl=people, rn=right now, tmrw=tomorrow, tmr=tomorrow
`);

/** Shorthand that is only safe in a Spanish text ("x" and "d" mean other things in English). */
export const SHORTHAND_ES: Record<string, string> = pairs(`
  x=por, d=de, k=que, ke=que, pa=para, ps=pues, pos=pues, cdo=cuando, qdo=cuando, bn=bien, aki=aquí,
  nomas=nomás, osea=o sea, tons=entonces, tonces=entonces, vdd=verdad, dsps=después, dsp=después,
  xo=pero, kiero=quiero, mñn=mañana, hrs=horas, dls=dólares, dlls=dólares
`);

/** Shorthand and missing apostrophes that are only safe in an English text. */
export const SHORTHAND_EN: Record<string, string> = pairs(`
  u=you, ur=your, r=are, n=and, im=I'm, ive=I've, dont=don't, cant=can't, wont=won't, didnt=didn't,
  doesnt=doesn't, isnt=isn't, wasnt=wasn't, werent=weren't, havent=haven't, hasnt=hasn't, hadnt=hadn't,
  shouldnt=shouldn't, couldnt=couldn't, wouldnt=wouldn't, arent=aren't, thats=that's, whats=what's,
  theyre=they're, youre=you're, tho=though, abt=about, msg=message, msgs=messages, txt=text,
  txts=texts, gonna=going to, wanna=want to, gotta=have to, kinda=kind of, yrs=years, hrs=hours,
  mins=minutes, wk=week, wks=weeks, 2day=today, i=I, i'm=I'm, i've=I've, i'll=I'll, i'd=I'd
`);

/** Misspellings people make in English. */
export const SPELLING_EN: Record<string, string> = pairs(`
  recieve=receive, recieved=received, untill=until, alot=a lot, definately=definitely,
  seperate=separate, seperated=separated, wich=which, becuase=because, becasue=because,
  beacuse=because, thier=their, teh=the, beleive=believe, lanlord=landlord, landord=landlord,
  landlrod=landlord, evition=eviction, evicion=eviction, appartment=apartment, apartmant=apartment,
  morgage=mortgage, mortage=mortgage, forclosure=foreclosure, foreclousure=foreclosure, lawer=lawyer,
  laywer=lawyer, lawyar=lawyer, atorney=attorney, attorny=attorney, attourney=attorney,
  imigration=immigration, immigraton=immigration, deposite=deposit, employeer=employer,
  acident=accident, accidant=accident, insurence=insurance, insurace=insurance, divorse=divorce,
  custidy=custody, custudy=custody, payed=paid, tommorow=tomorrow, tomorow=tomorrow,
  tommorrow=tomorrow, wierd=weird, goverment=government, garantee=guarantee, arested=arrested,
  harrassment=harassment, harasment=harassment, harrassed=harassed, neccessary=necessary,
  necesary=necessary, begining=beginning, occured=occurred, reciept=receipt, recipt=receipt,
  buisness=business, bussiness=business, wensday=Wednesday, febuary=February
`);

/**
 * Misspellings and missing accents in Spanish. Ambiguous words (esta/está, si/sí, mas/más) are left
 * alone.
 */
export const SPELLING_ES: Record<string, string> = pairs(`
  asta=hasta, aser=hacer, ise=hice, iso=hizo, aora=ahora, haora=ahora, ahi=ahí, nesecito=necesito,
  nesesito=necesito, nececito=necesito, ablar=hablar, abogao=abogado, patron=patrón, ospital=hospital,
  trabago=trabajo, tanbien=también, tambien=también, despues=después, aqui=aquí, asi=así, dueno=dueño,
  duena=dueña, ano=año, anos=años, senor=señor, senora=señora, manana=mañana, nino=niño, ninos=niños,
  nina=niña, ninas=niñas, pequeno=pequeño, pequena=pequeña, companero=compañero, companera=compañera,
  companeros=compañeros, compania=compañía, policia=policía, dias=días, dolares=dólares,
  telefono=teléfono, deposito=depósito, ultimo=último, ultima=última, rapido=rápido, medico=médico,
  medicos=médicos, medica=médica, medicas=médicas, credito=crédito, dificil=difícil, facil=fácil,
  sabado=sábado, miercoles=miércoles, jamas=jamás, ademas=además, todavia=todavía, tenia=tenía,
  tenian=tenían, habia=había, sabia=sabía, queria=quería, decia=decía, podia=podía, vivia=vivía,
  vivian=vivían, dijieron=dijeron, trajieron=trajeron, haiga=haya, emos=hemos, ubo=hubo, vien=bien,
  travajo=trabajo, enpleo=empleo, inmigrasion=inmigración, imigracion=inmigración, desalogo=desalojo,
  dezalojo=desalojo, demanada=demanda, tamien=también, mexico=México, pais=país, pelicula=película,
  numero=número
`);
