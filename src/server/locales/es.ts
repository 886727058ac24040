import type { MessageKey } from './en.js';

/** Every text the server sends to a person, in Spanish (US Spanish, formal "usted"); keys as in en.ts. */
export const es: Record<MessageKey, string> = {
  VALIDATION: 'Solicitud no válida.',
  WRONG_PASSWORD: 'currentPassword: La contraseña actual no es correcta.',
  UNAUTHENTICATED: 'Inicie sesión para continuar.',
  INVALID_CREDENTIALS: 'Credenciales no válidas',
  FORBIDDEN: 'No tiene acceso a esto.',
  NOT_FOUND: 'No encontrado.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
  CONFLICT: 'Otra persona cambió esto. Vuelva a cargar e inténtelo de nuevo.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
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
  INTERNAL: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',

  'request.malformedJson': 'body: el JSON no es válido',
  'request.unsupportedMediaType': 'content-type: tipo no admitido',
  'request.emptyBody': 'body: no puede estar vacío',
  'request.unsafeText': 'contiene un carácter que no se admite',

  LOGGED_IN: 'Sesión iniciada correctamente',
  REGISTERED: 'Cuenta creada correctamente',
  ACKNOWLEDGED: 'Reconocimiento registrado',
  'auth.passwordChanged': 'Contraseña cambiada',

  'cases.required': 'El título y la descripción son campos obligatorios.',
  'cases.descriptionTooShort': 'La descripción debe tener al menos 50 caracteres.',
  'cases.budgetOrder': 'El presupuesto mínimo no puede ser mayor que el presupuesto máximo.',
  'cases.bought':
    'Un abogado ya tomó este caso, así que ya no se puede cambiar ni eliminar. Comuníquese con soporte si necesita ayuda.',
  'cases.deleted': 'Su caso legal se eliminó correctamente.',

  'privacy.exportNotice':
    'Este archivo contiene todo lo que Amparo guarda sobre usted. Amparo no vende su información personal.',
  'privacy.typeToConfirm': 'confirmation: escriba {word} para confirmar',
  'privacy.accountDeleted': 'Su cuenta y sus datos personales se eliminaron.',

  'phone.codeSms': 'Su código de Amparo es {code}. Vence en 10 minutos. Si no lo pidió, ignore este mensaje.',
  'phone.noPhone': 'phoneNumber: Primero agregue su número de teléfono.',
  'phone.optedOut':
    'phoneNumber: Este número desactivó los mensajes de Amparo. Envíe START para activarlos e inténtelo de nuevo.',
  'phone.notSent': 'No se pudo enviar el mensaje ahora. Inténtelo de nuevo en unos minutos.',
  'phone.tooManyCodes': 'Se enviaron demasiados códigos. Espere una hora e inténtelo de nuevo.',
  'phone.wrongCode': 'code: Ese código no es correcto. Revise el mensaje e inténtelo de nuevo.',
  'phone.codeExpired': 'code: Este código venció o ya no es válido. Pida uno nuevo.',

  'sms.stop':
    'Amparo: Se canceló su suscripción y no recibirá más mensajes de este número. Responda INICIO para suscribirse de nuevo.',
  'sms.start':
    'Amparo: Está suscrito de nuevo. Envíe su pregunta legal cuando quiera. Pueden aplicarse tarifas de mensajes y datos. Responda AYUDA para obtener ayuda, ALTO para cancelar.',
  'sms.help':
    'Amparo da información legal por mensaje de texto, no asesoría legal. Envíe su pregunta para recibir una respuesta. Soporte: {supportEmail}. Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para cancelar.',
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
};
