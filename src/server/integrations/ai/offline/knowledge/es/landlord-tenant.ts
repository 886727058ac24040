import type { TopicText } from '../types.js';

export const landlordTenant: TopicText = {
  label: 'un asunto entre inquilino y casero',
  title: 'Problema de vivienda',
  summary: 'Esto parece un problema entre inquilino y casero{inState}.',
  issues: ['Derechos del inquilino según el contrato y la ley de {state}'],
  rule:
    'La relación se rige por el contrato de arrendamiento y por las leyes estatales y locales: el casero ' +
    'debe acudir a la corte para desalojar, mantener la vivienda habitable y devolver el depósito a ' +
    'tiempo; el inquilino debe pagar la renta y cumplir el contrato.',
  lines: {
    keyIssues: ['Qué dice su contrato y qué exige la ley de {state} a usted y a su casero.'],
    yourRights: [
      'En la mayoría de los estados el casero no puede castigarlo por pedir reparaciones o por ' +
        'quejarse ante una agencia de vivienda (las represalias son ilegales).',
    ],
    deadlines: [
      'Los plazos de aviso (para subir la renta, terminar el contrato o desalojar) los fija la ley ' +
        'estatal y a veces la de la ciudad; confirme el número exacto de días en {state}.',
    ],
    evidenceToGather: [
      'Su contrato de arrendamiento y cualquier anexo o reglamento que haya firmado.',
      'Recibos de renta, talones de money order o estados de cuenta que muestren cada pago.',
      'Cada carta, aviso, mensaje o correo entre usted y su casero.',
    ],
    nextSteps: [
      'Siga pagando lo que pueda y guarde comprobantes, salvo que un abogado le indique otra ' +
        'cosa.{stillRenting}',
      'Haga sus pedidos y quejas al casero por escrito y guarde una copia.',
    ],
    whenToSeeAttorney: ['Si le piden firmar un acuerdo para salirse o para pagar una cantidad grande.'],
    freeResources: [
      'Uniones de inquilinos y agencias de asesoría de vivienda (HUD tiene una lista de consejeros ' +
        'aprobados en hud.gov o al 1-800-569-4287).',
    ],
  },
  aspects: {
    eviction: {
      label: 'Aviso de desalojo',
      summary: 'Parece que su casero quiere sacarlo de su vivienda.',
      issue: 'Desalojo: si el aviso y el proceso cumplen la ley de {state}',
      rule:
        'En casi todos los estados el casero debe dar un aviso por escrito correcto y luego ganar un ' +
        'caso de desalojo en la corte; solo un alguacil (sheriff), no el casero, puede ejecutar la orden.',
      lines: {
        keyIssues: [
          'Si el aviso que recibió es del tipo correcto, da suficientes días y se entregó como exige ' +
            'la ley de {state}.',
          'Si el casero tiene un motivo válido (renta sin pagar, una falta al contrato o el fin del ' +
            'contrato) y está siguiendo el proceso de la corte.',
        ],
        yourRights: [
          'Un aviso no es una orden de desalojo. En casi todos los estados solo un juez puede ordenar ' +
            'que se vaya, y solo un alguacil puede ejecutar esa orden.',
          'Tiene derecho a responder a los papeles de la corte y a contar su versión en una audiencia, ' +
            'aunque deba renta.',
        ],
        deadlines: [
          'Cuente con cuidado los días de cualquier aviso desde el día en que lo recibió; cómo cuentan ' +
            'los fines de semana y días festivos depende del estado.',
          'Si recibe papeles de la corte (citatorio o demanda), el plazo para responder puede ser de ' +
            'pocos días. Léalos el mismo día que le lleguen.',
          'No falte a la audiencia: si no se presenta, por lo general el casero gana automáticamente.',
        ],
        evidenceToGather: ['El aviso, el sobre y una nota de cómo y cuándo lo recibió.'],
        nextSteps: [
          'No se salga ni ignore el aviso; comuníquese de inmediato con ayuda legal o con un programa ' +
            'de defensa contra desalojos.',
          'Si el problema es renta atrasada, pregunte por ayuda de emergencia para la renta (el 211 le ' +
            'puede orientar) y haga por escrito cualquier oferta de pago.',
        ],
        whenToSeeAttorney: [
          'Si tiene papeles de la corte o fecha de audiencia: en muchas zonas hay abogados gratuitos ' +
            'para casos de desalojo.',
        ],
        freeResources: [
          'Muchas cortes tienen centros de autoayuda para desalojos y abogados gratuitos en el juzgado ' +
            'los días de audiencia.',
        ],
      },
    },
    deposit: {
      label: 'Depósito de seguridad',
      summary: 'El problema es recuperar su depósito de seguridad.',
      issue: 'Devolución del depósito de seguridad y descuentos permitidos',
      rule:
        'La ley estatal obliga al casero a devolver el depósito, o a enviar una lista detallada de ' +
        'descuentos, dentro de cierto número de días después de que el inquilino se muda; solo puede ' +
        'descontar renta sin pagar y daños que van más allá del desgaste normal.',
      lines: {
        yourRights: [
          'Después de mudarse, el casero debe devolverle el depósito o enviarle una lista por escrito ' +
            'y detallada de los descuentos dentro del plazo que fija la ley de {state}.',
          'El desgaste normal (pintura gastada, hoyitos de clavos, alfombra usada) normalmente no se ' +
            'le puede cobrar.',
          'Muchos estados permiten cobrar una indemnización adicional cuando el casero se queda con el ' +
            'depósito de mala fe.',
        ],
        evidenceToGather: [
          'Fotos o videos de cuando se mudó y de cuando salió, y la lista de revisión de entrada si la ' +
            'tiene.',
          'Prueba de que le dio al casero su nueva dirección por escrito.',
        ],
        nextSteps: [
          'Mande una carta o correo breve y con fecha pidiendo los {amount} y una lista detallada de ' +
            'cualquier descuento; guarde una copia.',
          'Si el casero no contesta, la corte de reclamos menores resuelve casos de depósitos sin ' +
            'necesidad de abogado.',
        ],
      },
    },
    repairs: {
      label: 'Reparaciones y condiciones inseguras',
      summary:
        'El problema tiene que ver con reparaciones o condiciones que hacen la vivienda insegura o ' +
        'insalubre.',
      issue: 'Habitabilidad: la obligación del casero de mantener la vivienda segura y habitable',
      rule:
        'La mayoría de los estados reconocen la obligación (garantía de habitabilidad) de mantener la ' +
        'vivienda segura y habitable: calefacción, agua, plomería y electricidad que funcionen, sin ' +
        'plagas ni moho graves.',
      lines: {
        yourRights: [
          'La mayoría de los estados obligan al casero a mantener la vivienda habitable: calefacción, ' +
            'agua, plomería y electricidad que funcionen, y sin plagas ni moho graves.',
          'Dejar de pagar la renta o "reparar y descontar" solo se permite en algunos estados y con ' +
            'pasos estrictos; revise las reglas de {state} antes de dejar de pagar.',
        ],
        evidenceToGather: ['Fotos o videos con fecha del problema y copia de cada pedido de reparación.'],
        nextSteps: [
          'Pida la reparación por escrito (mensaje o carta) y dé un plazo razonable.',
          'Pida una inspección a la oficina de códigos de vivienda o al departamento de salud; su ' +
            'reporte es una prueba fuerte.',
        ],
        whenToSeeAttorney: ['Si las condiciones están afectando su salud o la de sus hijos.'],
      },
    },
    lockout: {
      label: 'Cambio de chapa o corte de servicios',
      summary: 'Su casero podría estar intentando sacarlo sin pasar por la corte.',
      issue: 'Desalojo ilegal por cuenta propia: cambio de chapas, sacar pertenencias o cortar servicios',
      rule:
        'Casi todos los estados prohíben que el casero cambie las chapas, saque las pertenencias del ' +
        'inquilino o corte los servicios para obligarlo a irse; solo un desalojo ordenado por la corte ' +
        'puede sacar a un inquilino.',
      lines: {
        yourRights: [
          'En casi todos los estados el casero no puede cambiar las chapas, llevarse sus cosas ni ' +
            'cortarle el agua, la luz o el gas para que se vaya.',
          'Podría tener derecho a una indemnización, y un juez puede ordenar rápidamente que lo dejen ' +
            'entrar de nuevo.',
        ],
        nextSteps: [
          'Llame a la línea de la policía que no es de emergencia, explique que lo dejaron fuera sin ' +
            'orden de la corte y pida un número de reporte.',
          'Comuníquese hoy mismo con ayuda legal y pregunte por una orden de emergencia para volver a ' +
            'entrar.',
        ],
        whenToSeeAttorney: ['De inmediato: quedarse fuera de su casa o sin servicios es urgente.'],
      },
    },
    rent_owed: {
      label: 'Renta sin pagar',
      summary: 'Debe renta o le está costando pagarla.',
      issue: 'Renta adeudada y formas de ponerse al corriente',
      rule:
        'A un inquilino que debe renta solo se le puede desalojar mediante el proceso de la corte; ' +
        'muchas cortes y programas promueven planes de pago, y algunos estados permiten detener el ' +
        'desalojo pagando lo adeudado antes de cierto momento.',
      lines: {
        yourRights: [
          'Deber renta no permite que el casero se salte el proceso de la corte, le cambie la chapa o ' +
            'saque sus cosas.',
          'En algunos estados, pagar toda la renta adeudada (más ciertos costos) antes de cierto ' +
            'momento puede detener un desalojo por falta de pago.',
        ],
        evidenceToGather: [
          'Una lista de lo que pagó y cuándo, incluidos los pagos parciales, y de lo que el casero ' +
            'dice que debe.',
        ],
        nextSteps: [
          'Anote exactamente cuánto debe ({amount}, si esa es la cifra) y ofrezca por escrito un plan ' +
            'de pagos realista.',
        ],
      },
    },
    rent_increase: {
      label: 'Aumento de renta o cargos',
      summary: 'El problema tiene que ver con un aumento de renta o cargos adicionales.',
      issue: 'Aumentos de renta y cargos por atraso',
      rule:
        'La renta solo puede cambiar como lo permitan el contrato y la ley estatal o local; durante un ' +
        'contrato a plazo fijo normalmente no puede subir salvo que el contrato lo diga, y en contratos ' +
        'de mes a mes el aumento requiere aviso por escrito.',
      lines: {
        yourRights: [
          'Durante un contrato a plazo fijo la renta normalmente no puede subir si el contrato no lo ' +
            'permite; en contratos de mes a mes el aumento suele requerir aviso por escrito (a menudo de ' +
            '30 días o más).',
          'Algunas ciudades y estados limitan los aumentos de renta, y algunos ponen un tope a los ' +
            'cargos por atraso.',
        ],
      },
    },
    fair_housing: {
      label: 'Discriminación en la vivienda',
      summary: 'Es posible que lo hayan tratado injustamente en la vivienda por ser quien es.',
      issue: 'Vivienda justa: discriminación por parte del casero',
      rule:
        'La Ley federal de Vivienda Justa prohíbe discriminar en la vivienda por raza, color, origen ' +
        'nacional, religión, sexo, discapacidad o por tener hijos menores de 18 años.',
      lines: {
        yourRights: [
          'La Ley federal de Vivienda Justa prohíbe discriminar por raza, color, origen nacional, ' +
            'religión, sexo, discapacidad o por tener hijos menores de 18 años; muchos estados protegen ' +
            'a más grupos.',
          'Las personas con discapacidad pueden pedir adaptaciones razonables, como un animal de asistencia.',
        ],
        deadlines: ['Una queja ante HUD debe presentarse dentro de un año desde la discriminación.'],
        freeResources: [
          'Quejas de vivienda justa ante HUD: hud.gov/fairhousing o 1-800-669-9777 (hay atención en ' +
            'español).',
        ],
      },
    },
  },
  commonQuestions: [
    'Mi casero me dio un aviso de desalojo. ¿Qué pasa ahora y cuánto tiempo tengo?',
    '¿Cuánto tiempo tiene mi casero para devolverme el depósito?',
    'Mi casero no quiere hacer reparaciones. ¿Qué puedo hacer?',
    '¿Puede mi casero subir la renta o entrar a mi casa sin avisar?',
    'Mi casero cambió la chapa o cortó los servicios. ¿Es legal?',
  ],
};
