import type { Language } from '../../shared/constants.js';
import type { ErrorCode } from '../../shared/errors.js';

/** Texts the server itself sends to a person, in both languages. */
const MESSAGES: Record<Language, Record<ErrorCode | 'LOGGED_IN' | 'REGISTERED' | 'ACKNOWLEDGED', string>> = {
  en: {
    VALIDATION: 'Invalid request.',
    WRONG_PASSWORD: 'currentPassword: The current password is not right.',
    UNAUTHENTICATED: 'Please sign in to continue.',
    INVALID_CREDENTIALS: 'Invalid credentials',
    FORBIDDEN: 'You do not have access to this.',
    NOT_FOUND: 'Not found.',
    EMAIL_TAKEN: 'An account with this email already exists.',
    CONFLICT: 'This was changed by someone else. Please reload and try again.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
    FREE_LIMIT_REACHED: 'You have used your 3 free AI responses. Choose a plan to continue.',
    AI_QUOTA: 'AI quota exceeded (429). Please try again later.',
    AI_UNAVAILABLE: 'The AI service is not available right now. Please try again.',
    PAYMENT_INCOMPLETE: 'The payment was not completed. No plan was activated.',
    PAYMENT_UNAVAILABLE: 'The payment service is not available right now. Please try again.',
    PAYMENTS_NOT_CONFIGURED: 'Payments are not set up on this server yet, so plans cannot be bought here.',
    SMS_SIGNATURE: 'The request signature is not valid.',
    UNAVAILABLE: 'The service is not available right now. Please try again shortly.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    LOGGED_IN: 'Signed in successfully',
    REGISTERED: 'Account created successfully',
    ACKNOWLEDGED: 'Acknowledgment recorded',
  },
  es: {
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
    LOGGED_IN: 'Sesión iniciada correctamente',
    REGISTERED: 'Cuenta creada correctamente',
    ACKNOWLEDGED: 'Reconocimiento registrado',
  },
};

export type MessageKey = keyof (typeof MESSAGES)['en'];

export function message(lang: Language, key: MessageKey): string {
  return MESSAGES[lang][key];
}

/** The caller's language: an explicit x-language header, else Accept-Language, else English. */
export function languageOf(headers: Record<string, string | string[] | undefined>): Language {
  const explicit = headers['x-language'];
  if (explicit === 'es' || explicit === 'en') return explicit;
  return acceptedLanguage(String(headers['accept-language'] ?? '')) ?? 'en';
}

/** The first of our languages in an Accept-Language list, as the browser itself would choose. */
export function acceptedLanguage(accept: string): Language | null {
  const ranked = accept
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'es' || primary === 'en') return primary;
  }
  return null;
}
