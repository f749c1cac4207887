/**
 * The Spanish catalogue (messages-en.ts has the English and the list of ids). The legal sentences follow
 * the wording of the Department of Justice's Spanish publications on service animals where they have one.
 */
import type { MessageId } from './messages-en';

export const es: { readonly [Id in MessageId]: string } = {
  'site.defaultName': 'Registro de Perros de Servicio',
  'site.skipToMain': 'Ir al contenido principal',
  'site.loading': 'Cargando…',
  'site.title': '{page} · {site}',
  'banner.label': 'Sobre este registro',
  'banner.short': 'Independiente y voluntario. No es una agencia del gobierno.',
  'banner.long':
    'Un registro independiente y voluntario. No es una agencia del gobierno, y la ley no exige el registro.',
  'nav.label': 'Principal',
  'nav.home': 'Inicio',
  'nav.register': 'Registrar un perro de servicio',
  'nav.verify': 'Verificar un registro',
  'nav.adminDashboard': 'Panel de administración',
  'nav.adminLogin': 'Acceso del personal',
  'nav.logout': 'Cerrar sesión',
  'nav.menu': 'Menú',
  'language.switchTo': 'Leer esta página en {language}',
  'footer.aboutTitle': 'Sobre este registro',
  'footer.about':
    '{registryName} es un registro independiente y voluntario. No es una agencia del gobierno, y la ley no exige el registro. Un registro o una tarjeta de este registro no otorga ningún derecho además de los que dan las leyes federales, estatales y locales.',
  'footer.thisRegistry': 'Este registro',
  'footer.resourcesTitle': 'Recursos del gobierno',
  'footer.contactTitle': 'Contacto con el registro',
  'footer.fees': 'Tarifas',
  'footer.adminPortal': 'Portal del personal',

  'field.optional': ' (opcional)',
  'field.errorPrefix': 'Error: ',
  'errorSummary.title': 'Hay un problema',
  'statusError.refresh': 'Volver a cargar la página',
  'statusError.verify': 'Verificar un registro',
  'statusError.home': 'Volver al inicio',

  'resources.adaServiceAnimals': 'ADA: animales de servicio (Departamento de Justicia de los EE. UU.)',
  'resources.ada': 'Derechos de las personas con discapacidades según la ADA (ada.gov)',
  'resources.adaFaq': 'ADA: preguntas frecuentes sobre los animales de servicio',
  'resources.dot': 'Viajar en avión con un animal de servicio (Departamento de Transporte de los EE. UU.)',
  'resources.hud': 'Vivienda justa y animales de asistencia (HUD)',
  'resources.infoLine': 'Línea de Información sobre la ADA: {voice} (voz), {tty} (TTY), de lunes a viernes',

  'places.shops': 'Tiendas',
  'places.restaurants': 'Restaurantes',
  'places.hotels': 'Hoteles',
  'places.hospitals': 'Hospitales y clínicas',
  'places.transit': 'Autobuses, trenes y taxis',
  'places.theaters': 'Teatros y estadios',
  'places.government': 'Oficinas del gobierno',
  'places.title': 'Adónde van los perros de servicio',
  'places.intro':
    'Según la ADA, un perro de servicio puede acompañar a su usuario a todo lugar donde se permite el acceso al público: empresas y organizaciones sin fines de lucro abiertas al público, y edificios de gobiernos estatales y locales. Los vuelos y la vivienda se rigen por otras leyes.',

  'home.defaultTagline': 'Un registro independiente y voluntario de perros de servicio',
  'home.intro':
    '{tagline}. Registre a su perro de servicio, imprima su tarjeta de identificación y permita que otros verifiquen el registro por su número.',
  'home.registerCta': 'Registre a su perro de servicio',
  'home.verifyCta': 'Verificar un registro',
  'home.servicesTitle': 'Nuestros servicios',
  'home.serviceRegisterTitle': 'Registre a su perro',
  'home.serviceRegisterText':
    'Anote los datos de su perro de servicio, de su entrenador y sus datos de contacto, y reciba un número de registro.',
  'home.serviceCardTitle': 'Imprima una tarjeta de identificación',
  'home.serviceCardText': 'Imprima una tarjeta de bolsillo con un código QR que abre el registro a quien lo escanee.',
  'home.serviceVerifyTitle': 'Verificación rápida',
  'home.serviceVerifyText': 'Los negocios y los arrendadores pueden confirmar un registro por su número en segundos.',
  'home.lawTitle': 'Lo que dice la ley',
  'home.lawDefinition':
    'Conforme a la Ley de Estadounidenses con Discapacidades (ADA, por sus siglas en inglés), un perro de servicio es un perro que ha sido entrenado de forma individual para hacer trabajos o realizar tareas para una persona con una discapacidad.',
  'home.lawQuestions':
    'El personal solo puede hacer dos preguntas: si el perro es un animal de servicio requerido debido a una discapacidad, y qué trabajo o tarea ha sido entrenado a realizar el perro. No puede exigir documentación, pedir una demostración ni preguntar sobre la discapacidad.',
  'home.lawNoRequirement':
    'La ADA no exige registro, certificación, tarjetas de identificación ni chalecos, y las personas con discapacidades pueden entrenar a sus propios perros.',
  'home.lawOnlineRegistries':
    'El Departamento de Justicia de los EE. UU. no reconoce los registros ni los certificados en línea, incluido este, como prueba de que un perro es un animal de servicio, y estos no transmiten ningún derecho conforme a la ADA.',
  'home.lawVoluntary':
    'Registrarse aquí es voluntario. Puede hacer que los datos de su perro sean fáciles de compartir y confirmar, pero no otorga ningún derecho además de los que dan las leyes federales, estatales y locales.',
  'home.resourcesTitle': 'Recursos del gobierno',
  'home.ownTrainingTitle': '¿Entrenó a su perro usted mismo?',
  'home.ownTraining':
    'La ADA permite que las personas entrenen a sus propios perros, y este registro les da la bienvenida. El registro pide un identificador del directorio de entrenadores del registro: si usted entrenó a su perro, un evaluador del directorio puede evaluar a su equipo con una prueba de acceso público y darle su identificador del directorio para que lo escriba al registrarse.',
  'home.readyTitle': '¿Listo para registrarse?',
  'home.ready': 'Toma unos minutos: los datos de su perro, sus datos de contacto y su número de confirmación de pago.',
  'home.getStarted': 'Comenzar ahora',
  'example.serviceDog': 'PERRO DE SERVICIO',
  'example.active': 'ACTIVO',
  'example.stamp': 'EJEMPLO',
  'example.caption': 'Un ejemplo de la tarjeta de bolsillo que podrá imprimir cuando el personal apruebe su registro.',

  'lookup.title': 'Verificar un registro',
  'lookup.label': 'Número de registro',
  'lookup.hint': 'Por ejemplo {example}. En mayúsculas o minúsculas, con o sin el prefijo.',
  'lookup.search': 'Buscar',
  'lookup.searching': 'Buscando...',
  'lookup.scanInstead': 'O escanee el código QR de una tarjeta',
  'lookup.notValid': '{registryNumber} no es un registro válido. No identifica a un equipo con perro de servicio.',
  'lookup.whoTitle': 'Quién puede verificar un registro',
  'lookup.who':
    'Cualquier persona con un número de registro: negocios, arrendadores, aerolíneas y los propios usuarios. La verificación muestra el estado del registro, los datos del perro y el nombre y la inicial del apellido del usuario. Nunca muestra datos de contacto, y muestra el tipo de servicio solo si el usuario lo eligió.',
  'lookup.voluntary':
    'Registrarse aquí es voluntario. Según la ADA, el personal no puede exigir un registro ni documentación.',
  'lookup.lostOwnerLink': 'Usuarios que perdieron su enlace de propietario:',
  'lookup.emailOwnerLink': 'Enviarme mi enlace de propietario por correo',

  'fees.title': 'Tarifas',
  'fees.product': 'Registro de perro de servicio por {years} años',
  'fees.oneFee': 'Una sola tarifa por {years} años. Incluye:',
  'fees.review':
    'la revisión de su registro por el personal del registro, y un número de registro que nunca se reutiliza;',
  'fees.card': 'una tarjeta de bolsillo imprimible cuyo código QR lleva una firma que solo este registro puede hacer;',
  'fees.verification':
    'la verificación por número o escaneando la tarjeta, gratuita para cualquier persona, mientras el registro sea válido.',
  'fees.codeTitle': 'Cómo obtener un número de confirmación de pago',
  'fees.code': 'En su último paso, el registro pide un número de confirmación de pago. Cada número paga un registro.',
  'fees.voluntary':
    'Registrarse es voluntario. La ADA no exige registro, certificación ni tarjetas de identificación, y un registro aquí no otorga ningún derecho además de los que dan las leyes federales, estatales y locales.',
  'fees.register': 'Registrar un perro de servicio',

  'notFound.title': 'Página no encontrada',
  'notFound.home': 'Volver al inicio',

  // The shared validation and error messages (common/messages.ts)
  'messages.dogNameRequired': 'El nombre del perro es obligatorio',
  'messages.dogBreedRequired': 'La raza del perro es obligatoria',
  'messages.dogAgeRequired': 'La edad del perro es obligatoria',
  'messages.dogPhotoRequired': 'La foto del perro es obligatoria',
  'messages.serviceTypeRequired': 'El tipo de servicio es obligatorio',
  'messages.serviceTypeOtherRequired': 'Indique el tipo de servicio',
  'messages.trainerLicenseRequired': 'El identificador del directorio de entrenadores es obligatorio',
  'messages.trainerLicenseCheckRequired': 'Escriba un identificador del directorio de entrenadores',
  'messages.microchipInvalid': 'El número de microchip debe tener 9, 10 o 15 dígitos',
  'messages.ownerNameRequired': 'El nombre del propietario es obligatorio',
  'messages.ownerAddressRequired': 'La dirección es obligatoria',
  'messages.ownerPhoneRequired': 'El número de teléfono es obligatorio',
  'messages.ownerPhoneInvalid': 'El número de teléfono no es válido',
  'messages.ownerEmailRequired': 'El correo electrónico es obligatorio',
  'messages.ownerEmailInvalid': 'El correo electrónico no es válido',
  'messages.photoTooLarge': 'La foto debe pesar menos de 5 MB',
  'messages.photoNotImage': 'El archivo debe ser una imagen',
  'messages.photoTooManyPixels': 'La foto es demasiado grande: debe tener como máximo 50 megapíxeles',
  'messages.certificationTooLarge': 'El archivo debe pesar menos de 10 MB',
  'messages.certificationWrongType': 'El archivo debe ser PDF, JPEG o PNG',
  'messages.certificationPdfUnreadable': 'No se pudo leer este PDF. Suba otra copia, o una foto del certificado.',
  'messages.certificationPdfEncrypted': 'Este PDF está protegido con contraseña. Suba una copia sin contraseña.',
  'messages.certificationPdfActive':
    'Este PDF contiene scripts o archivos adjuntos, que el registro no acepta. Guárdelo o imprímalo como un PDF nuevo, o suba una foto del certificado.',
  'messages.paymentCodeInvalid':
    'Número de confirmación de pago no válido. Pida a su entrenador el número de confirmación correcto.',
  'messages.paymentCodeUsed': 'Este código ya se usó. Cada número de confirmación de pago paga un registro.',
  'messages.paymentCodeVoided': 'Este código ya no es válido. El registro lo retiró; comuníquese con el registro.',
  'messages.paymentCodeRequired': 'Verifique su número de confirmación de pago para continuar.',
  'messages.paymentCodeTooLong': 'El número de confirmación de pago debe tener 20 caracteres o menos',
  'messages.lookupRequired': 'Escriba un número de registro',
  'messages.lookupNotFound': 'No se encontró ningún perro de servicio con este número de registro',
  'messages.genericError': 'Se produjo un error. Vuelva a intentarlo.',
  'messages.invalidRegistryId': 'Identificador de registro no válido',
  'messages.dogNotFound': 'No se encontró el perro de servicio',
  'messages.notValidRegistration': 'No es un registro válido',
  'messages.statusReasonRequired': 'Indique el motivo; se le comunica al usuario',
  'messages.ownerLinkRequired': 'Solo el enlace de propietario o el personal del registro pueden cambiar esta opción.',
  'messages.renewalNotOpen': 'Este registro todavía no se puede renovar.',
  'messages.renewalNotActive': 'Solo se puede renovar un registro activo. Comuníquese con el registro.',
  'messages.replacementNotAllowed':
    'Solo se puede emitir una tarjeta nueva para un registro activo o un equipo en entrenamiento.',
  'messages.registryFetchFailed': 'Se produjo un error al obtener la información del registro.',
  'messages.trainerNotFound':
    'No hay ningún entrenador con este identificador en el directorio de entrenadores del registro.',
  'messages.trainerSuspended': 'La inscripción de este entrenador está suspendida.',
  'messages.ownerTrainedPath':
    '¿Entrenó a su perro usted mismo? Un evaluador del directorio de entrenadores del registro puede evaluar a su equipo con una prueba de acceso público y darle su identificador del directorio para que lo escriba aquí.',
  'messages.pageNotFound': 'La página que busca no existe o se ha movido.',
  'messages.ownerLinkRequested':
    'Si ese número de registro y ese correo electrónico pertenecen a un registro, enviamos un nuevo enlace de propietario a esa dirección. Cualquier enlace de propietario anterior de ese registro ya no funciona.',
  'messages.copiedRegistryNumber': '¡Número de registro copiado al portapapeles!',
  'messages.loginRequired': 'El correo electrónico y la contraseña son obligatorios',
  'messages.loginInvalid': 'Correo electrónico o contraseña no válidos',
  'messages.loginFailed': 'Se produjo un error al iniciar sesión. Vuelva a intentarlo.',
  'messages.passwordTooShort': 'La contraseña debe tener al menos 12 caracteres',
  'messages.signedOut': 'Debe iniciar sesión como administrador para eliminar registros. Vuelva a iniciar sesión.',
  'messages.deletePermissionDenied':
    'Permiso denegado. Asegúrese de haber iniciado sesión como administrador y de tener los permisos necesarios.',
  'messages.invalidDogId': 'Identificador de perro de servicio no válido',
  'messages.dogFetchFailed': 'Se produjo un error al obtener la información del perro de servicio.',
  'messages.saveNotFound':
    'No se encontró el registro del perro. Puede ocurrir si el perro se eliminó o si hay un problema de permisos.',
  'messages.savePermissionDenied': 'Permiso denegado. Asegúrese de haber iniciado sesión como administrador.',
  'messages.staleRecord':
    'Otra persona cambió este registro. Vuelva a cargar la página para ver la versión más reciente.',
  'messages.registryNumberLocked': 'Los números de registro no se pueden cambiar',
  'messages.noRecordsMatch': 'Ningún perro de servicio coincide con su búsqueda',
  'messages.noRecordsYet': 'Todavía no se ha registrado ningún perro de servicio',
};
