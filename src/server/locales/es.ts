import type { MessageKey } from './en.js';

/** Every text the server sends to a person, in Spanish (US Spanish, formal "usted"); keys as in en.ts. */
export const es: Record<MessageKey, string> = {
  VALIDATION: 'Solicitud no válida.',
  'validation.oneLine': 'Debe ser una sola línea, sin saltos de línea ni caracteres de control',
  WRONG_PASSWORD: 'currentPassword: La contraseña actual no es correcta.',
  UNAUTHENTICATED: 'Inicie sesión para continuar.',
  INVALID_CREDENTIALS: 'Credenciales no válidas',
  FORBIDDEN: 'No tiene acceso a esto.',
  NOT_FOUND: 'No encontrado.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
  CONFLICT: 'Otra persona cambió esto. Vuelva a cargar e inténtelo de nuevo.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  UNSUPPORTED_IMAGE: 'picture: Elija una imagen PNG, JPEG o WebP.',
  RATE_LIMITED: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  FREE_LIMIT_REACHED: 'Ya usó sus 3 respuestas gratuitas de IA. Elija un plan para continuar.',
  AI_QUOTA: 'Se superó la cuota de IA (429). Inténtelo más tarde.',
  AI_UNAVAILABLE: 'El servicio de IA no está disponible ahora. Inténtelo de nuevo.',
  PAYMENT_INCOMPLETE: 'El pago no se completó. No se activó ningún plan.',
  PAYMENT_UNAVAILABLE: 'El servicio de pagos no está disponible ahora. Inténtelo de nuevo.',
  PAYMENTS_NOT_CONFIGURED:
    'Los pagos aún no están configurados en este servidor, así que aquí no se pueden comprar planes.',
  SMS_SIGNATURE: 'La firma de la solicitud no es válida.',
  UNAVAILABLE: 'El servicio no está disponible ahora. Inténtelo de nuevo en unos momentos.',
  FORUM_TIMEOUT: 'La solicitud tardó demasiado. Inténtelo de nuevo.',
  FORUM_UNAVAILABLE: 'El servicio de Reddit no está disponible por el momento. Inténtelo más tarde.',
  FORUM_BLOCKED: 'Reddit bloqueó la solicitud. Intente abrir Reddit directamente.',
  FORUM_BAD_ANSWER: 'Reddit envió una respuesta que no pudimos leer. Inténtelo más tarde.',
  INTERNAL: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
  IDENTITY_NOT_CONFIGURED: 'El inicio de sesión con Google no está configurado en este servidor.',
  IDENTITY_UNAVAILABLE:
    'No se puede conectar con el servicio de inicio de sesión ahora. Inténtelo de nuevo en unos minutos.',
  IDENTITY_DENIED: 'Se canceló el inicio de sesión en Google. No se compartió nada con nosotros.',
  IDENTITY_FAILED: 'Falló la autenticación con Google',
  IDENTITY_EXPIRED:
    'Este inicio de sesión tardó demasiado o se empezó en otro navegador. Inténtelo de nuevo.',
  IDENTITY_NO_EMAIL:
    'Google no compartió un correo electrónico, así que no podemos iniciar su sesión con él.',
  IDENTITY_EMAIL_UNVERIFIED:
    'Google no ha confirmado este correo electrónico, así que no se puede usar para iniciar sesión aquí. Confírmelo con Google o inicie sesión con su contraseña.',
  ACCOUNT_CLOSED: 'Esta cuenta se cerró y ya no puede iniciar sesión.',

  'request.malformedJson': 'body: el JSON no es válido',
  'request.unsupportedMediaType': 'content-type: tipo no admitido',
  'request.emptyBody': 'body: no puede estar vacío',
  'request.badUrl': 'path: la dirección no es válida',
  'request.unsafeText': 'contiene un carácter que no se admite',

  LOGGED_IN: 'Sesión iniciada correctamente',
  REGISTERED: 'Cuenta creada correctamente',
  ACKNOWLEDGED: 'Reconocimiento registrado',
  'auth.passwordChanged': 'Contraseña cambiada',
  'sessions.ended': 'Se cerró la sesión en ese dispositivo.',
  'sessions.othersEnded': 'Se cerró la sesión en todos los demás dispositivos ({count}).',

  'cases.required': 'El título y la descripción son campos obligatorios.',
  'cases.descriptionTooShort': 'La descripción debe tener al menos 50 caracteres.',
  'cases.budgetOrder': 'El presupuesto mínimo no puede ser mayor que el presupuesto máximo.',
  'cases.bought':
    'Un abogado ya tomó este caso, así que ya no se puede cambiar ni eliminar. Comuníquese con soporte si necesita ayuda.',
  'cases.deleted': 'Su caso legal se eliminó correctamente.',

  // Ofertas sobre casos y su registro.
  'bids.belowReserve': 'La oferta mínima que acepta este caso es de {amount}.',
  'bids.notHigher':
    'Su oferta debe superar la oferta más alta actual de {highest}. Ofrezca al menos {amount}.',
  'bids.closed': 'La subasta de este caso ya cerró.',
  'bids.bought': 'Un abogado ya compró este caso.',
  'bids.leadPrice': 'El precio de compra inmediata de este caso es de {amount}.',
  'bids.holdIncomplete':
    'Su tarjeta aún no autorizó esta oferta, así que no está en el registro. Termine el paso de la tarjeta e inténtelo de nuevo.',
  'bids.holdFailed': 'Su tarjeta no autorizó esta oferta, así que no se hizo. No se cobró nada.',
  'bids.holdReleased':
    'La retención en la tarjeta de esta oferta se liberó, así que no se puede hacer. Haga otra oferta.',
  'bids.unnamedAttorney': 'Abogado',
  'audit.brokenEntry': 'La entrada {seq} del registro no coincide con su hash o su enlace con la anterior.',
  'audit.missingEntry': 'Falta la entrada {seq} en la cadena del registro.',
  'audit.sourceMismatch':
    'La dirección o el navegador de la entrada {seq} del registro se cambió o se quitó.',
  'audit.missingTail':
    'El registro tiene {length} entradas, pero se escribieron {expected}: faltan las últimas {missing}.',
  'audit.extraEntries': 'El registro tiene {length} entradas, pero solo se escribieron {expected}.',
  'audit.headMismatch': 'La última entrada del registro no es la que se escribió por última vez.',
  'audit.badCheckpoint': 'El punto de control firmado en la entrada {length} no lleva una firma válida.',
  'audit.checkpointMismatch':
    'La entrada {seq} del registro no es la que cubrió un punto de control firmado.',
  'ledger.brokenBlock': 'El bloque {position} no coincide con su hash, su enlace o su firma.',
  'ledger.missingTail':
    'La cadena termina en el bloque {length}, pero se registraron {expected} ofertas: faltan las últimas {missing}.',
  'ledger.extraBlocks': 'La cadena tiene {length} bloques, pero solo se registraron {expected} ofertas.',
  'ledger.badCheckpoint': 'El último punto de control de la cadena no lleva una firma válida.',
  'ledger.checkpointMismatch': 'El bloque {position} no es el que firmó el último punto de control.',
  'ledger.badOutcome':
    'El registro de resultado {seq} no lleva una firma válida o no coincide con el bloque que nombra.',
  'ledger.missingSale':
    'El caso se vendió al cerrar su subasta, pero ningún registro firmado recoge la venta.',

  'privacy.exportNotice':
    'Este archivo contiene todo lo que Amparo guarda sobre usted. Amparo no vende su información personal.',
  'privacy.typeToConfirm': 'confirmation: escriba {word} para confirmar',
  'privacy.accountDeleted': 'Su cuenta y sus datos personales se eliminaron.',

  'phone.codeSms': 'Su código de Amparo es {code}. Vence en 10 minutos. Si no lo pidió, ignore este mensaje.',
  'phone.noPhone': 'phoneNumber: Primero agregue su número de teléfono.',
  'phone.optedOut':
    'phoneNumber: Este número desactivó los mensajes de Amparo. Envíe START para activarlos e inténtelo de nuevo.',
  'phone.tooManyCodes': 'Se enviaron demasiados códigos. Espere una hora e inténtelo de nuevo.',
  'phone.wrongCode': 'code: Ese código no es correcto. Revise el mensaje e inténtelo de nuevo.',
  'phone.codeExpired': 'code: Este código venció o ya no es válido. Pida uno nuevo.',

  'sms.stop':
    'Amparo: Se canceló su suscripción y no recibirá más mensajes de este número. Responda INICIO para suscribirse de nuevo.',
  'sms.start':
    'Amparo: Está suscrito de nuevo. Envíe su pregunta legal cuando quiera. Pueden aplicarse tarifas de mensajes y datos. Responda AYUDA para obtener ayuda, ALTO para cancelar.',
  'sms.help':
    'Amparo da información legal por mensaje de texto, no asesoría legal. Envíe su pregunta para recibir una respuesta. Soporte: {supportEmail}. Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para cancelar.',
  'sms.human':
    'Amparo: Gracias. Una persona de nuestro equipo se comunicará con usted a este número pronto. Responda ALTO para cancelar.',
  'sms.limit':
    'Amparo: Ya usó sus {freeAnswers} respuestas gratuitas de IA. Para continuar, elija un plan en {continueUrl} . Responda ALTO para cancelar.',
  'sms.unavailable': 'Amparo: No pudimos responder ahora. Vuelva a enviar su pregunta en unos minutos.',

  'chat.questionRequired': 'question: Obligatorio',
  'chat.consultationNoted':
    'Gracias. Su mensaje se agregó a su solicitud de consulta con un abogado. Un abogado se comunicará con usted para programar su consulta de 30 minutos.',
  'plans.consultationBookedSms':
    'Amparo: Su consulta de 30 minutos con un abogado está reservada. Un abogado se comunicará con usted para programarla. Responda ALTO para cancelar.',

  'chat.topicOpeningPrompt': '¿Cuáles son las preguntas más comunes sobre {topic}?',
  'chat.preliminaryAnalysisPrompt':
    'Deme un análisis preliminar de mi situación en cinco puntos: 1) el tipo de asunto legal, 2) los puntos clave, 3) los pasos inmediatos, 4) la información adicional que se necesita y 5) si debo consultar a un abogado.',
  'topic.none': 'un problema legal',
  'topic.landlordTenant': 'arrendador e inquilino',
  'topic.mortgageForeclosure': 'ejecución hipotecaria',
  'topic.employment': 'derecho laboral',
  'topic.family': 'derecho de familia',
  'topic.personalInjury': 'lesiones personales',
  'topic.contracts': 'disputas de contratos',
  'topic.criminal': 'defensa penal',
  'topic.immigration': 'derecho de inmigración',

  'anonymize.email': '[correo]',
  'anonymize.phone': '[teléfono]',
  'anonymize.address': '[dirección]',
  'anonymize.name': '[nombre]',
  'anonymize.id': '[número de identificación]',
  'anonymize.birthDate': '[fecha de nacimiento]',
  'anonymize.plate': '[placa]',
  'anonymize.untitledCase': 'Caso legal',

  // Segundo factor (decisión 0059).
  SECOND_FACTOR_REQUIRED:
    'Las herramientas de administración necesitan un segundo factor. Configure una aplicación de autenticación o una llave de acceso en su perfil y luego inicie sesión con ella.',
  SECOND_FACTOR_INVALID: 'code: Ese código no es correcto o ya se usó.',
  SECOND_FACTOR_EXPIRED: 'Este inicio de sesión tardó demasiado. Escriba de nuevo su correo y contraseña.',
  SECOND_FACTOR_ALREADY_ON:
    'Ya hay una aplicación de autenticación configurada. Desactívela primero para configurar otra.',
  SECOND_FACTOR_OFF: 'Esta cuenta no tiene una aplicación de autenticación configurada.',
  PASSKEY_INVALID: 'No se pudo comprobar esa llave de acceso. Inténtelo de nuevo.',
  'secondFactor.passkeyAdded': 'Llave de acceso añadida',
  'secondFactor.passkeyRemoved': 'Llave de acceso eliminada',
  'secondFactor.off': 'Segundo factor desactivado',
  ACCOUNT_BANNED: 'Esta cuenta está suspendida. Comuníquese con soporte si cree que es un error.',
  CANNOT_BAN_SELF: 'No puede bloquear su propia cuenta.',
  'admin.noAttorneyRows': 'No se encontraron registros de abogados válidos en el CSV',
  'admin.noCaseRows': 'No se encontraron registros de casos legales válidos en el CSV',
  'admin.tooManyRows': 'body: como máximo {max} filas por solicitud',
  'admin.importEmailTaken': 'Ya existe una cuenta con este correo electrónico.',
  'admin.importDuplicateInFile': 'Este correo aparece más de una vez en el archivo.',
  'admin.importMissing': 'La columna «{field}» está vacía y es obligatoria.',
  'admin.importInvalid': 'El valor de la columna «{field}» no es válido.',
  'admin.importNotOneLine':
    'La columna «{field}» debe ser una sola línea, sin saltos de línea ni caracteres de control.',
  'admin.attorneyCreated': 'Abogado creado correctamente',
  'admin.attorneyDeleted': 'Abogado eliminado correctamente',
  'admin.escalationConsultation':
    'Consulta de 30 minutos con un abogado pagada #{id}: asigne un abogado y comuníquese con el cliente.',
  'admin.escalationSms': 'Pidió por mensaje de texto hablar con una persona.',
  'admin.escalationUrgent':
    'La IA encontró señales de urgencia (un plazo, un desalojo, una detención …) en esta conversación.',
  'admin.systemNotConfigured': 'No configurado',
  'admin.systemTimeout': 'Sin respuesta en {ms} ms',
  'attorneySignup.emailInvalid': 'Ingrese un correo electrónico válido',
  'attorneySignup.firstNameShort': 'El nombre debe tener al menos 2 caracteres',
  'attorneySignup.lastNameShort': 'El apellido debe tener al menos 2 caracteres',
  'attorneySignup.phoneInvalid': 'Ingrese un número de teléfono válido',
  'attorneySignup.stateRequired': 'Seleccione el estado donde ejerce',
  'attorneySignup.licenseRequired': 'Ingrese su número de licencia del colegio de abogados',
  'attorneySignup.educationRequired': 'Ingrese su formación académica',
  'attorneySignup.experienceNegative': 'La experiencia debe ser 0 o mayor',
  'attorneySignup.experienceTooHigh': 'La experiencia debe ser de 80 años o menos',
  'attorneySignup.hourlyRateLow': 'La tarifa por hora debe ser de al menos $50',
  'attorneySignup.hourlyRateHigh': 'La tarifa por hora debe ser de $100,000 como máximo',
  'attorneySignup.bioShort': 'La biografía debe tener al menos 50 caracteres',
  'attorneySignup.barAdmissionsRequired': 'Ingrese al menos una admisión a un colegio de abogados',
  'attorneySignup.specialtiesRequired': 'Agregue al menos una especialidad legal',
  'attorneySignup.submitted':
    'Su registro se envió para revisión. Un administrador verificará su licencia de abogado; cuando se apruebe, recibirá un correo electrónico con un enlace para elegir su contraseña.',
  INVALID_RESET_TOKEN:
    'token: Este enlace de contraseña no es válido, venció o ya se usó. Solicite un nuevo enlace para restablecer la contraseña.',
  ATTORNEY_PENDING:
    'Su solicitud de abogado aún está en revisión. Podrá iniciar sesión como abogado cuando sea aprobada; le avisaremos por correo electrónico.',
  ATTORNEY_REJECTED:
    'Su solicitud de abogado no fue aprobada, así que no puede iniciar sesión como abogado. Comuníquese con soporte si cree que es un error.',
  'reset.sent':
    'Si existe una cuenta con ese correo electrónico, se envió un enlace para restablecer la contraseña.',
  'reset.done': 'Su contraseña se restableció. Ya puede iniciar sesión con su nueva contraseña.',
  'reset.tooMany':
    'Demasiadas solicitudes para restablecer la contraseña. Espere {minutes} minutos e inténtelo de nuevo.',
  'review.approved': 'El abogado fue aprobado.',
  'review.rejected': 'El abogado fue rechazado.',
  'mail.greeting': 'Hola, {name}:',
  'mail.greetingNoName': 'Hola:',
  'mail.signature': 'El equipo de Amparo',
  'mail.reset.subject': 'Restablezca su contraseña de Amparo',
  'mail.reset.body':
    'Recibimos una solicitud para restablecer la contraseña de su cuenta de Amparo. Abra este enlace para elegir una nueva contraseña:\n{link}\n\nEl enlace funciona una sola vez y vence en {minutes} minutos. Si usted no lo pidió, puede ignorar este correo: su contraseña no cambia.',
  'mail.approved.subject': 'Su cuenta de abogado de Amparo fue aprobada',
  'mail.approved.body':
    'Buenas noticias: su solicitud para unirse a la red de abogados de Amparo fue aprobada. Abra este enlace para elegir su contraseña:\n{link}\n\nEl enlace funciona una sola vez y vence en {hours} horas. Después, inicie sesión en {loginUrl}',
  'mail.rejected.subject': 'Su solicitud de abogado en Amparo',
  'mail.rejected.body':
    'Gracias por su interés en unirse a la red de abogados de Amparo. Después de revisar su solicitud, no podemos aprobarla en este momento.',
  'mail.rejected.reason': 'Nota de quien la revisó: {reason}',
  'mail.rejected.closing':
    'Si tiene preguntas o información nueva, escriba a {supportEmail}. Le agradecemos el tiempo que dedicó a su solicitud.',
  'mail.newDevice.subject': 'Nuevo inicio de sesión en su cuenta de Amparo',
  'mail.newDevice.body':
    'Se acaba de iniciar sesión en su cuenta de Amparo desde un dispositivo en el que no se había usado antes:\n{browser} en {os}, desde la dirección {ip}, a las {time}.',
  'mail.newDevice.advice':
    'Si fue usted, no tiene que hacer nada. Si no fue usted, cambie su contraseña ahora y cierre la sesión en los demás dispositivos aquí:\n{link}',
  'mail.newDevice.unknown': 'desconocido',
  CONSULTATION_CLOSED: 'El abogado cerró esta consulta, así que ya no admite más mensajes.',
  CONSULTATION_NOT_AI: 'Esta conversación es con un abogado: la responde el abogado, no la IA.',
  'consultation.answerSms':
    'Amparo: {attorney} respondió a su consulta: "{message}" Léala y responda en Mensajes. Responda STOP para no recibir más mensajes.',
  // Attorney profile and directory.
  'attorney.passwordChanged': 'Su contraseña se ha cambiado correctamente.',
  // Mercado de casos legales: consentimiento para publicar, compra, importación y retiro.
  'leads.alreadyBought': 'Otro abogado ya compró este caso. No se le cobró su pago.',
  'leads.amountTooLow': 'amount: El precio de este caso es de al menos {price} dólares.',
  'leads.paymentIncomplete': 'El pago no se completó, así que el caso no se compró. No se cobró nada.',
  'leads.purchased': 'Caso comprado. Los datos de contacto del cliente ya se muestran en el caso.',
  'leads.consultationOpened': '{attorney} tomó su caso y ya puede contactarle. Puede escribirle aquí.',
  'leads.mail.subject': 'Un abogado tomó su caso',
  'leads.mail.text':
    'Buenas noticias: {attorney} tomó su caso "{title}" en Amparo.\n\nAhora puede ver su nombre, teléfono, correo electrónico y su descripción de la situación, y le contactará. También puede escribirle: {email}, o en sus conversaciones en Amparo.',
  'leads.listed': 'Su caso ahora se muestra a los abogados, de forma anónima.',
  'leads.unlisted': 'Su caso ya no se muestra a los abogados.',
  'leads.boughtListing': 'Un abogado ya compró este caso, así que su publicación ya no puede cambiar.',
  'leads.removed': 'El caso se retiró del mercado.',
  'leads.seeded': 'Se agregaron {count} casos de ejemplo.',
  'leads.seedNotEmpty': 'Solo se pueden agregar casos de ejemplo mientras el mercado está vacío.',
  'leads.imported': '¡Listo! {successful} casos legales importados, {failed} con errores.',
  'leads.csvWrongType': 'Seleccione un archivo CSV válido.',
  'leads.csvMissing': 'Seleccione un archivo CSV para importar.',
  'leads.csvInvalid': 'No se pudo importar el CSV. Revise el formato del archivo.',
  'leads.csvNoRows': 'No se encontraron registros de casos legales válidos en el CSV',
  'leads.csvRow': 'Fila {row}: el valor de {field} no es válido.',
  'leads.csvTooLarge': 'El archivo CSV es demasiado grande (como máximo {max} filas).',
  'leads.receipt.subject': 'Su recibo del caso #{id} de Amparo',
  'leads.receipt.text':
    'Compró el caso "{title}" en Amparo.\n\nImporte: {amount}\nFecha: {date} (UTC)\nPago: {payment}\n{how}\n\nEl nombre, el teléfono y el correo electrónico del cliente están en Mis casos comprados, en su portal de abogado y en el Mercado de casos legales: {link}\n\nAl cliente se le avisó que usted se comunicará con él.',
  'leads.receipt.instant': 'Comprado con Compra inmediata.',
  'leads.receipt.auction':
    'Ganado en subasta: su oferta es el bloque n.º {position} ({hash}) del registro del caso.',
  'doc.title.deposit-demand': 'Carta de reclamo del depósito de garantía',
  'doc.title.wage-demand': 'Carta de reclamo de salarios no pagados',
  'doc.title.debt-validation': 'Solicitud de validación de deuda',
  'doc.title.case-summary': 'Resumen del caso para un abogado',
  'doc.notice':
    'Preparado con el formulario de autoayuda de Amparo, llenado con la información propia del remitente. No es asesoría legal y ningún abogado lo preparó ni lo revisó.',
  'doc.page': 'Página {page} de {pages}',
  'doc.sincerely': 'Atentamente,',
  'doc.missing': '{field}: Falta un dato para este documento: {label}.',
  'doc.invalid': '{field}: Este dato no es válido: {label}.',
  'doc.notOffered': 'kind: Este documento no corresponde a este caso.',
  'doc.notOffered.deposit-demand':
    'La carta de reclamo del depósito es para un inquilino a quien el arrendador no le devolvió el depósito; este caso trata de otra cosa.',
  'doc.notOffered.mortgage':
    'La carta de reclamo del depósito es para inquilinos; este caso trata de una hipoteca o una ejecución hipotecaria.',
  'doc.notOffered.wage-demand':
    'La carta de salarios no pagados es para un trabajador a quien el empleador le debe salarios; este caso trata de otra cosa.',
  'doc.notOffered.debt-validation':
    'La solicitud de validación responde a un cobrador de deudas; este caso no menciona una deuda en cobranza.',
  'doc.field.senderName': 'Su nombre',
  'doc.field.senderAddress': 'Su dirección',
  'doc.field.recipientName': 'El nombre del arrendador',
  'doc.field.recipientAddress': 'La dirección del arrendador',
  'doc.field.state': 'El estado',
  'doc.field.propertyAddress': 'La dirección de la vivienda alquilada',
  'doc.field.depositAmount': 'El monto del depósito',
  'doc.field.moveOutDate': 'El día en que se mudó',
  'doc.field.employerName': 'El nombre del empleador',
  'doc.field.employerAddress': 'La dirección del empleador',
  'doc.field.payPeriods': 'Los períodos de pago no pagados',
  'doc.field.hoursWorked': 'Las horas trabajadas',
  'doc.field.hourlyRate': 'El pago por hora',
  'doc.field.amountOwed': 'El monto adeudado',
  'doc.field.lastDayWorked': 'Su último día de trabajo',
  'doc.field.separation': 'Cómo terminó el trabajo',
  'doc.field.collectorName': 'El nombre del cobrador',
  'doc.field.collectorAddress': 'La dirección del cobrador',
  'doc.field.accountNumber': 'El número de cuenta',
  'doc.field.amountClaimed': 'El monto que reclama el cobrador',
  'doc.field.noticeDate': 'El día en que recibió el aviso',
  'doc.field.ceaseContact': 'Si pide que dejen de comunicarse con usted',
  'doc.field.situation': 'Lo que pasó',
  'doc.field.parties': 'Las personas y organizaciones involucradas',
  'doc.field.documents': 'Los documentos que tiene',
  'doc.field.questions': 'Sus preguntas',
  'doc.period.days': '{n} días',
  'doc.period.business_days': '{n} días hábiles',
  'doc.period.weeks': '{n} semanas',
  'doc.period.months': '{n} meses',
  'doc.period.years': '{n} años',
  'doc.period.hours': '{n} horas',
  'doc.period.paydays': '{n} días de pago regulares',
  'doc.timing.now': 'de inmediato',
  'doc.timing.within': 'dentro de {period}',
  'doc.timing.payday': 'a más tardar el siguiente día de pago regular',
  'doc.start.moveOut': 'después de que termina el alquiler',
  'doc.start.moveOutAndAddress':
    'después de que termina el alquiler y el inquilino da una dirección para el envío',
  'doc.deposit.subject': 'Reclamo de devolución del depósito de garantía: {property}',
  'doc.deposit.facts':
    'Alquilé {property} de usted y me mudé el {moveOut}. Usted tiene mi depósito de garantía de {amount}.',
  'doc.deposit.rule':
    'Según {cite}, en {state} el arrendador debe devolver el depósito, o darle al inquilino una lista detallada de los descuentos, {timing} {start}.',
  'doc.deposit.ruleEnds': 'Según mi cálculo, ese plazo vence el {date}.',
  'doc.deposit.ruleEnded': 'Según mi cálculo, ese plazo venció el {date}.',
  'doc.deposit.ruleOpen':
    'Le pido que me devuelva el depósito, o que me dé una lista detallada de los descuentos, dentro del plazo que exige la ley de {state}.',
  'doc.deposit.ruleOpenCite': 'Vea {cite}.',
  'doc.deposit.penalty':
    'El arrendador que retiene un depósito indebidamente puede deber hasta {times} veces el depósito ({cite}).',
  'doc.deposit.penaltyOpen':
    'El arrendador que retiene un depósito indebidamente puede deber más que el propio depósito ({cite}).',
  'doc.deposit.demand':
    'Le pido que me envíe el depósito completo de {amount}, o una lista detallada de los descuentos con el saldo, a mi dirección de arriba a más tardar el {replyBy}.',
  'doc.deposit.next':
    'Si no lo recibo para esa fecha, puedo presentar un reclamo en la corte de reclamos menores por el depósito y por lo que permita la ley.',
  'doc.wage.subject': 'Reclamo de pago de salarios no pagados',
  'doc.wage.facts': 'Trabajé para {employer}. No me han pagado completo este trabajo: {periods}.',
  'doc.wage.lastDay': 'Mi último día de trabajo fue el {date}.',
  'doc.wage.fired': 'Ustedes terminaron mi empleo.',
  'doc.wage.quit': 'Renuncié a este trabajo.',
  'doc.wage.still-employed': 'Todavía trabajo para ustedes.',
  'doc.wage.hours': 'Horas trabajadas: {hours}',
  'doc.wage.rate': 'Pago por hora: {rate}',
  'doc.wage.owed': 'Monto adeudado: {amount}',
  'doc.wage.ruleFired':
    'Según {cite}, cuando un empleador de {state} termina un empleo, el último pago se debe {timing}.',
  'doc.wage.ruleQuit':
    'Según {cite}, cuando un trabajador de {state} renuncia, el último pago se debe {timing}.',
  'doc.wage.ruleDate': 'Según mi cálculo, esa fecha fue el {date}.',
  'doc.wage.ruleOpen': 'Mi último pago se debe dentro del plazo que exige la ley de {state}.',
  'doc.wage.demand':
    'Le pido que me pague {amount} a más tardar el {replyBy}, con un cheque enviado a mi dirección de arriba o de la forma en que suele pagarme.',
  'doc.wage.agency':
    'Si no me pagan para esa fecha, puedo presentar un reclamo de salarios ante {agency} o en la corte.',
  'doc.wage.agencyNone':
    'Si no me pagan para esa fecha, puedo presentar un reclamo de salarios ante la agencia laboral del estado o en la corte.',
  'doc.debt.subject': 'Disputa y solicitud de validación de una deuda',
  'doc.debt.account': 'Número de cuenta: {account}',
  'doc.debt.facts': 'Recibí su aviso sobre esta deuda el {noticeDate}. Dice que debo {amount}.',
  'doc.debt.dispute':
    'Disputo esta deuda y solicito su validación según la Ley de Prácticas Justas en el Cobro de Deudas, 15 U.S.C. § 1692g(b), y el Reglamento F, 12 CFR 1006.34 y 1006.38.',
  'doc.debt.window':
    'Envío esta solicitud dentro del período de validación de 30 días, que termina el {end}.',
  'doc.debt.windowLate':
    'El período de validación de 30 días terminó el {end}; aun así le pido que valide la deuda antes de intentar cobrarla de nuevo.',
  'doc.debt.ask': 'Le pido que me envíe:',
  'doc.debt.ask.creditor':
    'el nombre del acreedor a quien se debe la deuda ahora, y el del acreedor original;',
  'doc.debt.ask.itemized':
    'el monto adeudado, detallado: el monto en la fecha de detalle y cada interés, cargo, pago y crédito desde entonces;',
  'doc.debt.ask.proof':
    'una copia de un documento que muestre que debo esta deuda, como el contrato firmado o un estado de cuenta;',
  'doc.debt.ask.license':
    'si usted tiene licencia para cobrar deudas en mi estado y, si la tiene, su número de licencia.',
  'doc.debt.stop':
    'Hasta que me envíe esta verificación por correo, debe dejar de cobrar la deuda (15 U.S.C. § 1692g(b); 12 CFR 1006.38(d)). Si informa la deuda a una agencia de crédito, debe informar que la disputo (15 U.S.C. § 1692e(8)).',
  'doc.debt.cease':
    'Según 15 U.S.C. § 1692c(c), también le pido que deje de comunicarse conmigo sobre esta deuda, salvo para enviar la verificación que pido arriba y en lo que esa sección permite.',
  'doc.debt.noAdmission': 'Esta carta no reconoce que yo deba esta deuda.',
  'doc.summary.subject': 'Resumen de mi situación legal ({state})',
  'doc.summary.preparedBy': 'Preparado por {name}',
  'doc.summary.what': 'Lo que pasó',
  'doc.summary.dates': 'Cronología: las fechas que mencioné',
  'doc.summary.amounts': 'Montos mencionados',
  'doc.summary.parties': 'Personas y organizaciones involucradas',
  'doc.summary.documents': 'Documentos que tengo',
  'doc.summary.deadlines': 'Plazos que pueden aplicar',
  'doc.summary.questions': 'Mis preguntas para el abogado',
  'doc.party.landlord': 'Mi arrendador o administrador',
  'doc.party.employer': 'Mi empleador',
  'doc.party.coworker': 'Un compañero de trabajo',
  'doc.party.spouse': 'Mi cónyuge',
  'doc.party.ex_partner': 'Mi expareja',
  'doc.party.children': 'Mis hijos',
  'doc.party.insurance': 'Una compañía de seguros',
  'doc.party.other_driver': 'El otro conductor',
  'doc.party.police': 'La policía',
  'doc.party.immigration_authorities': 'Las autoridades de inmigración',
  'doc.party.lender': 'Mi prestamista o administrador del préstamo',
  'doc.party.contractor': 'Un contratista o taller',
  'doc.party.seller': 'Un vendedor o concesionario',
  'doc.party.debt_collector': 'Un cobrador de deudas',
  'doc.party.medical_provider': 'Un médico u hospital',
  'doc.party.neighbor': 'Un vecino',
  'doc.party.notario': 'Un notario o consultor',
  'doc.party.court': 'Un tribunal',
  'doc.evidence.photos': 'Fotos o video',
  'doc.evidence.messages': 'Mensajes de texto o correos electrónicos',
  'doc.evidence.receipts': 'Recibos o comprobantes de pago',
  'doc.evidence.witnesses': 'Testigos',
  'doc.evidence.written_agreement': 'Un contrato o acuerdo por escrito',
  'doc.evidence.official_report': 'Un reporte oficial o número de caso',
  'doc.evidence.medical_records': 'Expedientes médicos',
  'doc.evidence.pay_records': 'Talones de pago o registros de horas',
  'doc.evidence.notice_document': 'Un aviso, carta o papeles de la corte',
  'doc.summary.none': 'No se anotó nada.',
  'doc.summary.noDeadlines':
    'La tabla revisada no tiene un plazo para lo que nombra este resumen; un abogado puede decir cuáles aplican.',
  // Notificaciones (decisión 0054).
  INVALID_UNSUBSCRIBE_TOKEN:
    'Este enlace para darse de baja no es válido. Abra el correo más reciente o cambie sus notificaciones en Configuración.',
  'notify.footer':
    'Recibe este correo por su configuración de notificaciones: {settings}\nDeje de recibir correos como este con un clic: {unsubscribe}',
  'notify.footerHtml': 'Cambiar su configuración de notificaciones',
  'notify.unsubscribeHtml': 'Darse de baja de estos correos',
  'notify.consultation_reply.subject': '{attorney} respondió a su consulta',
  'notify.consultation_reply.subjectMany': '{count} mensajes nuevos de {attorney}',
  'notify.consultation_reply.item': '{attorney}: "{message}"',
  'notify.consultation_reply.action': 'Léalos y responda en Mensajes: {link}',
  'notify.consultation_reply.sms':
    'Amparo: {attorney} respondió a su consulta: "{message}" Léala y responda en Mensajes. Responda STOP para no recibir más mensajes.',
  'notify.case_bought.subject': 'Un abogado tomó su caso',
  'notify.case_bought.subjectMany': 'Un abogado tomó su caso',
  'notify.case_bought.item':
    'Buenas noticias: {attorney} tomó su caso "{title}" en Amparo.\n\nAhora puede ver su nombre, teléfono, correo electrónico y su descripción de la situación, y le contactará. También puede escribirle: {email}, o en sus conversaciones en Amparo.',
  'notify.case_bought.action': 'Sus conversaciones: {link}',
  'notify.case_bought.sms':
    'Amparo: {attorney} tomó su caso "{title}" y le contactará. Responda STOP para no recibir más.',
  'notify.case_bid.subject': 'Una nueva oferta por su caso "{title}"',
  'notify.case_bid.subjectMany': '{count} ofertas nuevas por sus casos',
  'notify.case_bid.item': 'Un abogado ofreció {amount} por su caso "{title}".',
  'notify.case_bid.action': 'Vea las ofertas en su perfil: {link}',
  'notify.case_bid.sms':
    'Amparo: un abogado ofreció {amount} por su caso "{title}". Responda STOP para no recibir más.',
  'notify.client_message.subject': 'Mensaje nuevo de {client}',
  'notify.client_message.subjectMany': '{count} mensajes nuevos de {client}',
  'notify.client_message.item': '{client}: "{message}"',
  'notify.client_message.action': 'Responda en su portal de abogado: {link}',
  'notify.client_message.sms':
    'Amparo: {client} le escribió: "{message}" Responda en su portal. Responda STOP para no recibir más.',
  'notify.new_lead.subject': 'Caso nuevo: {title}',
  'notify.new_lead.subjectMany': '{count} casos nuevos en sus áreas de práctica',
  'notify.new_lead.item': '{title} ({area}, {state})',
  'notify.new_lead.action': 'Vea los casos: {link}',
  'notify.new_lead.sms': 'Amparo: caso nuevo "{title}" ({area}, {state}). Responda STOP para no recibir más.',
  'notify.outbid.subject': 'Superaron su oferta por "{title}"',
  'notify.outbid.subjectMany': 'Superaron su oferta {count} veces',
  'notify.outbid.item': 'Otro abogado ofreció {amount} por "{title}".',
  'notify.outbid.action': 'Vuelva a ofertar: {link}',
  'notify.outbid.sms':
    'Amparo: superaron su oferta ({amount}) por "{title}". Responda STOP para no recibir más.',
  'notify.auction_result.subject': 'Subasta terminada: "{title}"',
  'notify.auction_result.subjectMany': '{count} subastas terminadas',
  'notify.auction_result.item': '{outcome}: "{title}"',
  'notify.auction_result.won': 'Usted ganó la subasta',
  'notify.auction_result.lost': 'Otro abogado ganó la subasta',
  'notify.auction_result.taken': 'Otro abogado compró el caso directamente antes de que terminara la subasta',
  'notify.auction_result.ended': 'La subasta terminó sin venta',
  'notify.auction_result.action': 'Sus casos: {link}',
  'notify.auction_result.sms': 'Amparo: {outcome}: "{title}". Responda STOP para no recibir más.',
  'notify.admin_digest.subject':
    'Amparo hoy: {attorneys} abogados por revisar, {escalations} escalamientos abiertos',
  'notify.admin_digest.subjectMany':
    'Amparo hoy: {attorneys} abogados por revisar, {escalations} escalamientos abiertos',
  'notify.admin_digest.item':
    'Abogados en espera de revisión: {attorneys}\nEscalamientos abiertos: {escalations}',
  'notify.admin_digest.action': 'Abra el panel de administración: {link}',
  'notify.admin_digest.sms':
    'Amparo: {attorneys} abogados por revisar, {escalations} escalamientos abiertos.',
};
