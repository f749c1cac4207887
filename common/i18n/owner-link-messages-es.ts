/** The owner tools' words in Spanish: exactly the ids of owner-link-messages-en.ts, which the types enforce. */
import type { OwnerLinkMessageId } from './owner-link-messages-en';

export const ownerLinkEs: { readonly [Id in OwnerLinkMessageId]: string } = {
  'owner.manageTitle': 'Administrar este registro',
  'owner.renewTitle': 'Renovar',
  'owner.testDue':
    'La próxima prueba de acceso público vence el {date}: el registro es válido hasta entonces, salvo que el registro anote una prueba aprobada. Resérvela con su entrenador.',
  'owner.lostTitle': 'Tarjeta perdida',
  'owner.credentialTitle': 'Credencial digital',
  'owner.successorTitle': 'Un perro nuevo',
  'owner.successorText':
    '¿Va a registrar a su próximo perro de servicio? Sus datos de contacto se completan a partir de este registro.',
  'owner.successorButton': 'Registrar un perro sucesor',
  'owner.lookupsTitle': 'Consultas',
  'owner.contactTitle': 'Sus datos de contacto',
  'owner.trainingTitle': 'Constancia de entrenamiento',
  'training.explain':
    '{programme} hace constar que {dogName} fue entrenado individualmente para realizar tareas para usted y aprobó una prueba de acceso público el {date}. Imprima la carta para un arrendador o una aerolínea, o descargue la credencial firmada para un verificador.',
  'training.letter': 'Abrir la carta de entrenamiento',
  'training.download': 'Descargar la constancia de entrenamiento',
  'letter.title': 'Constancia de entrenamiento',
  'letter.loading': 'Cargando la carta de entrenamiento…',
  'letter.sender': 'De {programme}',
  'letter.attests':
    '{programme} hace constar que el perro {dogName} (número de registro {registryNumber}), que acompaña a {handlerName}, fue entrenado individualmente para realizar tareas para la persona que lo acompaña.',
  'letter.test':
    'El equipo aprobó una prueba de acceso público el {date}, a cargo de {trainer} (identificación en el directorio de entrenadores {trainerId}).',
  'letter.testNoName':
    'El equipo aprobó una prueba de acceso público el {date}, a cargo del entrenador con identificación {trainerId} en el directorio.',
  'letter.nextDue':
    'La próxima prueba vence el {date}. Esta constancia termina entonces, salvo que el equipo la apruebe.',
  'letter.notTitle': 'Lo que esta carta no es',
  'letter.noRights':
    'No otorga derechos y no es un documento del gobierno. Según la ADA, ningún negocio puede exigirla, ni tampoco una tarjeta, un chaleco o un certificado: el personal solo puede preguntar si el perro es necesario a causa de una discapacidad y qué trabajo o tarea ha sido entrenado para realizar.',
  'letter.noDiagnosis': 'No dice nada sobre la discapacidad de la persona.',
  'letter.otherRules':
    'Las aerolíneas, los proveedores de vivienda y los transportistas fuera de los Estados Unidos siguen sus propias reglas.',
  'letter.checkTitle': 'Cómo verificarla',
  'letter.check':
    'Escanee el código: abre la página de verificación de {registryName}, que dice “Entrenado por {programme}” mientras esta constancia esté vigente. La credencial firmada detrás de esta carta, emitida por {did}, también se puede verificar con cualquier verificador de credenciales verificables del W3C.',
  'letter.qrAlt': 'Código QR que abre la página de verificación de {dogName}',
  'letter.contact': 'Preguntas: {email} · {phone}',
  'letter.print': 'Imprimir la carta',
  'letter.back': 'Volver al registro',
  'tasks.legend': 'Nombre lo que {dogName} fue entrenado para hacer (opcional)',
  'tasks.hint':
    'Solo si usted lo elige: la constancia de entrenamiento y su carta nombran entonces estos tipos de tarea. Nunca se nombra nada sobre su discapacidad. Guardar emite una constancia nueva; imprima de nuevo la carta y la tarjeta para que la página de verificación muestre el entrenamiento.',
  'tasks.guiding': 'Guiar sorteando obstáculos',
  'tasks.soundAlerting': 'Avisar de sonidos',
  'tasks.mobility': 'Asistencia de movilidad: equilibrio, apoyo, tracción',
  'tasks.retrieving': 'Recoger y llevar objetos',
  'tasks.doorsAndSwitches': 'Abrir puertas y pulsar interruptores',
  'tasks.alertingAndHelp': 'Avisar a la persona de un cambio y buscar ayuda',
  'tasks.deepPressure': 'Presión profunda e interrupción de conductas',
  'tasks.save': 'Guardar estos tipos de tarea',
  'tasks.saving': 'Guardando…',
  'tasks.savedNamed': 'Guardado: la constancia y la carta ahora nombran estos tipos de tarea.',
  'tasks.savedNone': 'Guardado: la constancia y la carta no nombran ningún tipo de tarea.',
  'letter.tasks': 'La persona eligió nombrar los tipos de tarea para los que fue entrenado: {tasks}.',
  'owner.trainingLogTitle': 'Registro de entrenamiento',
  'trainingLog.explain': 'Las sesiones de entrenamiento que anotó su programa. Solo usted y el programa las ven.',
  'trainingLog.caption': 'Sesiones de entrenamiento, de la más reciente a la más antigua',
  'trainingLog.day': 'Día',
  'trainingLog.hours': 'Horas',
  'trainingLog.skills': 'Habilidades practicadas',
  'renewal.notYet':
    'Válido hasta el {validThrough}. Puede renovarlo a partir del {opensOn}; le escribiremos antes de esa fecha.',
  'renewal.expired': 'Este registro venció el {date}.',
  'renewal.validThrough': 'Válido hasta el {date}.',
  'renewal.explain':
    'Renovar agrega {years, select, more {más años} other {{years} años}} y vuelve a emitir la tarjeta con la nueva fecha. Necesita un número de confirmación de pago, como al registrarse.',
  'renewal.code': 'Número de confirmación de pago',
  'renewal.renewing': 'Renovando…',
  'renewal.renew': 'Renovar el registro',
  'renewal.done': 'Renovado: válido hasta el {date}. Imprima arriba la tarjeta renovada.',
  'replace.explain':
    '¿Perdió su tarjeta? Obtenga una nueva aquí. La tarjeta perdida deja de verificarse de inmediato, así que nadie más puede mostrarla como suya; el número de registro no cambia.',
  'replace.button': 'Reemplazar una tarjeta perdida',
  'replace.done': 'Su nueva tarjeta está lista arriba: imprímala. La tarjeta perdida ya no se verifica.',
  'replace.confirmTitle': '¿Reemplazar su tarjeta?',
  'replace.confirmText':
    'La tarjeta que tiene ahora de {dogName} ({registryNumber}) dejará de verificarse, aunque la vuelva a encontrar. Imprimirá la nueva.',
  'replace.confirm': 'Reemplazar la tarjeta',
  'replace.busy': 'Reemplazando...',
  'credential.explain':
    'Su tarjeta también existe como credencial digital: un archivo en el estándar de credenciales verificables del W3C, firmado por el registro. Guárdela en una billetera digital o envíela a quien tenga que verificarla: otros verificadores además del de este registro (VerifierPlus, por ejemplo) pueden verificarla solo con el archivo. Dice lo mismo que la tarjeta, sin datos de contacto, y deja de verificarse cuando la tarjeta deja de hacerlo.',
  'credential.download': 'Descargar la credencial digital',
  'lookups.explain':
    'Cada vez que alguien abrió este registro en este sitio, por su número o por el enlace de una tarjeta. Nunca se anota quién lo consultó. Las tarjetas verificadas con el código QR firmado se verifican en el propio dispositivo de quien las revisa y no se cuentan.',
  'lookups.failed': 'No se pudieron cargar las consultas.',
  'lookups.caption':
    '{total, plural, =0 {Ninguna consulta en los últimos 12 meses} one {# consulta en los últimos 12 meses} other {# consultas en los últimos 12 meses}}',
  'lookups.month': 'Mes',
  'lookups.count': 'Consultas',
  'contact.explain':
    'Solo usted y el personal del registro los ven. Los correos del registro se envían a la dirección que figura aquí.',
  'contact.fullName': 'Nombre completo',
  'contact.address': 'Dirección',
  'contact.phone': 'Número de teléfono',
  'contact.email': 'Correo electrónico',
  'contact.saving': 'Guardando…',
  'contact.save': 'Guardar los datos de contacto',
  'contact.saved': 'Datos de contacto guardados.',
  'contact.emailChanged':
    'Enviamos un enlace a la nueva dirección para confirmarla y avisamos del cambio a la dirección anterior. Hasta que la confirme, un nuevo enlace de propietario que pida se envía a la dirección anterior.',
  'emailChange.undoTitle': 'Deshacer el cambio del correo de contacto',
  'emailChange.undoText':
    'Se cambió el correo de contacto de un registro con su enlace de propietario, y avisamos a esta dirección. Si usted no hizo el cambio, deshágalo: los correos del registro vuelven a llegar a esta dirección.',
  'emailChange.undoButton': 'Deshacer el cambio',
  'emailChange.undoing': 'Deshaciendo…',
  'emailChange.undoNext':
    'Si usted no hizo el cambio, es posible que alguien tenga su enlace de propietario. Al deshacer el cambio, ese enlace deja de funcionar en el acto y se envía uno nuevo a esta dirección; también puede pedir uno nuevo aquí.',
  'emailChange.askNewLink': 'Enviarme un nuevo enlace de propietario',
  'emailChange.confirmTitle': 'Confirme su correo electrónico',
  'emailChange.confirmText':
    'Confirme que esta es su dirección, para que un nuevo enlace de propietario que pida se envíe aquí. Hasta que lo haga, se envía a la dirección anterior del registro.',
  'emailChange.confirmButton': 'Confirmar este correo electrónico',
  'emailChange.confirming': 'Confirmando…',
};
