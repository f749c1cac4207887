/** The API's own refusals in Spanish: exactly the ids of error-messages-en.ts, which the types enforce. */
import type { ErrorMessageId } from './error-messages-en';

export const errorsEs: { readonly [Id in ErrorMessageId]: string } = {
  'errors.fieldsNeedAttention': 'Algunos campos necesitan su atención.',
  'errors.unknownField': 'Campo desconocido: {field}',
  'errors.invalidValue': 'Valor no válido',
  'errors.unsupportedMediaType': 'Aquí no se acepta este tipo de contenido.',
  'errors.bodyTooLarge': 'El cuerpo de la solicitud es demasiado grande.',
  'errors.emptyJson': 'El cuerpo de la solicitud está vacío; envíe un objeto JSON.',
  'errors.invalidJson': 'El cuerpo de la solicitud no es JSON válido.',
  'errors.contentLength': 'El encabezado Content-Length no coincide con el cuerpo.',
  'errors.multipartRequired': 'Envíe esta solicitud como multipart/form-data.',
  'errors.tooManyParts': 'El formulario tiene más partes de las que acepta el registro.',
  'errors.tooManyFiles': 'Envíe como máximo una foto y un archivo de certificación.',
  'errors.tooManyFields': 'El formulario tiene más campos de los que acepta el registro.',
  'errors.forbiddenFieldName': 'El formulario contiene un nombre de campo prohibido.',
  'errors.badRequest': 'No se pudo entender la solicitud.',
  'errors.badUrl': 'Esta dirección no es válida.',
  'errors.urlTooLong': 'Una parte de esta dirección es demasiado larga.',
  'errors.crossSite': 'Esta solicitud vino de otro sitio y fue rechazada.',
  'errors.noApiRoute': 'Ninguna ruta de la API para {method} {path}',
  'errors.invitationInvalid': 'Esta invitación caducó o ya se usó. Pida una nueva al personal del programa.',
  'errors.setupLinkInvalid':
    'Este enlace de configuración venció o ya se usó. Reinicie el servidor para obtener uno nuevo, o use npm run admin.',
  'errors.registrationMultipart': 'Envíe el registro como multipart/form-data, con la foto en el campo dogPhoto.',
  'errors.malformedMultipart':
    'No se pudieron leer los datos del formulario: están incompletos o dañados. Inténtelo de nuevo.',
  'errors.duplicateField': 'El campo {name} se envió más de una vez.',
  'errors.unknownFileField': 'Campo de archivo desconocido: {name}',
  'errors.fieldTooLarge': 'El campo {name} es demasiado largo.',
  'errors.uploadTooLarge':
    'Este envío es demasiado grande: el formulario admite como máximo {megabytes} MB de archivos en total. Elija archivos más pequeños y envíelo de nuevo.',
  'errors.invalidIdempotencyKey': 'Idempotency-Key debe tener de 8 a 128 letras, dígitos o los caracteres - _ . :',
  'errors.idempotencyKeyReused': 'Esta Idempotency-Key ya se usó para otro registro. Envíe una clave nueva.',
  'errors.versionRequired': 'se requiere version',
  'errors.nulCharacter': 'La solicitud contiene un carácter nulo, que ningún campo acepta.',
  'errors.metricsToken': 'Envíe el token de métricas.',
  'errors.methodNotAllowed': '{method} no se admite en {path}; admite {allowed}.',
  'errors.photoNotFound': 'No se encontró la foto',
  'errors.logoNotFound': 'No se encontró el logotipo',
  'errors.noCertification': 'Este registro no tiene archivo de certificación.',
  'errors.certificationMissing': 'El archivo de certificación no está en el almacenamiento.',
};
